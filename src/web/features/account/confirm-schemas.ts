import { z } from 'zod';

/** The first code from an authenticator app, which proves it was set up right. */
export const setupCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your app'),
});
export type SetupCodeValues = z.infer<typeof setupCodeSchema>;

/** The password that confirms a sensitive change. */
export const confirmPasswordSchema = z.object({
  password: z.string().min(1, 'Enter your password'),
});
export type ConfirmPasswordValues = z.infer<typeof confirmPasswordSchema>;
