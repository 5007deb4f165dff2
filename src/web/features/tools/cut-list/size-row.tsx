import { useId } from 'react';
import { INPUT_STEP } from '../../../../shared/calculators/parse-input';
import { NumberField, TextField } from '../fields/number-field';
import { RemoveRowButton } from '../fields/row-buttons';
import type { PieceInput, SheetStockInput } from './cut-inputs';

/**
 * A stock sheet or a required piece: name, length, width and a whole-number quantity (docs/product.md#validation-rules:
 * minimum 1, default 1). Pieces also carry the grain lock.
 */
export function SizeRow({
  row,
  fallbackName,
  onlyRow,
  onChange,
  onRemove,
}: {
  row: SheetStockInput | PieceInput;
  fallbackName: string;
  onlyRow: boolean;
  onChange: (change: Partial<PieceInput>) => void;
  onRemove: () => void;
}) {
  const grainId = useId();
  const inches = (label: string, key: 'length' | 'width') => (
    <NumberField
      label={`${label} (in)`}
      step={INPUT_STEP.cutListInches}
      value={row[key]}
      onChange={(value) => onChange({ [key]: value })}
    />
  );
  return (
    <li className="grid gap-2 rounded-lg border border-line p-3">
      <div className="grid grid-cols-3 items-start gap-3 sm:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
        <TextField
          label="Name"
          value={row.name}
          placeholder={fallbackName}
          onChange={(name) => onChange({ name })}
          className="col-span-3 sm:col-span-1"
        />
        {inches('Length', 'length')}
        {inches('Width', 'width')}
        <NumberField
          label="Quantity"
          step={1}
          min={1}
          value={row.quantity}
          onChange={(quantity) => onChange({ quantity })}
        />
      </div>
      <div className="flex items-center justify-between gap-3">
        {'grainLocked' in row ? (
          <label htmlFor={grainId} className="flex items-center gap-2 text-sm">
            <input
              id={grainId}
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={row.grainLocked}
              onChange={(event) => onChange({ grainLocked: event.target.checked })}
            />
            Grain-locked (keep the length along the sheet)
          </label>
        ) : (
          <span />
        )}
        <RemoveRowButton
          label={`Remove ${row.name || fallbackName}`}
          onlyRow={onlyRow}
          onRemove={onRemove}
        />
      </div>
    </li>
  );
}
