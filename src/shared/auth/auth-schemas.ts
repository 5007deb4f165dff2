import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../constants';
import { fullNameSchema } from '../profile/profile-schema';

const email = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .pipe(z.email('Please enter a valid email address'));

const password = z
  .string()
  .min(1, 'Password is required')
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

/** docs/product.md#validation-rules sign-in / sign-up form: full name is required only when signing up. */
export const signInSchema = z.object({ email, password });
export const signUpSchema = signInSchema.extend({ fullName: fullNameSchema });

export const forgotPasswordSchema = z.object({ email });
export const resetPasswordSchema = z
  .object({ password, confirm: z.string() })
  .refine((value) => value.password === value.confirm, {
    message: 'The passwords do not match',
    path: ['confirm'],
  });
export const totpCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^(\d{6}|[A-Za-z0-9-]{8,})$/, 'Enter the 6-digit code or a backup code'),
});

export type SignUpInput = z.infer<typeof signUpSchema>;
