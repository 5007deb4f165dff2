import { formatEfficiency, formatInches } from '../../../../shared/calculators/format';
import type { CutListInput, CutPlan } from '../../../../shared/calculators/cut-list/types';
import { ResultList } from '../fields/result-list';
import { pieceFill } from './piece-colors';
import { SheetCard } from './sheet-card';
import { UnplacedList } from './unplaced-list';

const inches = (length: number, width: number) =>
  `${formatInches(length)} × ${formatInches(width)} in`;

/** Sheets used, efficiency per sheet and overall (one decimal), the diagrams and what is left. */
export function SheetResults({ plan, input }: { plan: CutPlan; input: CutListInput }) {
  const placed = new Map<number, number>();
  for (const sheet of plan.sheets) {
    for (const p of sheet.placements) placed.set(p.pieceIndex, (placed.get(p.pieceIndex) ?? 0) + 1);
  }
  return (
    <div className="grid gap-4">
      <ResultList
        items={[
          {
            label: 'Sheets used',
            value: plan.purchase.map((p) => `${p.count} × ${p.stockName}`).join(', ') || '0',
          },
          { label: 'Overall efficiency', value: formatEfficiency(plan.efficiency), emphasis: true },
        ]}
      />
      <UnplacedList
        items={plan.unplaced.map((u) => ({
          key: String(u.pieceIndex),
          name: u.name,
          size: inches(u.length, u.width),
          quantity: u.quantity,
          message: u.message,
        }))}
      />
      {plan.sheets.length > 0 && (
        <>
          <ul className="grid gap-3 sm:grid-cols-2 print:grid-cols-2" aria-label="Cut diagrams">
            {plan.sheets.map((sheet, index) => (
              <SheetCard key={index} sheet={sheet} index={index} count={plan.sheets.length} />
            ))}
          </ul>
          <div>
            <h4 className="mb-2 text-sm font-semibold">Pieces</h4>
            <ul className="grid gap-1 text-sm">
              {input.pieces.map((piece, index) =>
                placed.has(index) ? (
                  <li key={index} className="flex items-center gap-2">
                    <span
                      className="size-3 shrink-0 rounded-sm border border-stone-500"
                      style={{ background: pieceFill(index) }}
                      aria-hidden
                    />
                    <span className="tabular-nums">{index + 1}.</span> {piece.name},{' '}
                    {inches(piece.length, piece.width)}: {placed.get(index)} placed
                  </li>
                ) : null,
              )}
            </ul>
          </div>
        </>
      )}
    </div>
  );
}
