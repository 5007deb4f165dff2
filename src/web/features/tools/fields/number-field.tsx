import { useId, useState } from 'react';
import { normalizeNumberText } from '../../../../shared/calculators/parse-input';
import { useHydrated } from '../../../lib/use-hydrated';
import { Input } from '../../../ui/input';
import { Label } from '../../../ui/label';

export interface NumberFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** docs/product.md#validation-rules step: INPUT_STEP.money, .length, .hours or .cutListInches; 'any' for counts. */
  step: number | 'any';
  min?: number;
  max?: number;
  /** Whole numbers only; the default for a step of 1. */
  whole?: boolean;
  className?: string;
}

/**
 * A labelled number input that keeps the text as typed while the user types ("3." stays), then
 * on leaving the field brings it within its rules (the minimum, the maximum, whole numbers) and
 * says what it changed, so the field always shows the number the calculator counts. Disabled
 * until the page is hydrated, so nothing typed into prerendered markup is lost.
 */
export function NumberField({
  label,
  value,
  onChange,
  step,
  min = 0,
  max,
  whole = step === 1,
  className,
}: NumberFieldProps) {
  const id = useId();
  const hydrated = useHydrated();
  const [note, setNote] = useState<string | null>(null);
  const settle = () => {
    const normalized = normalizeNumberText(value, { min, max, whole, noun: label });
    if (normalized.text !== value) onChange(normalized.text);
    setNote(normalized.note);
  };
  return (
    <div className={className}>
      <Label htmlFor={id} className="mb-1.5 block">
        {label}
      </Label>
      <Input
        id={id}
        type="number"
        inputMode={whole ? 'numeric' : 'decimal'}
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={!hydrated}
        aria-describedby={note ? `${id}-note` : undefined}
        onChange={(event) => {
          setNote(null);
          onChange(event.target.value);
        }}
        onBlur={settle}
      />
      <p id={`${id}-note`} role="status" className="mt-1 text-xs text-amber-800 empty:hidden">
        {note}
      </p>
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
  const hydrated = useHydrated();
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
        disabled={!hydrated}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
