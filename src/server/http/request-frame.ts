import { createMiddleware } from 'hono/factory';
import type { Config } from '../config';
import type { AppEnv, Identity } from './app-env';
import { logLine, requestLine } from './request-log';
import { imageHosts } from './image-hosts';
import { securityHeaderLists, setSecurityHeaders } from './security-headers';

/**
 * What every request gets, in one middleware rather than three: its identity lookup, the security
 * headers and the request log line. Each middleware level costs several promises, and with
 * AsyncLocalStorage on (better-auth) every promise costs more (docs/decisions/0022-sessions-and-conversation-lists-are-cached.md).
 */
export function requestFrame({ config, identity }: { config: Config; identity: Identity }) {
  const logging = config.requestLog === 'line';
  const headers = securityHeaderLists(imageHosts(config));
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('identity', identity);
    const startedAt = logging ? performance.now() : 0;
    await next();
    setSecurityHeaders(c, headers);
    if (logging) logLine(requestLine(c, startedAt));
  });
}
