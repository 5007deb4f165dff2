import { Hono } from 'hono';
import { assistantRoutes } from './assistant/assistant-routes';
import { authRoutes } from './auth/auth-routes';
import { authProvidersRoutes } from './auth/auth-providers-routes';
import { clientErrorRoutes } from './client-errors/client-error-routes';
import { projectSearchRoutes } from './conversations/project-search-routes';
import { homeRoutes } from './home/home-routes';
import { conversationRoutes } from './conversations/conversation-routes';
import { guestRoutes } from './guests/guest-routes';
import { bodySizeLimit } from './http/body-size-limit';
import type { AppEnv } from './http/app-env';
import { errorHandler } from './http/errors';
import { requestFrame } from './http/request-frame';
import { sameOriginOnly } from './http/same-origin';
import { staticSite } from './http/static-site';
import { inspirationRoutes } from './inspiration/inspiration-routes';
import { adminLeadsRoutes } from './leads/admin-leads-routes';
import { leadsRoutes } from './leads/leads-routes';
import { pinRoutes } from './pins/pin-routes';
import { planRoutes } from './plans/plan-routes';
import { sharedPlanGone, sharedPlanRoutes } from './plans/shared-plan-routes';
import { profileRoutes } from './profile/profile-routes';
import type { Services } from './services';
import { uploadRoutes } from './uploads/upload-routes';
import { waitlistRoutes } from './waitlist/waitlist-routes';

/**
 * Builds the whole HTTP app without listening, so tests can call `app.request()` directly. Each
 * route factory names the services it uses; the request context carries only the caller's
 * identity lookup (http/app-env.ts).
 */
export function createApp(services: Services, options: { webRoot?: string } = {}) {
  const app = new Hono<AppEnv>();

  app.use(requestFrame(services));

  const api = new Hono<AppEnv>()
    // First: a cross-site write is refused before it is parsed or reaches better-auth, and a
    // body over the limit before it is read. Reads skip both (no extra middleware per GET).
    .on(
      ['POST', 'PUT', 'PATCH', 'DELETE'],
      '*',
      sameOriginOnly(services.config.publicUrl),
      bodySizeLimit(),
    )
    .get('/health', async (c) => {
      await services.database.ping();
      return c.json({ status: 'ok' as const });
    })
    .route('/auth', authRoutes(services))
    .route('/auth-providers', authProvidersRoutes(services))
    .route('/profile', profileRoutes(services))
    .route('/conversations', conversationRoutes(services))
    .route('/assistant', assistantRoutes(services))
    .route('/guest', guestRoutes(services))
    .route('/professional-leads', leadsRoutes(services))
    .route('/inspiration', inspirationRoutes(services))
    .route('/admin', adminLeadsRoutes(services))
    .route('/pro-connect', waitlistRoutes(services))
    .route('/pins', pinRoutes(services))
    .route('/uploads', uploadRoutes(services))
    .route('/client-errors', clientErrorRoutes(services))
    .route('/search', projectSearchRoutes(services))
    .route('/home', homeRoutes(services))
    .route('/plans', planRoutes(services))
    .route('/shared-plans', sharedPlanRoutes(services))
    // Last: any other /api path is a JSON 404, never the web app's HTML.
    .all('*', (c) => c.json({ error: `No API route for ${c.req.method} ${c.req.path}` }, 404));

  app.route('/api', api);
  app.onError(errorHandler(services.database));

  if (options.webRoot) {
    app.route('/', staticSite(options.webRoot, { gone: sharedPlanGone(services.plans) }));
  }
  return app;
}

export type AppType = ReturnType<typeof createApp>;
