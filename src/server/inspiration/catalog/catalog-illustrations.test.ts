// @vitest-environment jsdom
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogImages } from './catalog-images';

const SVG_NS = 'http://www.w3.org/2000/svg';
const publicDir = join(import.meta.dirname, '../../../web/public/inspiration/');

/** Parsed as XML, the way a browser reads an SVG served on its own: any slip is a parse error. */
function parseSvg(text: string) {
  const document = new DOMParser().parseFromString(text, 'image/svg+xml');
  const errors = document.getElementsByTagName('parsererror').length;
  return { root: document.documentElement, errors };
}

describe('catalog illustrations', () => {
  it.each(catalogImages)('%s.svg is a small, well-formed, titled, self-contained SVG', (image) => {
    const path = `${publicDir}${image}.svg`;
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
