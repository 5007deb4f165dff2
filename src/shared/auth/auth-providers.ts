import { z } from 'zod';
import { socialProviders } from './social-providers';

export { socialProviders, type SocialProvider } from './social-providers';

/** GET /api/auth-providers: the social sign-ins this server has credentials for. */
export const authProvidersSchema = z.object({
  social: z.array(z.enum(socialProviders)),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;
