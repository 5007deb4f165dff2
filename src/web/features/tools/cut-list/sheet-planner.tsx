import { useDeferredValue, useId, useMemo } from 'react';
import { optimizeCuts } from '../../../../shared/calculators/cut-list/optimize-cuts';
import { withoutRow, withRowChange } from '../fields/row-id';
import { emptyPiece, emptyStock, type CutInputs } from './cut-inputs';
import { toSheetPlanInput } from './plan-inputs';
import { PlannerSection, RowsSection } from './planner-section';
import { SheetResults } from './sheet-results';
import { SizeRow } from './size-row';

/** Sheet goods (plywood, MDF): stock sheets and the pieces to cut from them. */
export function SheetPlanner({
  value,
  onChange,
}: {
  value: CutInputs;
  onChange: (change: Partial<CutInputs>) => void;
}) {
  const id = useId();
  // The optimizer takes a few milliseconds; deferring keeps typing smooth on slow phones.
  const deferred = useDeferredValue(value);
  const input = useMemo(() => toSheetPlanInput(deferred), [deferred]);
  const plan = useMemo(() => optimizeCuts(input), [input]);
  const { stock, pieces } = value;

  return (
    <div className="grid gap-6">
      <RowsSection
        id={`${id}-stock`}
        title="Stock sheets"
        addLabel="Add stock sheet"
        onAdd={() => onChange({ stock: [...stock, emptyStock()] })}
      >
        {stock.map((row, index) => (
          <SizeRow
            key={row.id}
            row={row}
            fallbackName={`Sheet ${index + 1}`}
            onlyRow={stock.length === 1}
            onChange={(change) => onChange({ stock: withRowChange(stock, row.id, change) })}
            onRemove={() => onChange({ stock: withoutRow(stock, row.id) })}
          />
        ))}
      </RowsSection>
      <RowsSection
        id={`${id}-pieces`}
        title="Required pieces"
        addLabel="Add piece"
        onAdd={() => onChange({ pieces: [...pieces, emptyPiece()] })}
      >
        {pieces.map((row, index) => (
          <SizeRow
            key={row.id}
            row={row}
            fallbackName={`Piece ${index + 1}`}
            onlyRow={pieces.length === 1}
            onChange={(change) => onChange({ pieces: withRowChange(pieces, row.id, change) })}
            onRemove={() => onChange({ pieces: withoutRow(pieces, row.id) })}
          />
        ))}
      </RowsSection>
      <PlannerSection id={`${id}-plan`} title="Cut plan">
        <SheetResults plan={plan} input={input} />
      </PlannerSection>
    </div>
  );
}
