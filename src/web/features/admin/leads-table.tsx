import type { ProfessionalLeadRow } from '../../../shared/leads/lead-row';

const submitted = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

type CellValue = string | number | null;

interface Column {
  label: string;
  cell: (row: ProfessionalLeadRow) => CellValue;
  /** Long free text gets room to read; short values stay on one line. */
  width?: 'wide' | 'nowrap';
}

const columns: readonly Column[] = [
  {
    label: 'Submitted',
    cell: (row) => submitted.format(new Date(row.created_at)),
    width: 'nowrap',
  },
  { label: 'Full name', cell: (row) => row.full_name },
  { label: 'E-mail', cell: (row) => row.email },
  { label: 'Phone', cell: (row) => row.phone, width: 'nowrap' },
  { label: 'Company', cell: (row) => row.company_name },
  { label: 'Trade specialty', cell: (row) => row.trade_specialty },
  { label: 'Years', cell: (row) => row.years_experience },
  { label: 'Business type', cell: (row) => row.business_type },
  { label: 'Motivation', cell: (row) => row.current_challenges, width: 'wide' },
  {
    label: 'Interested services',
    cell: (row) => row.interested_services?.join(', ') ?? null,
    width: 'wide',
  },
  { label: 'How heard', cell: (row) => row.how_heard_about_us },
  { label: 'Comments', cell: (row) => row.additional_comments, width: 'wide' },
];

const cellClass = {
  wide: 'min-w-64 px-3 py-2',
  nowrap: 'px-3 py-2 whitespace-nowrap',
  default: 'max-w-xs px-3 py-2 break-words',
} as const;

function Cell({ value }: { value: CellValue }) {
  if (value === null) {
    return (
      <>
        <span aria-hidden className="text-stone-400">
          —
        </span>
        <span className="sr-only">Not given</span>
      </>
    );
  }
  return <>{value}</>;
}

/**
 * Every stored application; the region scrolls sideways on narrow screens, not the page. It is
 * `relative` so the cells' screen-reader-only text (absolutely placed) scrolls with it too.
 */
export function LeadsTable({ rows }: { rows: readonly ProfessionalLeadRow[] }) {
  return (
    <div
      role="region"
      aria-label="Applications table"
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-line"
    >
      <table className="w-full text-left text-sm">
        <thead className="bg-surface">
          <tr>
            {columns.map(({ label }) => (
              <th key={label} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-line align-top">
              {columns.map(({ label, cell, width }) => (
                <td key={label} className={cellClass[width ?? 'default']}>
                  <Cell value={cell(row)} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
