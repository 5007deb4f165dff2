const SEPARATOR = '~';

/**
 * One row in one query value: fields joined by "~", with "%" and "~" inside a field escaped, so
 * any name survives. encodeURIComponent keeps "~" as is, which leaves links readable.
 */
export function joinFields(fields: readonly string[]): string {
  return fields
    .map((field) => field.replaceAll('%', '%25').replaceAll(SEPARATOR, '%7E'))
    .join(SEPARATOR);
}

/** The inverse of joinFields; missing fields read as empty text. */
export function splitFields(value: string, count: number): string[] {
  const parts = value.split(SEPARATOR).map((part) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return part; // a hand-edited link with a stray "%": keep the text as it is
    }
  });
  return Array.from({ length: count }, (_, index) => parts[index] ?? '');
}

/** A query string from ordered pairs, with encodeURIComponent (so "~" and "." stay readable). */
export function toSearch(pairs: ReadonlyArray<readonly [string, string]>): string {
  if (pairs.length === 0) return '';
  return `?${pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}

export type Pairs = Array<[key: string, value: string]>;

export function rowPair(key: string, fields: readonly string[]): [string, string] {
  return [key, joinFields(fields)];
}

/** The rows of one kind in a link, or the fallback rows when it has none. */
export function readRows<Row>(
  params: URLSearchParams,
  key: string,
  fieldCount: number,
  make: (fields: string[]) => Row,
  fallback: Row[],
): Row[] {
  const values = params.getAll(key);
  return values.length > 0 ? values.map((value) => make(splitFields(value, fieldCount))) : fallback;
}
