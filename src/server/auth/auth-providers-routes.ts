import { Hono } from 'hono';
import { authProvidersSchema, socialProviders } from '../../shared/auth/auth-providers';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

/**
 * GET /api/auth-providers: which social sign-ins are configured, so the sign-in page offers
 * only buttons that work. Says nothing about the credentials themselves.
 */
export const authProvidersRoutes = ({ config: { oauth } }: Pick<Services, 'config'>) =>
  new Hono<AppEnv>().get('/', (c) => {
    const body = authProvidersSchema.parse({
      social: socialProviders.filter((provider) => oauth[provider]),
    });
    return c.json(body, 200, { 'cache-control': 'no-cache' });
  });
