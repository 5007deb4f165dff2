import { z } from 'zod';

/** A person's name as every path that writes one accepts it (sign-up, profile, better-auth). */
export const fullNameSchema = z.string().trim().min(1, 'Full name is required').max(120);

/** A picture address we are willing to show: our own uploads or an https image. */
export const avatarUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => value.startsWith('/api/uploads/') || /^https:\/\/[^\s]+$/.test(value), {
    message: 'Use an uploaded picture or an https:// address',
  });

export const updateProfileSchema = z
  .object({
    full_name: fullNameSchema,
    avatar_url: avatarUrl.nullable(),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to update' });

export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export interface Profile {
  user_id: string;
  email: string;
  full_name: string | null;
  avatar_url: string | null;
}
