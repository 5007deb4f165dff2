import { z } from 'zod';

/** A picture address we are willing to show: our own uploads or an https image. */
const avatarUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => value.startsWith('/api/uploads/') || /^https:\/\/[^\s]+$/.test(value), {
    message: 'Use an uploaded picture or an https:// address',
  });

export const updateProfileSchema = z
  .object({
    full_name: z.string().trim().min(1, 'Full name is required').max(120),
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
