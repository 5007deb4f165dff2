import { leadColumns, type ProfessionalLeadRow } from '../../shared/leads/lead-row';

// A spreadsheet runs a cell that starts with one of these as a formula, so an applicant could
// plant `=HYPERLINK(...)` for the admin who opens the export (OWASP "CSV injection").
const formulaStart = /^[=+\-@\t\r]/;

/** One RFC 4180 field: quoted when it holds a quote, comma or line break; quotes doubled. */
export function csvField(value: string | number | null | readonly string[]): string {
  if (value === null) return '';
  let text = Array.isArray(value) ? value.join(', ') : String(value);
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The applications as CSV: a header of SPEC §3 column names, then one CRLF-ended line per row.
 * It opens with a byte-order mark so Excel reads accented names as UTF-8.
 */
export function leadsToCsv(rows: readonly ProfessionalLeadRow[]): string {
  const lines = [leadColumns.join(',')];
  for (const row of rows) lines.push(leadColumns.map((column) => csvField(row[column])).join(','));
  return `\uFEFF${lines.map((line) => `${line}\r\n`).join('')}`;
}
