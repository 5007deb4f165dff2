import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SVG_NS = 'http://www.w3.org/2000/svg';
const publicDir = join(import.meta.dirname, 'public');
/** The card illustrations: the inspiration catalog's and the explore guides'. */
const folders = ['inspiration', 'guides'];
const files = folders.flatMap((folder) =>
  readdirSync(join(publicDir, folder))
    .filter((name) => name.endsWith('.svg'))
    .map((name) => `${folder}/${name}`),
);

/** Parsed as XML, the way a browser reads an SVG served on its own: any slip is a parse error. */
function parseSvg(text: string) {
  const document = new DOMParser().parseFromString(text, 'image/svg+xml');
  const errors = document.getElementsByTagName('parsererror').length;
  return { root: document.documentElement, errors };
}

describe('shipped card illustrations', () => {
  it('are all found', () => {
    expect(files.length).toBeGreaterThanOrEqual(72);
  });

  it.each(files)('%s is a small, well-formed, titled, self-contained SVG', (file) => {
    const path = join(publicDir, file);
    const text = readFileSync(path, 'utf8');
    expect(statSync(path).size).toBeLessThan(4096);

    const { root, errors } = parseSvg(text);
    expect(errors).toBe(0);
    expect(root.namespaceURI).toBe(SVG_NS);
    expect(root.localName).toBe('svg');
    // The size every card's 4:3 frame expects.
    expect(root.getAttribute('viewBox')).toBe('0 0 400 300');
    const title = root.firstElementChild;
    expect(title?.localName).toBe('title');
    expect(title?.textContent?.trim()).not.toBe('');
    expect(root.getAttribute('aria-label')).toBe(title?.textContent);

    // No scripts, no event handlers, nothing fetched from anywhere.
    expect(text).not.toMatch(/<script|\son\w+=|href|@import|url\((?!#)/i);
    expect(text.replace(`xmlns="${SVG_NS}"`, '')).not.toMatch(/https?:/);
  });

  it('tells a malformed file apart', () => {
    expect(parseSvg(`<svg xmlns="${SVG_NS}"><title>x</title><rect></svg>`).errors).toBe(1);
  });
});
