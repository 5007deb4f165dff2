import { cn } from '../../../lib/cn';

/**
 * A row of single-choice chips. They are toggle buttons (aria-pressed) rather than radios: each
 * is one press, and screen readers announce which one is on.
 */
export function ChipGroup<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-2">
      <span className="mr-1 text-sm font-medium text-muted" aria-hidden>
        {label}:
      </span>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === value}
          onClick={() => onChange(option)}
          className={cn(
            'rounded-full border px-3 py-1 text-sm font-medium transition-colors',
            option === value
              ? 'border-brand-700 bg-brand-700 text-white'
              : 'border-line bg-white text-ink hover:bg-stone-50',
          )}
        >
          {option}
        </button>
      ))}
    </div>
  );
}
