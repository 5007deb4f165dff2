import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app';
import type { Services } from '../services';
import { logLine, requestLine } from './request-log';
import { imageHosts } from './image-hosts';
import { securityHeaderLists, setSecurityHeaders } from './security-headers';

/**
 * What every request gets, in one middleware rather than three: the services, the security
 * headers and the request log line. Each middleware level costs several promises, and with
 * AsyncLocalStorage on (better-auth) every promise costs more (docs/decisions/0022-sessions-and-conversation-lists-are-cached.md).
 */
export function requestFrame(services: Services) {
  const logging = services.config.requestLog === 'line';
  const headers = securityHeaderLists(imageHosts(services.config));
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('services', services);
    const startedAt = logging ? performance.now() : 0;
    await next();
    setSecurityHeaders(c, headers);
    if (logging) logLine(requestLine(c, startedAt));
  });
}
