import { toCsv } from '../../shared/csv/csv-field';
import { leadColumns, type ProfessionalLeadRow } from '../../shared/leads/lead-row';

/** The applications as CSV, one column per docs/product.md#entities field. */
export function leadsToCsv(rows: readonly ProfessionalLeadRow[]): string {
  return toCsv(
    leadColumns,
    rows.map((row) => leadColumns.map((column) => row[column])),
  );
}
