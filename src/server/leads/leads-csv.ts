import { leadColumns, type ProfessionalLeadRow } from '../../shared/leads/lead-row';

// A spreadsheet runs a cell that starts with one of these as a formula, so an applicant could
// plant `=HYPERLINK(...)` for the admin who opens the export (OWASP "CSV injection"). A locale
// whose list separator is `;` (or a tab, or a pipe on import) starts a new cell after it, so
// the same holds after any separator or line break inside the text.
const formulaStart = /(^|[;,\t|\r\n] *)([=+\-@\t\r])/g;

/**
 * One RFC 4180 field, always quoted (quotes doubled), so no separator inside it can split it
 * whatever the reader's locale; formula starts are defused with a leading apostrophe.
 */
export function csvField(value: string | number | null | readonly string[]): string {
  if (value === null) return '';
  const text = Array.isArray(value) ? value.join(', ') : String(value);
  const defused = typeof value === 'number' ? text : text.replace(formulaStart, "$1'$2");
  return `"${defused.replaceAll('"', '""')}"`;
}

/**
 * The applications as CSV: a header of docs/product.md#entities column names, then one CRLF-ended line per row.
 * It opens with a byte-order mark so Excel reads accented names as UTF-8.
 */
export function leadsToCsv(rows: readonly ProfessionalLeadRow[]): string {
  const lines = [leadColumns.join(',')];
  for (const row of rows) lines.push(leadColumns.map((column) => csvField(row[column])).join(','));
  return `\uFEFF${lines.map((line) => `${line}\r\n`).join('')}`;
}
