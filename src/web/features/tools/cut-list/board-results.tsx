import { formatEfficiency, formatInches } from '../../../../shared/calculators/format';
import type { BoardCutPlan } from '../../../../shared/calculators/cut-list/board-types';
import { ResultList } from '../fields/result-list';
import { BoardBar } from './board-bar';
import { UnplacedList } from './unplaced-list';

/** Boards to buy, the cuts on each board in order from one end, and what could not be cut. */
export function BoardResults({ plan }: { plan: BoardCutPlan }) {
  return (
    <div className="grid gap-4">
      <ResultList
        items={[
          {
            label: 'Boards to buy',
            value: plan.purchase.map((p) => `${p.count} × ${p.stockName}`).join(', ') || '0',
            emphasis: true,
          },
          { label: 'Efficiency', value: formatEfficiency(plan.efficiency) },
        ]}
      />
      <UnplacedList
        items={plan.unplaced.map((u) => ({
          key: String(u.cutIndex),
          name: u.name,
          size: `${formatInches(u.length)} in`,
          quantity: u.quantity,
          message: u.message,
        }))}
      />
      {plan.boards.length > 0 && (
        <ol className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="Cuts per board">
          {plan.boards.map((board, index) => {
            const cuts = board.cuts.map((c) => `${c.name} ${formatInches(c.length)} in`).join(', ');
            return (
              <li
                key={index}
                className="grid gap-1.5 rounded-lg border border-line p-3 break-inside-avoid"
              >
                <p className="text-sm font-medium">
                  Board {index + 1}: {board.stockName} ({formatInches(board.stockLength)} in)
                </p>
                <BoardBar board={board} title={`Board ${index + 1}: ${cuts}`} />
                <p className="text-sm text-muted">
                  {cuts}; offcut {formatInches(board.offcut)} in
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
