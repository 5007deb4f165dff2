// A spreadsheet runs a cell that starts with one of these as a formula, so whoever wrote the
// text could plant `=HYPERLINK(...)` for the person who opens the export (OWASP "CSV
// injection"). A locale whose list separator is `;` (or a tab, or a pipe on import) starts a new
// cell after it, so the same holds after any separator or line break inside the text.
const formulaStart = /(^|[;,\t|\r\n] *)([=+\-@\t\r])/g;

export type CsvValue = string | number | null | readonly string[];

/**
 * One RFC 4180 field, always quoted (quotes doubled), so no separator inside it can split it
 * whatever the reader's locale; formula starts are defused with a leading apostrophe.
 */
export function csvField(value: CsvValue): string {
  if (value === null) return '';
  const text = Array.isArray(value) ? value.join(', ') : String(value);
  const defused = typeof value === 'number' ? text : text.replace(formulaStart, "$1'$2");
  return `"${defused.replaceAll('"', '""')}"`;
}

/**
 * A whole CSV file: the header, then one CRLF-ended line per row. It opens with a byte-order
 * mark so Excel reads accented names as UTF-8.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header.join(','), ...rows.map((row) => row.map(csvField).join(','))];
  return `\uFEFF${lines.map((line) => `${line}\r\n`).join('')}`;
}
