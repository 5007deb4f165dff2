import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { except } from 'hono/combine';
import { assistantRoutes } from './assistant/assistant-routes';
import { authRoutes } from './auth/auth-routes';
import { conversationRoutes } from './conversations/conversation-routes';
import { guestRoutes } from './guests/guest-routes';
import { ApiError, handleError } from './http/errors';
import { requestLog } from './http/request-log';
import { sameOriginOnly } from './http/same-origin';
import { securityHeaders } from './http/security-headers';
import { staticSite } from './http/static-site';
import { inspirationRoutes } from './inspiration/inspiration-routes';
import { adminLeadsRoutes } from './leads/admin-leads-routes';
import { leadsRoutes } from './leads/leads-routes';
import { pinRoutes } from './pins/pin-routes';
import { profileRoutes } from './profile/profile-routes';
import type { Services } from './services';
import { uploadRoutes } from './uploads/upload-routes';
import { waitlistRoutes } from './waitlist/waitlist-routes';

export type AppEnv = { Variables: { services: Services } };

/** Builds the whole HTTP app without listening, so tests can call `app.request()` directly. */
export function createApp(services: Services, options: { webRoot?: string } = {}) {
  const app = new Hono<AppEnv>();

  app.use(securityHeaders());
  if (services.config.requestLog === 'line') app.use(requestLog());
  app.use('*', async (c, next) => {
    c.set('services', services);
    await next();
  });

  const api = new Hono<AppEnv>()
    // First: a cross-site write is refused before it is parsed or reaches better-auth.
    .use(sameOriginOnly(services.config.publicUrl))
    // 1 MB for every body but attachments, which set their own limit (uploads/upload-routes.ts).
    .use(
      except(
        ['/api/uploads', '/api/uploads/*'],
        bodyLimit({
          maxSize: 1024 * 1024,
          onError: () => {
            throw new ApiError(413, 'The request body is too large.');
          },
        }),
      ),
    )
    .get('/health', async (c) => {
      await services.database.ping();
      return c.json({ status: 'ok' as const });
    })
    .route('/auth', authRoutes)
    .route('/profile', profileRoutes)
    .route('/conversations', conversationRoutes)
    .route('/assistant', assistantRoutes)
    .route('/guest', guestRoutes)
    .route('/professional-leads', leadsRoutes)
    .route('/inspiration', inspirationRoutes)
    .route('/admin', adminLeadsRoutes)
    .route('/pro-connect', waitlistRoutes)
    .route('/pins', pinRoutes)
    .route('/uploads', uploadRoutes)
    // Last: any other /api path is a JSON 404, never the web app's HTML.
    .all('*', (c) => c.json({ error: `No API route for ${c.req.method} ${c.req.path}` }, 404));

  app.route('/api', api);
  app.onError(handleError);

  if (options.webRoot) app.route('/', staticSite(options.webRoot));
  return app;
}

export type AppType = ReturnType<typeof createApp>;
