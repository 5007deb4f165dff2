import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../ui/button';

/** Removes one row; disabled at the last row (docs/product.md#validation-rules: every list keeps one). */
export function RemoveRowButton({
  label,
  onlyRow,
  onRemove,
}: {
  label: string;
  onlyRow: boolean;
  onRemove: () => void;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={onlyRow ? 'A list keeps at least one row' : label}
      disabled={onlyRow}
      onClick={onRemove}
      className="print:hidden"
    >
      <Trash2 aria-hidden />
    </Button>
  );
}

export function AddRowButton({ children, onAdd }: { children: string; onAdd: () => void }) {
  return (
    <Button variant="outline" size="sm" onClick={onAdd} className="print:hidden">
      <Plus aria-hidden /> {children}
    </Button>
  );
}
