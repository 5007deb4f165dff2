import { APIError } from 'better-auth/api';
import { z } from 'zod';
import { avatarUrl, fullNameSchema } from '../../shared/profile/profile-schema';

/**
 * better-auth's own sign-up and update-user endpoints write the name and picture too; they
 * must accept exactly what our profile API accepts, or a 200,000-character name slips in
 * through them (and into every cached session).
 */
const fieldsByPath: Record<string, z.ZodType> = {
  '/sign-up/email': z.object({ name: fullNameSchema, image: avatarUrl.nullish() }),
  '/update-user': z.object({ name: fullNameSchema.optional(), image: avatarUrl.nullish() }),
};

export function validateAccountFields(ctx: { path: string; body?: unknown }) {
  const schema = fieldsByPath[ctx.path];
  if (!schema) return;
  const result = schema.safeParse(ctx.body ?? {});
  if (!result.success) {
    throw new APIError('BAD_REQUEST', {
      message: result.error.issues[0]?.message ?? 'Invalid account details',
      code: 'INVALID_ACCOUNT_FIELDS',
    });
  }
}
