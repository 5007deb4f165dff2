import { useId } from 'react';
import { Input } from '../../../ui/input';
import { Label } from '../../../ui/label';

export interface NumberFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** SPEC §5 step: INPUT_STEP.money, .length, .hours or .cutListInches; 'any' for counts. */
  step: number | 'any';
  min?: number;
  className?: string;
}

/**
 * A labelled number input that keeps the text as typed ("3." stays while the user types); the
 * calculators read it with parseDecimal, so an empty or invalid field counts as 0.
 */
export function NumberField({
  label,
  value,
  onChange,
  step,
  min = 0,
  className,
}: NumberFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id} className="mb-1.5 block">
        {label}
      </Label>
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        min={min}
        step={step}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

export function TextField({
  label,
  value,
  onChange,
  placeholder,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id} className="mb-1.5 block">
        {label}
      </Label>
      <Input
        id={id}
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
