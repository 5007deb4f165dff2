import { z } from 'zod';
import { contentItemSchema, type ContentItem } from '../../../../shared/inspiration/content-item';

/** `GET /api/inspiration` answer. Items are checked one by one (see `safeItems`). */
export const inspirationResponseSchema = z.object({
  items: z.array(z.unknown()),
  failedSources: z.array(z.string()).optional(),
});

/**
 * Only items that pass the schema (http(s) links, nothing like `javascript:`): a single
 * malformed item from an outside source is dropped rather than failing the feed.
 */
export function safeItems(body: unknown): ContentItem[] {
  return inspirationResponseSchema.parse(body).items.flatMap((item) => {
    const parsed = contentItemSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
