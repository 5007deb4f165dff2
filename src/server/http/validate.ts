import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { ApiError } from './errors';

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
    if (!result.success) {
      const issue = result.error.issues[0];
      const field = issue?.path.join('.');
      const message = issue?.message ?? 'Invalid request';
      throw new ApiError(400, field ? `${field}: ${message}` : message);
    }
  });
}
