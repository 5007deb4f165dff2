import { z } from 'zod';
import { PIN_SEARCH_DEFAULT_LIMIT, PIN_SEARCH_DEFAULT_TEXT } from '../constants';

const httpUrl = z.url({ protocol: /^https?$/ }).max(2048);
/** Sample pins use the site's own illustrations, so an image may also be a site-relative path. */
const imageUrl = z.union([httpUrl, z.string().regex(/^\/[^/]/, 'Expected a site-relative path')]);

/** Pinterest ids are numeric strings; the pattern also keeps them safe inside a URL path. */
export const pinterestIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid id');

/** docs/product.md#entities pin: id, title, description, image.original.url, link, board_id. */
export const pinSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  description: z.string(),
  image: z.object({ original: z.object({ url: imageUrl }) }),
  link: httpUrl,
  board_id: z.string().optional(),
});
export type Pin = z.infer<typeof pinSchema>;

/** docs/product.md#entities board: id, name. */
export const boardSchema = z.object({ id: z.string().min(1), name: z.string() });
export type Board = z.infer<typeof boardSchema>;
export const boardListSchema = z.object({ items: z.array(boardSchema) });

/** GET /api/pins/search. A blank query means docs/product.md#constants-and-limits's default text. */
export const pinSearchQuerySchema = z.object({
  query: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((query) => query || PIN_SEARCH_DEFAULT_TEXT),
  limit: z.coerce.number().int().min(1).max(100).default(PIN_SEARCH_DEFAULT_LIMIT),
});

/**
 * The search answer. `sample` marks the three built-in pins shown instead of real results (they
 * get no save button); `notice` says why.
 */
export const pinSearchResultSchema = z.object({
  items: z.array(pinSchema),
  sample: z.boolean(),
  notice: z.string().optional(),
});
export type PinSearchResult = z.infer<typeof pinSearchResultSchema>;

/** POST /api/pins/boards. Pinterest caps board names at 180 and descriptions at 500. */
export const createBoardSchema = z.object({
  name: z.string().trim().min(1, 'Enter a board name').max(180),
  description: z.string().trim().max(500).optional(),
});
export type CreateBoardInput = z.infer<typeof createBoardSchema>;

/** docs/product.md#entities create-pin payload; Pinterest caps titles at 100 and descriptions at 500. */
export const createPinSchema = z.object({
  title: z.string().trim().max(100),
  description: z.string().trim().max(500),
  image_url: httpUrl,
  board_id: pinterestIdSchema,
  link: httpUrl.optional(),
});
export type CreatePinInput = z.infer<typeof createPinSchema>;

/**
 * GET /api/pins/status: whether the site can connect Pinterest, whether the caller is signed in
 * (connecting needs an account) and whether they have connected.
 */
export const pinterestStatusSchema = z.object({
  configured: z.boolean(),
  signedIn: z.boolean(),
  connected: z.boolean(),
});
export type PinterestStatus = z.infer<typeof pinterestStatusSchema>;

/** Error codes the UI tells apart (besides the HTTP status). */
export const PIN_ERROR_CODES = {
  notConnected: 'PINTEREST_NOT_CONNECTED',
  unauthorized: 'PINTEREST_UNAUTHORIZED',
  upstream: 'PINTEREST_ERROR',
} as const;
