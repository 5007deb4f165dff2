import { formatUsd } from '../../../../shared/calculators/format';
import { INPUT_STEP } from '../../../../shared/calculators/parse-input';
import { NumberField, TextField } from '../fields/number-field';
import { RemoveRowButton } from '../fields/row-buttons';
import type { MaterialInput } from './cost-inputs';

export function MaterialRow({
  row,
  index,
  total,
  onlyRow,
  onChange,
  onRemove,
}: {
  row: MaterialInput;
  index: number;
  total: number;
  onlyRow: boolean;
  onChange: (change: Partial<MaterialInput>) => void;
  onRemove: () => void;
}) {
  return (
    <li className="grid grid-cols-2 items-end gap-3 rounded-lg border border-line p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto_auto]">
      <TextField
        label="Name"
        value={row.name}
        placeholder={`Material ${index + 1}`}
        onChange={(name) => onChange({ name })}
        className="col-span-2 sm:col-span-1"
      />
      <NumberField
        label="Quantity"
        step="any"
        value={row.quantity}
        onChange={(quantity) => onChange({ quantity })}
      />
      <NumberField
        label="Unit Price ($)"
        step={INPUT_STEP.money}
        value={row.unitPrice}
        onChange={(unitPrice) => onChange({ unitPrice })}
      />
      <p className="flex h-10 items-center text-sm font-medium tabular-nums">
        <span className="sr-only">Line total: </span>
        {formatUsd(total)}
      </p>
      <div className="flex justify-end">
        <RemoveRowButton
          label={`Remove ${row.name || `material ${index + 1}`}`}
          onlyRow={onlyRow}
          onRemove={onRemove}
        />
      </div>
    </li>
  );
}
