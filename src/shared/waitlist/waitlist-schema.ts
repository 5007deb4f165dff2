import { z } from 'zod';

/** The Pro Connect session types a visitor can ask to be told about. */
export const proSessionTypes = ['video', 'phone', 'extended'] as const;
export type ProSessionType = (typeof proSessionTypes)[number];

/**
 * POST /api/pro-connect/waitlist: an e-mail to notify when live sessions open, and what the
 * visitor was looking at. Addresses are lowercased so one person is one row.
 */
export const waitlistSchema = z.object({
  email: z
    .string({ error: 'E-mail is required' })
    .trim()
    .min(1, 'E-mail is required')
    .max(320, 'That e-mail address is too long')
    .toLowerCase()
    .pipe(z.email('Enter a valid e-mail address')),
  professional: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((value) => value || null),
  session_type: z
    .enum(proSessionTypes, { error: `Choose one of: ${proSessionTypes.join(', ')}` })
    .nullish()
    .transform((value) => value ?? null),
});

export type WaitlistForm = z.input<typeof waitlistSchema>;
export type WaitlistInput = z.output<typeof waitlistSchema>;
