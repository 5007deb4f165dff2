import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { imageTransformSchema } from '../../shared/uploads/upload-api';
import { findCaller, requireCaller } from '../auth/caller';
import { clientAddress } from '../auth/client-address';
import type { AppEnv } from '../http/app-env';
import { ApiError } from '../http/errors';
import { enforceRateLimit } from '../http/rate-limit';
import { validate } from '../http/validate';
import type { Services } from '../services';
import { contentDisposition, downloadName } from './file-name';
import { contentTypeHeader, extensionFor } from './media-types';
import type { UploadOwner } from './upload-owner';
import { tooLarge } from './upload-service';
import { toUpload } from './upload-store';

// Room for the multipart envelope around a file of the maximum size; the file is checked exactly.
const ENVELOPE_BYTES = 64 * 1024;
const UPLOADS_PER_MINUTE = 30;

type OwnerEnv = AppEnv & { Variables: { owner: UploadOwner } };

type UploadDeps = Pick<Services, 'database' | 'config' | 'uploads'>;

/** The uploader (401 for nobody); then a rate limit, checked before any of the body is read. */
const requireUploader =
  ({ database, config }: UploadDeps): MiddlewareHandler<OwnerEnv> =>
  async (c, next) => {
    const owner = await requireCaller(c);
    c.set('owner', owner);
    // Guests can get a new cookie at will, so their uploads are counted per address.
    const who =
      owner.kind === 'user' ? `user:${owner.id}` : `guest:${clientAddress(c, config.trustProxy)}`;
    await enforceRateLimit(database.db, `uploads:${who}`, {
      limit: UPLOADS_PER_MINUTE,
      windowMs: 60_000,
    });
    await next();
  };

/** Counted while the body streams in, so a huge body is cut off instead of buffered. */
const uploadBodyLimit = ({ maxBytes }: { maxBytes: number }): MiddlewareHandler<OwnerEnv> =>
  bodyLimit({
    maxSize: maxBytes + ENVELOPE_BYTES,
    onError: () => {
      throw tooLarge(maxBytes);
    },
  });

// An id that is not a UUID is as unknown as one that is not yours: 404 either way.
const isUuid = (id: string) => z.uuid().safeParse(id).success;
const notFound = () => new ApiError(404, 'Attachment not found', 'NOT_FOUND');

/** docs/api.md attachments: POST /api/uploads, GET and DELETE /api/uploads/:id. */
export const uploadRoutes = (deps: UploadDeps) => {
  const { uploads } = deps;
  return new Hono<OwnerEnv>()
    .post('/', requireUploader(deps), uploadBodyLimit(uploads), async (c) => {
      const form = await c.req.parseBody().catch(() => undefined);
      const file = form?.file;
      if (!(file instanceof File)) {
        throw new ApiError(400, 'Send the file as multipart/form-data in a field named "file".');
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      const owner = c.get('owner');
      const row = await uploads.create(owner, { name: file.name, bytes });
      return c.json(toUpload(row), 201);
    })
    .get('/:id', validate('query', imageTransformSchema), async (c) => {
      // Nobody finds nothing here, as a stranger: 404, not 401.
      const owner = await findCaller(c);
      const id = c.req.param('id');
      if (!owner || !isUuid(id)) throw notFound();
      const found = await uploads.open(owner, id, c.req.valid('query'));
      if (!found) throw notFound();
      const { row, bytes, mediaType } = found;
      const fileName = downloadName(row.name, extensionFor(mediaType));
      return c.body(bytes, 200, {
        'Content-Type': contentTypeHeader(mediaType),
        'Content-Length': String(bytes.length),
        // Images show in the chat; documents download, so the browser never renders them as ours.
        'Content-Disposition': contentDisposition(
          row.kind === 'image' ? 'inline' : 'attachment',
          fileName,
        ),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, max-age=3600',
        Vary: 'Cookie',
      });
    })
    .delete('/:id', async (c) => {
      // Nobody finds nothing here, as a stranger: 404, not 401.
      const owner = await findCaller(c);
      const id = c.req.param('id');
      if (!owner || !isUuid(id)) throw notFound();
      if (!(await uploads.remove(owner, id))) throw notFound();
      return c.body(null, 204);
    });
};
