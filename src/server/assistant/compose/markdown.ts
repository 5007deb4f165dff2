/**
 * Small markdown builders for the offline assistant. Replies are rendered with remark-gfm and
 * also scanned by `extractStepGuide`, so anything that is *not* a step guide must avoid three
 * or more list lines: such content goes into tables or quoted callouts (a line starting with
 * ">" is never a list line to the extractor, yet still renders as a list inside the quote).
 */

/** "1", "2.5": quantities without float noise. */
export function formatQuantity(qty: number): string {
  return String(Math.round(qty * 100) / 100);
}

/**
 * Guide titles are title case ("Fix a Dripping Faucet"); inside a sentence or after "How to"
 * they read better in sentence case. Only plain capitalised words are lowered, so acronyms and
 * mixed forms ("GFCI", "TV", "P-Trap", "CO") survive.
 */
export function sentenceCase(title: string): string {
  return title
    .split(' ')
    .map((word) => (/^[A-Z][a-z'-]*[:,]?$/.test(word) ? word.toLowerCase() : word))
    .join(' ');
}

/** A quoted callout; each item becomes a list line inside the quote. */
export function callout(heading: string, items: readonly string[] = []): string {
  const lines = [`> ${heading}`];
  if (items.length > 0) lines.push('>', ...items.map((item) => `> - ${item}`));
  return lines.join('\n');
}

/** Pipes would split a cell; newlines would end the row. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

/** A GitHub-flavoured markdown table. */
export function table(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Joins the non-empty blocks of a reply with blank lines between them. */
export function blocks(...parts: Array<string | false | undefined | null>): string {
  return parts
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join('\n\n');
}
