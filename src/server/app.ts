import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { ApiError, handleError } from './http/errors';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { staticSite } from './http/static-site';
import { leadsRoutes } from './leads/leads-routes';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** Folder of the built web app; omitted in API-only tests. */
  webRoot?: string;
}

export type AppEnv = { Variables: { deps: AppDeps } };

/** Builds the whole HTTP app without listening, so tests can call `app.request()` directly. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.use(securityHeaders());
  if (deps.config.requestLog === 'line') app.use(requestLog());
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });

  const api = new Hono<AppEnv>()
    .use(
      bodyLimit({
        maxSize: 1024 * 1024,
        onError: () => {
          throw new ApiError(413, 'The request body is too large.');
        },
      }),
    )
    .get('/health', async (c) => {
      await deps.database.ping();
      return c.json({ status: 'ok' as const });
    })
    .route('/professional-leads', leadsRoutes)
    // Last: any other /api path is a JSON 404, never the web app's HTML.
    .all('*', (c) => c.json({ error: `No API route for ${c.req.method} ${c.req.path}` }, 404));

  app.route('/api', api);
  app.onError(handleError);

  if (deps.webRoot) app.route('/', staticSite(deps.webRoot));
  return app;
}

export type AppType = ReturnType<typeof createApp>;
