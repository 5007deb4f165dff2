import { z } from 'zod';

export const socialProviders = ['google', 'facebook'] as const;
export type SocialProvider = (typeof socialProviders)[number];

/** GET /api/auth-providers: the social sign-ins this server has credentials for. */
export const authProvidersSchema = z.object({
  social: z.array(z.enum(socialProviders)),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;
