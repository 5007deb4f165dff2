import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import type { $ZodError } from 'zod/v4/core';
import { ApiError } from './errors';

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The path of the first string PostgreSQL cannot store: NUL is not allowed in text, and a lone
 * UTF-16 surrogate has no UTF-8 form (PostgreSQL refuses it). Left to the insert, either is a 500.
 */
function unstorableText(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') {
    return value.includes('\0') || loneSurrogate.test(value) ? path : undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = unstorableText(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/** The 400 for a failed parse, naming the first offending field: `email: Invalid email`. */
export function validationError(error: $ZodError): ApiError {
  const issue = error.issues[0];
  const field = issue?.path.join('.');
  const message = issue?.message ?? 'Invalid request';
  return new ApiError(400, field ? `${field}: ${message}` : message);
}

/**
 * zod validation for a request part with our error shape: a 400 whose message names the first
 * offending field, e.g. `email: Invalid email address`. Malformed JSON is refused as a 400 by
 * Hono's validator before the schema runs.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(result.error);
    const unstorable = unstorableText(result.data);
    if (unstorable) {
      const message = 'contains a character that cannot be stored';
      throw new ApiError(400, unstorable.length ? `${unstorable.join('.')}: ${message}` : message);
    }
  });
}
