import { useDeferredValue, useId, useMemo } from 'react';
import { optimizeCuts } from '../../../../shared/calculators/cut-list/optimize-cuts';
import { AddRowButton } from '../fields/row-buttons';
import { withoutRow, withRowChange } from '../fields/row-id';
import { emptyPiece, emptyStock, type CutInputs } from './cut-inputs';
import { toSheetPlanInput } from './plan-inputs';
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
      <section aria-labelledby={`${id}-stock`}>
        <h3 id={`${id}-stock`} className="mb-3 text-lg font-semibold">
          Stock sheets
        </h3>
        <ul className="grid gap-3">
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
        </ul>
        <div className="mt-3">
          <AddRowButton onAdd={() => onChange({ stock: [...stock, emptyStock()] })}>
            Add stock sheet
          </AddRowButton>
        </div>
      </section>
      <section aria-labelledby={`${id}-pieces`}>
        <h3 id={`${id}-pieces`} className="mb-3 text-lg font-semibold">
          Required pieces
        </h3>
        <ul className="grid gap-3">
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
        </ul>
        <div className="mt-3">
          <AddRowButton onAdd={() => onChange({ pieces: [...pieces, emptyPiece()] })}>
            Add piece
          </AddRowButton>
        </div>
      </section>
      <section aria-labelledby={`${id}-plan`}>
        <h3 id={`${id}-plan`} className="mb-3 text-lg font-semibold">
          Cut plan
        </h3>
        <SheetResults plan={plan} input={input} />
      </section>
    </div>
  );
}
