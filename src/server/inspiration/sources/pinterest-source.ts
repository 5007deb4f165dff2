import { z } from 'zod';
import type { ContentItem } from '../../../shared/inspiration/content-item';
import { endpoint, fetchJson } from './fetch-json';
import { clip, inferCategory, isHttpUrl, toIsoInstant } from './normalise';
import type { SourceAdapter } from './source-adapter';

const imageSchema = z.object({ url: z.string() });
const pinSchema = z.object({
  id: z.string().min(1),
  created_at: z.string().nullish(),
  title: z.string().nullish(),
  description: z.string().nullish(),
  alt_text: z.string().nullish(),
  board_owner: z.object({ username: z.string().min(1) }).nullish(),
  media: z
    .object({
      images: z.record(z.string(), imageSchema).optional(),
      cover_image_url: z.string().nullish(),
    })
    .nullish(),
});
const searchSchema = z.object({ items: z.array(z.unknown()) });

/** Largest first: image pins list sizes by name; video pins have only a cover image. */
const IMAGE_SIZES = ['1200x', '600x', '400x300', '150x150'];

export function toPinterestItem(raw: unknown): ContentItem | undefined {
  const parsed = pinSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const pin = parsed.data;
  const images = pin.media?.images ?? {};
  const image =
    IMAGE_SIZES.map((size) => images[size]?.url).find(isHttpUrl) ?? pin.media?.cover_image_url;
  const description = pin.description?.trim() ?? '';
  const title = pin.title?.trim() || pin.alt_text?.trim() || clip(description, 100);
  const createdAt = toIsoInstant(pin.created_at);
  if (!isHttpUrl(image) || !createdAt || title === '') return undefined;
  const owner = pin.board_owner?.username;
  return {
    id: `pinterest-${pin.id}`,
    title,
    description: clip(description),
    image_url: image,
    // The pin's page, not its destination `link`: that can be anything, or missing.
    external_link: `https://www.pinterest.com/pin/${encodeURIComponent(pin.id)}/`,
    source: 'pinterest',
    category: inferCategory(`${title} ${description}`),
    tags: [],
    ...(owner
      ? { author: owner, author_url: `https://www.pinterest.com/${encodeURIComponent(owner)}/` }
      : {}),
    created_at: createdAt,
  };
}

/**
 * Pinterest API v5 `GET /search/pins` with an app-level bearer token. Pinterest opens search of
 * all pins only to partner apps; this searches the pins saved by the token's account, which is
 * where a curated Fixwise board collection lives.
 */
export function createPinterestSource(options: {
  baseUrl: string;
  accessToken: string;
}): SourceAdapter {
  return {
    source: 'pinterest',
    cacheTtlMs: 15 * 60_000,
    async search({ query, limit, signal }) {
      const url = endpoint(options.baseUrl, '/search/pins', { query });
      const answer = await fetchJson(url, {
        headers: { authorization: `Bearer ${options.accessToken}` },
        signal,
        schema: searchSchema,
      });
      // The endpoint takes no page size; one page is enough for a feed.
      return answer.items.flatMap((pin) => toPinterestItem(pin) ?? []).slice(0, limit);
    },
  };
}
