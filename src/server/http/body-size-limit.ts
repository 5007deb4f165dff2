import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { ApiError } from './errors';

const MAX_BODY_BYTES = 1024 * 1024;
// Attachments set their own, larger limit (uploads/upload-routes.ts).
const ownLimit = (path: string) => path === '/api/uploads' || path.startsWith('/api/uploads/');

/**
 * 1 MB for every request body but attachments. Mount it for the methods that carry bodies only
 * (app.ts): Hono's bodyLimit reads `c.req.raw.body`, which alone makes the Node adapter build a
 * full web Request (body stream, abort signal), a third of the cost of a cached GET.
 */
export function bodySizeLimit() {
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new ApiError(413, 'The request body is too large.');
    },
  });
  return createMiddleware((c, next) => {
    if (ownLimit(c.req.path)) return next();
    return limit(c, next);
  });
}
