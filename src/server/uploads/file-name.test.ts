import { describe, expect, it } from 'vitest';
import { contentDisposition, downloadName, sanitizeFileName } from './file-name';

describe('sanitizeFileName', () => {
  it('drops folders, control and bidi characters and leading dots', () => {
    expect(sanitizeFileName('C:\\Users\\me\\deck plan.pdf', 'file')).toBe('deck plan.pdf');
    expect(sanitizeFileName('../../etc/passwd', 'file')).toBe('passwd');
    expect(sanitizeFileName('photo\u202egpj.exe', 'file')).toBe('photogpj.exe');
    expect(sanitizeFileName('a\r\nb\t"c".txt', 'file')).toBe('abc.txt');
    expect(sanitizeFileName('.htaccess', 'file')).toBe('htaccess');
  });

  it('falls back when nothing is left and keeps the extension when shortening', () => {
    expect(sanitizeFileName('///', 'image')).toBe('image');
    const long = sanitizeFileName(`${'x'.repeat(300)}.docx`, 'file');
    expect(long).toHaveLength(120);
    expect(long.endsWith('.docx')).toBe(true);
  });
});

describe('downloadName and contentDisposition', () => {
  it('names the served format and quotes safely', () => {
    expect(downloadName('Küche "alt".png', 'webp')).toBe('Küche "alt".webp');
    expect(contentDisposition('inline', 'Küche "alt".webp')).toBe(
      `inline; filename="K_che _alt_.webp"; filename*=UTF-8''K%C3%BCche%20%22alt%22.webp`,
    );
    expect(contentDisposition('attachment', "it's (1).txt")).toBe(
      `attachment; filename="it's (1).txt"; filename*=UTF-8''it%27s%20%281%29.txt`,
    );
  });
});
