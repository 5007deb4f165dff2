import { createMiddleware } from 'hono/factory';
import { ApiError } from './errors';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
// `none`: the user started the request themselves (address bar, bookmark), not another site.
const ownSites = new Set(['same-origin', 'none']);

/**
 * docs/decisions/0021-cross-site-writes-are-refused-on-api-before-any.md: a state-changing request that a browser sends on another site's behalf
 * is refused with 403 before any handler runs. Cookies are SameSite=Lax, but that still lets
 * sibling subdomains (same-site) through, and better-auth skips its own origin check whenever
 * NODE_ENV is `test`. Browsers always send `Origin` or `Sec-Fetch-Site` on such requests; a
 * client that sends neither (curl, a server, a test) is not a browser riding on a victim's
 * cookies, so it passes.
 */
export function sameOriginOnly(publicUrl: string) {
  const ownOrigin = new URL(publicUrl).origin;
  return createMiddleware((c, next) => {
    if (!safeMethods.has(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      if (
        (origin !== undefined && origin !== ownOrigin) ||
        (site !== undefined && !ownSites.has(site))
      ) {
        throw new ApiError(
          403,
          'Requests from other sites are not accepted.',
          'CROSS_SITE_REQUEST',
        );
      }
    }
    return next();
  });
}
