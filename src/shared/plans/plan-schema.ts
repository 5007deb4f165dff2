import { z } from 'zod';
import { PLAN_NOTES_MAX_CHARS, shareLinkLifetimes } from './project-plan';

/** PUT /api/plans/:id/notes: the whole text, replacing what was there. */
export const planNotesSchema = z.object({
  text: z
    .string()
    .max(
      PLAN_NOTES_MAX_CHARS,
      `Notes: at most ${PLAN_NOTES_MAX_CHARS.toLocaleString('en-US')} characters`,
    ),
});
export type PlanNotesInput = z.infer<typeof planNotesSchema>;

/** POST /api/plans/:id/shares. Nothing personal is shown unless the owner says so. */
export const createShareLinkSchema = z.object({
  expires_in_days: z.union(
    shareLinkLifetimes.map((days) => z.literal(days)) as [
      z.ZodLiteral<7>,
      z.ZodLiteral<30>,
      z.ZodLiteral<null>,
    ],
    { error: 'Expiry: 7 days, 30 days or never (null)' },
  ),
  show_notes: z.boolean().default(false),
  show_owner_name: z.boolean().default(false),
});
export type CreateShareLinkInput = z.infer<typeof createShareLinkSchema>;

/**
 * A share token: 32 random bytes in base64url (43 characters). Anything else cannot be one, and
 * answers 404 like a token that was never issued.
 */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const shareTokenSchema = z.string().regex(SHARE_TOKEN_PATTERN);
