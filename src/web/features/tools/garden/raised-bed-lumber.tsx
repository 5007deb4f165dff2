import { formatInches } from '../../../../shared/calculators/format';
import type { BoardCutPlan } from '../../../../shared/calculators/cut-list/board-types';
import { BoardResults } from '../cut-list/board-results';

/** The bed's side pieces run through the board optimizer: which boards to buy, cut how. */
export function RaisedBedLumber({ plan, className }: { plan: BoardCutPlan; className?: string }) {
  return (
    <section className={className} aria-label="Board cutting plan">
      <h3 className="text-lg font-semibold">Board cutting plan</h3>
      <p className="mt-1 mb-3 text-sm text-muted">
        2x6 boards, two long sides and two short sides per course, short sides fitted between the
        long ones; {formatInches(plan.kerf)} in saw kerf.
      </p>
      <BoardResults plan={plan} />
    </section>
  );
}
