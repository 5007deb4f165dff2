import { Hono } from 'hono';
import { authProvidersSchema, socialProviders } from '../../shared/auth/auth-providers';
import type { AppEnv } from '../app';

/**
 * GET /api/auth-providers: which social sign-ins are configured, so the sign-in page offers
 * only buttons that work. Says nothing about the credentials themselves.
 */
export const authProvidersRoutes = new Hono<AppEnv>().get('/', (c) => {
  const { oauth } = c.get('services').config;
  const body = authProvidersSchema.parse({
    social: socialProviders.filter((provider) => oauth[provider]),
  });
  return c.json(body, 200, { 'cache-control': 'no-cache' });
});
