const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A date in the reader's own locale and time zone; the API sends ISO strings. */
export function formatDateTime(value: Date | string | null | undefined): string {
  if (!value) return 'Unknown';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? 'Unknown' : dateTime.format(date);
}
