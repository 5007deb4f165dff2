import { z } from 'zod';
import { INSPIRATION_DEFAULT_LIMIT, INSPIRATION_DEFAULT_QUERY } from '../constants';
import { contentItemSchema, contentSources, type ContentSource } from './content-item';

export const INSPIRATION_MAX_LIMIT = 100;
export const INSPIRATION_MAX_QUERY_LENGTH = 200;

const limitMessage = `must be a whole number from 1 to ${INSPIRATION_MAX_LIMIT}`;
const isSource = (value: string): value is ContentSource =>
  (contentSources as readonly string[]).includes(value);

/**
 * `sources` arrives as a comma list (`reddit,youtube`); a repeated parameter is accepted too.
 * Empty means every enabled source (docs/product.md#constants-and-limits). The result keeps the canonical source order, so
 * `youtube,reddit` and `reddit,youtube` are the same request.
 */
const sourcesParam = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value, ctx) => {
    const names = [value ?? []]
      .flat()
      .flatMap((part) => part.split(','))
      .map((name) => name.trim().toLowerCase())
      .filter((name) => name !== '');
    const unknown = names.filter((name) => !isSource(name));
    if (unknown.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `unknown source "${unknown[0]}"; expected ${contentSources.join(', ')}`,
      });
      return z.NEVER;
    }
    return names.length === 0
      ? [...contentSources]
      : contentSources.filter((s) => names.includes(s));
  });

/** GET /api/inspiration query string (docs/product.md#calls content-aggregator, defaults from §9). */
export const inspirationQuerySchema = z.object({
  query: z
    .string()
    .trim()
    .max(INSPIRATION_MAX_QUERY_LENGTH, `must be at most ${INSPIRATION_MAX_QUERY_LENGTH} characters`)
    .optional()
    .transform((value) => value || INSPIRATION_DEFAULT_QUERY),
  limit: z.coerce
    .number({ error: limitMessage })
    .int({ error: limitMessage })
    .min(1, { error: limitMessage })
    .max(INSPIRATION_MAX_LIMIT, { error: limitMessage })
    .default(INSPIRATION_DEFAULT_LIMIT),
  sources: sourcesParam,
});
/** What the client may send (all optional strings). */
export type InspirationQueryInput = z.input<typeof inspirationQuerySchema>;
/** What the server works with once defaults are applied. */
export type InspirationQuery = z.output<typeof inspirationQuerySchema>;

/**
 * GET /api/inspiration answer. `failedSources` lists the sources that could not be reached this
 * time; their items are simply missing, so the UI can still show the rest.
 */
export const inspirationResponseSchema = z.object({
  items: z.array(contentItemSchema),
  failedSources: z.array(z.enum(contentSources)),
});
export type InspirationResponse = z.infer<typeof inspirationResponseSchema>;

/** The 429 a client gets after too many fresh searches from one address; shown as is. */
export const INSPIRATION_RATE_LIMITED = {
  code: 'INSPIRATION_RATE_LIMITED',
  message:
    "You've run a lot of inspiration searches in a short time. Please wait a few minutes, then search again.",
} as const;
