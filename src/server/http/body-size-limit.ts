import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { ApiError } from './errors';

const MAX_BODY_BYTES = 1024 * 1024;
const withoutBody = new Set(['GET', 'HEAD', 'OPTIONS']);
// Attachments set their own, larger limit (uploads/upload-routes.ts).
const ownLimit = (path: string) => path === '/api/uploads' || path.startsWith('/api/uploads/');

/**
 * 1 MB for every request body but attachments. Reads are let through before Hono's bodyLimit
 * looks at `c.req.raw.body`: that alone makes the Node adapter build a full web Request (body
 * stream, abort signal) for a GET that has no body, a third of the cost of a cached read.
 */
export function bodySizeLimit() {
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new ApiError(413, 'The request body is too large.');
    },
  });
  return createMiddleware((c, next) => {
    if (withoutBody.has(c.req.method) || ownLimit(c.req.path)) return next();
    return limit(c, next);
  });
}
