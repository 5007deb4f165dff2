import { z } from 'zod';
import type { ContentItem } from '../../../shared/inspiration/content-item';
import { endpoint, fetchJson } from './fetch-json';
import { clip, decodeEntities, inferCategory, isHttpUrl, toIsoInstant } from './normalise';
import type { SourceAdapter } from './source-adapter';

const MAX_PER_REQUEST = 50;
/** Each search.list call costs 100 of the default 10,000 daily quota units, so answers live long. */
const CACHE_TTL_MS = 6 * 60 * 60_000;

const thumbnailSchema = z.object({ url: z.string() });
const resultSchema = z.object({
  id: z.object({ videoId: z.string().min(1) }),
  snippet: z.object({
    publishedAt: z.string(),
    channelId: z.string().optional(),
    title: z.string(),
    description: z.string().default(''),
    channelTitle: z.string().optional(),
    thumbnails: z
      .object({
        default: thumbnailSchema.optional(),
        medium: thumbnailSchema.optional(),
        high: thumbnailSchema.optional(),
      })
      .default({}),
  }),
});
const searchSchema = z.object({ items: z.array(z.unknown()) });

export function toYoutubeItem(raw: unknown): ContentItem | undefined {
  const parsed = resultSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const { id, snippet } = parsed.data;
  const { high, medium, default: small } = snippet.thumbnails;
  const image = high?.url ?? medium?.url ?? small?.url;
  const createdAt = toIsoInstant(snippet.publishedAt);
  // Titles and descriptions come HTML-escaped ("Don&#39;t"); cards show plain text.
  const title = decodeEntities(snippet.title).trim();
  if (!isHttpUrl(image) || !createdAt || title === '') return undefined;
  const description = decodeEntities(snippet.description);
  const watch = `https://www.youtube.com/watch?v=${encodeURIComponent(id.videoId)}`;
  return {
    id: `youtube-${id.videoId}`,
    title,
    description: clip(description),
    image_url: image,
    video_url: watch,
    external_link: watch,
    source: 'youtube',
    category: inferCategory(`${title} ${description}`),
    tags: [],
    ...(snippet.channelTitle ? { author: decodeEntities(snippet.channelTitle) } : {}),
    ...(snippet.channelId
      ? { author_url: `https://www.youtube.com/channel/${encodeURIComponent(snippet.channelId)}` }
      : {}),
    created_at: createdAt,
  };
}

/** YouTube Data API v3 `search.list`, videos only, with the API key in the query string. */
export function createYoutubeSource(options: { baseUrl: string; apiKey: string }): SourceAdapter {
  return {
    source: 'youtube',
    cacheTtlMs: CACHE_TTL_MS,
    async search({ query, limit, signal }) {
      const url = endpoint(options.baseUrl, '/search', {
        part: 'snippet',
        type: 'video',
        q: query,
        maxResults: Math.min(limit, MAX_PER_REQUEST),
        safeSearch: 'strict',
        key: options.apiKey,
      });
      const answer = await fetchJson(url, { signal, schema: searchSchema });
      return answer.items.flatMap((item) => toYoutubeItem(item) ?? []);
    },
  };
}
