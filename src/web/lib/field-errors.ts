import type { ZodType } from 'zod';

/** A form's messages by field: the first problem zod found with each. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * Checks a plain form's values against its zod schema, loaded on demand so zod stays out of the
 * page's first load: the parsed values (trimmed, as the schema says) when they pass, the first
 * message of each failing field otherwise.
 */
export async function checkFields<Field extends string, Output>(
  loadSchema: () => Promise<ZodType<Output>>,
  values: Record<Field, unknown>,
): Promise<{ data: Output; errors: null } | { data: null; errors: FieldErrors<Field> }> {
  const parsed = (await loadSchema()).safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: null };
  const errors: FieldErrors<Field> = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as Field] ??= issue.message;
  return { data: null, errors };
}
