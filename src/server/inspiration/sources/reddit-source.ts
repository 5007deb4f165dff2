import { z } from 'zod';
import type { ContentItem } from '../../../shared/inspiration/content-item';
import { endpoint, fetchJson } from './fetch-json';
import {
  DEFAULT_CATEGORY,
  clip,
  fallbackImage,
  inferCategory,
  isHttpUrl,
  toIsoInstant,
} from './normalise';
import { createRedditToken, type RedditCredentials } from './reddit-token';
import { SourceError, type SourceAdapter } from './source-adapter';

const SUBREDDITS = 'DIY+HomeImprovement+woodworking';
const MAX_PER_REQUEST = 100;
/** Used when Reddit says "no requests left" without saying for how long. */
const DEFAULT_BLOCK_S = 60;

const postSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  selftext: z.string().default(''),
  permalink: z.string().startsWith('/'),
  author: z.string().optional(),
  subreddit: z.string().optional(),
  link_flair_text: z.string().nullish(),
  score: z.number().default(0),
  num_comments: z.number().default(0),
  created_utc: z.number(),
  over_18: z.boolean().default(false),
  thumbnail: z.string().nullish(),
  preview: z
    .object({ images: z.array(z.object({ source: z.object({ url: z.string() }) })) })
    .optional(),
});
const listingSchema = z.object({
  data: z.object({ children: z.array(z.object({ kind: z.string(), data: z.unknown() })) }),
});

export function toRedditItem(raw: unknown): ContentItem | undefined {
  const parsed = postSchema.safeParse(raw);
  if (!parsed.success || parsed.data.over_18) return undefined;
  const post = parsed.data;
  const createdAt = toIsoInstant(post.created_utc);
  if (!createdAt || post.title.trim() === '') return undefined;

  const fallbackCategory =
    post.subreddit?.toLowerCase() === 'woodworking' ? 'Woodworking' : DEFAULT_CATEGORY;
  const category = inferCategory(`${post.title} ${post.link_flair_text ?? ''}`, fallbackCategory);
  const preview = post.preview?.images[0]?.source.url;
  const author = post.author && post.author !== '[deleted]' ? post.author : undefined;
  return {
    id: `reddit-${post.id}`,
    title: post.title.trim(),
    description: clip(post.selftext),
    // A text-only post has no picture; "self" and "default" are Reddit's placeholders.
    image_url: isHttpUrl(preview)
      ? preview
      : isHttpUrl(post.thumbnail)
        ? post.thumbnail
        : fallbackImage(category),
    external_link: `https://www.reddit.com${post.permalink}`,
    source: 'reddit',
    category,
    tags: [post.subreddit && `r/${post.subreddit}`, post.link_flair_text ?? undefined].filter(
      (tag): tag is string => Boolean(tag),
    ),
    ...(author
      ? { author: `u/${author}`, author_url: `https://www.reddit.com/user/${author}` }
      : {}),
    engagement_score: Math.max(0, post.score) + Math.max(0, post.num_comments),
    created_at: createdAt,
  };
}

export interface RedditSourceOptions extends RedditCredentials {
  baseUrl: string;
  now?: () => number;
}

/**
 * Reddit search over the DIY subreddits with an app-only token. Reddit reports its budget in
 * `x-ratelimit-remaining` / `x-ratelimit-reset` (seconds); once it is spent we stop asking until
 * the reset, and the source counts as failed meanwhile instead of earning a ban.
 */
export function createRedditSource(options: RedditSourceOptions): SourceAdapter {
  const now = options.now ?? Date.now;
  const token = createRedditToken(options, now);
  let blockedUntil = 0;

  function noteRateLimit(response: Response) {
    const remaining = Number.parseFloat(response.headers.get('x-ratelimit-remaining') ?? '');
    const reset = Number.parseFloat(response.headers.get('x-ratelimit-reset') ?? '');
    if (response.status === 429 || remaining < 1) {
      blockedUntil = now() + (Number.isFinite(reset) ? reset : DEFAULT_BLOCK_S) * 1000;
    }
    if (response.status === 401) token.forget();
  }

  return {
    source: 'reddit',
    cacheTtlMs: 15 * 60_000,
    async search({ query, limit, signal }) {
      const wait = blockedUntil - now();
      if (wait > 0) throw new SourceError(`rate limited for ${Math.ceil(wait / 1000)} s more`);
      const bearer = await token.get(signal);
      const url = endpoint(options.baseUrl, `/r/${SUBREDDITS}/search`, {
        q: query,
        restrict_sr: 1,
        sort: 'relevance',
        type: 'link',
        limit: Math.min(limit, MAX_PER_REQUEST),
        // Without raw_json Reddit HTML-escapes every string ("&amp;") for legacy clients.
        raw_json: 1,
      });
      const listing = await fetchJson(url, {
        headers: { authorization: `bearer ${bearer}`, 'user-agent': options.userAgent },
        signal,
        schema: listingSchema,
        onResponse: noteRateLimit,
      });
      return listing.data.children
        .filter((child) => child.kind === 't3')
        .flatMap((child) => toRedditItem(child.data) ?? []);
    },
  };
}
