import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectUploadType } from './detect-type';
import {
  compoundFileBytes,
  docxBytes,
  elfBytes,
  mzBytes,
  pdfBytes,
  photoWithGps,
  zipBytes,
} from '../../../tests/helpers/server/sample-upload-files';

const pixel = () => sharp({ create: { width: 2, height: 2, channels: 4, background: '#fff0' } });

describe('detectUploadType', () => {
  it('recognises images from their bytes', async () => {
    expect(await detectUploadType(await photoWithGps())).toEqual({ kind: 'image', format: 'jpeg' });
    for (const format of ['png', 'webp', 'gif'] as const) {
      const bytes = await pixel().toFormat(format).toBuffer();
      expect(await detectUploadType(bytes)).toEqual({ kind: 'image', format });
    }
  });

  it('recognises pdf, docx and Word 97-2003 files', async () => {
    expect(await detectUploadType(pdfBytes())).toEqual({ kind: 'pdf' });
    expect(await detectUploadType(docxBytes())).toEqual({ kind: 'docx' });
    expect(await detectUploadType(compoundFileBytes('WordDocument'))).toEqual({ kind: 'doc' });
  });

  it('takes UTF-8 text, with or without a byte order mark', async () => {
    const text = new TextEncoder().encode('Level: 2 × 4 studs, 16" apart ✓\r\n');
    expect(await detectUploadType(text)).toEqual({ kind: 'text' });
    expect(await detectUploadType(new Uint8Array([0xef, 0xbb, 0xbf, ...text]))).toEqual({
      kind: 'text',
    });
  });

  it('refuses executables, other archives and office files, and binary junk', async () => {
    const refused = [
      elfBytes(),
      mzBytes(),
      zipBytes({ 'notes/readme.md': 'hello' }),
      compoundFileBytes('Workbook'),
      new Uint8Array(randomBytes(4096)),
      new TextEncoder().encode('text with a \0 NUL byte'),
      new Uint8Array([0x68, 0x69, 0xc3, 0x28]), // invalid UTF-8
      new Uint8Array(0),
    ];
    for (const bytes of refused) expect(await detectUploadType(bytes)).toBeUndefined();
  });
});
