import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** README.md and every Markdown file under docs/. */
function markdownFiles(): string[] {
  const found = ['README.md'];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (entry.endsWith('.md')) found.push(full);
    }
  };
  walk('docs');
  return found;
}

/** Link targets outside code: a link shown as code is an example, not a link. */
function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(
    (match) => match[1]!,
  );
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

function anchorsIn(file: string): Set<string> {
  const headings = readFileSync(file, 'utf8')
    .replace(/^```[\s\S]*?^```/gm, '')
    .match(/^#{1,6} .+$/gm);
  return new Set((headings ?? []).map((line) => anchorOf(line.replace(/^#+ /, ''))));
}

/** Why a relative link from `file` does not resolve, or null when it does. */
function brokenReason(file: string, target: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return null; // https:, mailto:: not ours to check
  const [rawPath = '', anchor] = target.split('#');
  const resolved = rawPath ? path.normalize(path.join(path.dirname(file), rawPath)) : file;
  if (!existsSync(resolved)) return `${resolved} does not exist`;
  if (anchor && resolved.endsWith('.md') && !anchorsIn(resolved).has(anchor)) {
    return `${resolved} has no heading #${anchor}`;
  }
  return null;
}

describe('Markdown links in README.md and docs/', () => {
  it.each(markdownFiles())('%s links only to files and headings that exist', (file) => {
    const broken = linkTargets(readFileSync(file, 'utf8'))
      .map((target) => [target, brokenReason(file, target)] as const)
      .filter(([, reason]) => reason !== null)
      .map(([target, reason]) => `${target}: ${reason}`);
    expect(broken).toEqual([]);
  });
});
