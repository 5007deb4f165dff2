const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  // Sample dates are calendar days; reading them as UTC keeps "Mar 14" on every clock.
  timeZone: 'UTC',
});

/** "Mar 14, 2025" for a date-only sample value. */
export function formatDay(isoDate: string): string {
  return dateFormat.format(new Date(isoDate));
}

const localDateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** A server timestamp in the reader's own time zone. */
export function formatTimestamp(iso: string): string {
  return localDateFormat.format(new Date(iso));
}

const localDateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** A date and time in the reader's own locale and time zone; "Unknown" when there is none. */
export function formatDateTime(value: Date | string | null | undefined): string {
  if (!value) return 'Unknown';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? 'Unknown' : localDateTimeFormat.format(date);
}
