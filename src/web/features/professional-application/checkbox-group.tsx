import { RequiredMark } from './field';

/** A fieldset of checkboxes for a multi-select; `selected` keeps the options' order. */
export function CheckboxGroup({
  id,
  legend,
  options,
  selected,
  onChange,
  required,
  error,
}: {
  id: string;
  legend: string;
  options: readonly string[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
  required?: boolean;
  error?: string;
}) {
  const toggle = (option: string, checked: boolean) =>
    onChange(options.filter((o) => (o === option ? checked : selected.includes(o))));
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium">
        {legend}
        {required && <RequiredMark />}
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option, index) => (
          <label
            key={option}
            htmlFor={`${id}-${index}`}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              id={`${id}-${index}`}
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={selected.includes(option)}
              onChange={(event) => toggle(option, event.target.checked)}
            />
            {option}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
