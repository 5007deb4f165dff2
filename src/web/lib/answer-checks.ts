/**
 * Checks for answers the browser puts on screen at first paint (links, pictures), without
 * zod: its classic build is about 24 KB gzip, more than a page's budget allows for a check of a
 * few fields (docs/decisions.md 25). Each feature's checks are tested against the shared zod
 * schema the server applies, so the two keep one meaning.
 */

export type Fields = Record<string, unknown>;

export const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isString = (value: unknown): value is string => typeof value === 'string';

export const isNonEmpty = (value: unknown): value is string => isString(value) && value !== '';

/** A string with something left after trimming. */
export const isFilled = (value: unknown): value is string => isString(value) && value.trim() !== '';

/** Only http(s): never `javascript:` or `data:` in an href or src. */
export function isHttpUrl(value: unknown): value is string {
  if (!isString(value)) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** A picture from outside (http(s)) or one of the site's own, by a site-relative path. */
export const isImageSrc = (value: unknown): value is string =>
  isHttpUrl(value) || (isString(value) && /^\/[^/]/.test(value));

/** Absent, or passing `check`. */
export const optional =
  <T>(check: (value: unknown) => value is T) =>
  (value: unknown): value is T | undefined =>
    value === undefined || check(value);

export const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every(isString);
