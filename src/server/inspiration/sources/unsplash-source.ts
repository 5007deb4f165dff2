import { z } from 'zod';
import type { ContentItem } from '../../../shared/inspiration/content-item';
import { endpoint, fetchJson } from './fetch-json';
import { clip, inferCategory, isHttpUrl, toIsoInstant } from './normalise';
import type { SourceAdapter } from './source-adapter';

const MAX_PER_REQUEST = 30;

const photoSchema = z.object({
  id: z.string().min(1),
  created_at: z.string(),
  description: z.string().nullish(),
  alt_description: z.string().nullish(),
  urls: z.object({ regular: z.string() }),
  links: z.object({ html: z.string() }),
  likes: z.number().nonnegative().optional(),
  user: z.object({
    name: z.string(),
    links: z.object({ html: z.string() }).optional(),
  }),
  tags: z.array(z.object({ title: z.string() })).optional(),
});
const searchSchema = z.object({ results: z.array(z.unknown()) });

/** Unsplash's attribution guideline: links back to photo and photographer carry these. */
export function withReferral(link: string): string {
  const url = new URL(link);
  url.searchParams.set('utm_source', 'fixwise');
  url.searchParams.set('utm_medium', 'referral');
  return url.toString();
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function toUnsplashItem(raw: unknown): ContentItem | undefined {
  const parsed = photoSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const photo = parsed.data;
  const createdAt = toIsoInstant(photo.created_at);
  if (!isHttpUrl(photo.urls.regular) || !isHttpUrl(photo.links.html) || !createdAt)
    return undefined;

  // Photos have no title: the photographer's caption, else Unsplash's generated alt text.
  const caption = photo.description?.trim() || photo.alt_description?.trim();
  const credit = `Photo by ${photo.user.name} on Unsplash`;
  const tags = (photo.tags ?? []).map((tag) => tag.title);
  const profile = photo.user.links?.html;
  return {
    id: `unsplash-${photo.id}`,
    title: caption ? clip(sentence(caption), 100) : credit,
    description: caption ? credit : '',
    image_url: photo.urls.regular,
    external_link: withReferral(photo.links.html),
    source: 'unsplash',
    category: inferCategory(`${caption ?? ''} ${tags.join(' ')}`),
    tags,
    author: photo.user.name,
    ...(isHttpUrl(profile) ? { author_url: withReferral(profile) } : {}),
    ...(photo.likes !== undefined ? { engagement_score: photo.likes } : {}),
    created_at: createdAt,
  };
}

/** Unsplash `GET /search/photos` with the app's access key (`Client-ID`). */
export function createUnsplashSource(options: {
  baseUrl: string;
  accessKey: string;
}): SourceAdapter {
  return {
    source: 'unsplash',
    cacheTtlMs: 15 * 60_000,
    async search({ query, limit, signal }) {
      const url = endpoint(options.baseUrl, '/search/photos', {
        query,
        per_page: Math.min(limit, MAX_PER_REQUEST),
        content_filter: 'high',
      });
      const answer = await fetchJson(url, {
        headers: { authorization: `Client-ID ${options.accessKey}`, 'accept-version': 'v1' },
        signal,
        schema: searchSchema,
      });
      return answer.results.flatMap((photo) => toUnsplashItem(photo) ?? []);
    },
  };
}
