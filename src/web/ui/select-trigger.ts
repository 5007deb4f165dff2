/** What the select and its lazily loaded menu share, kept apart so neither imports the other. */
export interface SelectOption {
  value: string;
  label: string;
}

export const selectTriggerClass =
  'inline-flex h-10 w-full items-center justify-between gap-2 rounded-lg border border-line bg-white px-3 text-sm data-[placeholder]:text-stone-500';
