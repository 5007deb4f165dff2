import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { ApiError } from './errors';

const MAX_BODY_BYTES = 1024 * 1024;
// Attachments set their own, larger limit (uploads/upload-routes.ts).
const tooLarge = () => new ApiError(413, 'The request body is too large.');
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
      throw tooLarge();
    },
  });
  return createMiddleware((c, next) => {
    if (ownLimit(c.req.path)) return next();
    // A body that declares its length is exactly that long (Node's parser reads no more and
    // fails a shorter one), so the header decides, as it does inside Hono's bodyLimit, but
    // without touching `c.req.raw.body`: the body is then read straight from Node's request.
    const declared = c.req.header('content-length');
    if (declared !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (Number.parseInt(declared, 10) > MAX_BODY_BYTES) throw tooLarge();
      return next();
    }
    return limit(c, next);
  });
}
