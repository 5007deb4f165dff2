import { DEFAULT_GUIDE_TITLE } from '../constants';
import type { ReplyLine } from './list-lines';

/**
 * docs/product.md#entities says "the first non-list line among the first 3 lines". We count the first 3
 * non-blank lines outside code blocks: a reply that opens with a blank line or a fence should
 * not lose its title to formatting.
 */
const TITLE_WINDOW = 3;
const HAS_WORD = /[\p{L}\p{N}]/u;

/** Markdown heading #'s, bold markers and a trailing colon ("Here's how to fix it:"). */
function cleanTitle(raw: string): string {
  return raw
    .replace(/^#{1,6}\s*/, '')
    .replace(/\*\*|__/g, '')
    .trim()
    .replace(/\s*:$/, '');
}

// A callout ("> ⚠️ **Safety first:** …") opens many replies before their heading: it is a
// warning, not the guide's name, and it does not use up a place in the window.
const CALLOUT = /^\s*>/;

// A Markdown heading names the guide better than a paragraph above it ("**Can shelves go on
// anchors?** Only light ones…", then "## Choose drywall anchors").
const HEADING = /^\s*#{1,6}\s/;

export function guideTitle(lines: readonly ReplyLine[]): string {
  const window = lines
    .filter((line) => !(line.kind === 'text' && CALLOUT.test(line.raw)))
    .slice(0, TITLE_WINDOW);
  const heading = window.find(
    (line) => line.kind === 'text' && HEADING.test(line.raw) && HAS_WORD.test(cleanTitle(line.raw)),
  );
  if (heading) return cleanTitle(heading.raw);
  for (const line of window) {
    if (line.kind !== 'text') continue;
    const title = cleanTitle(line.raw);
    // A rule ("---") or a lone "**" is not a title, but still uses up its place in the window.
    if (HAS_WORD.test(title)) return title;
  }
  return DEFAULT_GUIDE_TITLE;
}
