import { z } from 'zod';
import { isAvatarAddress } from './avatar-address';

export const profileFormSchema = z.object({
  full_name: z
    .string()
    .trim()
    .min(1, 'Full name is required')
    .max(120, 'Keep your name under 120 characters'),
  avatar_url: z
    .string()
    .trim()
    .max(2048, 'That address is too long')
    .refine((value) => value === '' || isAvatarAddress(value), {
      message: 'Use an address starting with https://, or leave it empty',
    }),
});

export type ProfileFormValues = z.infer<typeof profileFormSchema>;
