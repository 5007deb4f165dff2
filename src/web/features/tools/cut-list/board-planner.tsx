import { useDeferredValue, useId, useMemo } from 'react';
import { optimizeBoards } from '../../../../shared/calculators/cut-list/optimize-boards';
import { INPUT_STEP } from '../../../../shared/calculators/parse-input';
import { NumberField, TextField } from '../fields/number-field';
import { RemoveRowButton } from '../fields/row-buttons';
import { withoutRow, withRowChange } from '../fields/row-id';
import { emptyBoard, emptyCut, type CutInputs } from './cut-inputs';
import { BoardResults } from './board-results';
import { toBoardPlanInput } from './plan-inputs';
import { PlannerSection, RowsSection } from './planner-section';

const rowClass =
  'grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-end gap-3 rounded-lg border border-line p-3';

/** Boards (studs, 2x lumber, trim): stock lengths and the cut lengths they must yield. */
export function BoardPlanner({
  value,
  onChange,
}: {
  value: CutInputs;
  onChange: (change: Partial<CutInputs>) => void;
}) {
  const id = useId();
  const deferred = useDeferredValue(value);
  const plan = useMemo(() => optimizeBoards(toBoardPlanInput(deferred)), [deferred]);
  const { boards, cuts } = value;
  const inches = (label: string, text: string, set: (v: string) => void) => (
    <NumberField label={label} step={INPUT_STEP.cutListInches} value={text} onChange={set} />
  );

  return (
    <div className="grid gap-6">
      <RowsSection
        id={`${id}-boards`}
        title="Board stock lengths"
        addLabel="Add board length"
        onAdd={() => onChange({ boards: [...boards, emptyBoard()] })}
      >
        {boards.map((row, index) => (
          <li key={row.id} className={rowClass}>
            <TextField
              label="Name"
              value={row.name}
              placeholder={`Board ${index + 1}`}
              onChange={(name) => onChange({ boards: withRowChange(boards, row.id, { name }) })}
            />
            {inches('Length (in)', row.length, (length) =>
              onChange({ boards: withRowChange(boards, row.id, { length }) }),
            )}
            <RemoveRowButton
              label={`Remove ${row.name || `board ${index + 1}`}`}
              onlyRow={boards.length === 1}
              onRemove={() => onChange({ boards: withoutRow(boards, row.id) })}
            />
          </li>
        ))}
      </RowsSection>
      <RowsSection
        id={`${id}-cuts`}
        title="Cut lengths"
        addLabel="Add cut"
        onAdd={() => onChange({ cuts: [...cuts, emptyCut()] })}
      >
        {cuts.map((row, index) => (
          <li
            key={row.id}
            className={`${rowClass} sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]`}
          >
            <TextField
              label="Name"
              value={row.name}
              placeholder={`Cut ${index + 1}`}
              onChange={(name) => onChange({ cuts: withRowChange(cuts, row.id, { name }) })}
              className="col-span-3 sm:col-span-1"
            />
            {inches('Length (in)', row.length, (length) =>
              onChange({ cuts: withRowChange(cuts, row.id, { length }) }),
            )}
            <NumberField
              label="Quantity"
              step={1}
              min={1}
              value={row.quantity}
              onChange={(quantity) => onChange({ cuts: withRowChange(cuts, row.id, { quantity }) })}
            />
            <RemoveRowButton
              label={`Remove ${row.name || `cut ${index + 1}`}`}
              onlyRow={cuts.length === 1}
              onRemove={() => onChange({ cuts: withoutRow(cuts, row.id) })}
            />
          </li>
        ))}
      </RowsSection>
      <PlannerSection id={`${id}-plan`} title="Board plan">
        <BoardResults plan={plan} />
      </PlannerSection>
    </div>
  );
}
