import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { inspirationResponseSchema } from '../../shared/inspiration/inspiration-api';
import { inspirationCache } from '../db/schema';
import { createTestApp } from '../../../tests/helpers/server/test-app';
import {
  startFakeSourceServer,
  type FakeRoutes,
  type FakeSourceServer,
} from '../../../tests/helpers/server/fake-source-server';
import { pinterestSearch } from '../../../tests/helpers/server/sample-pinterest';
import { redditListing, redditToken } from '../../../tests/helpers/server/sample-reddit';
import { unsplashSearch } from '../../../tests/helpers/server/sample-unsplash';
import { youtubeSearch } from '../../../tests/helpers/server/sample-youtube';

const PATHS = {
  token: '/reddit-auth/api/v1/access_token',
  reddit: '/reddit/r/DIY+HomeImprovement+woodworking/search',
  youtube: '/youtube/v3/search',
  unsplash: '/unsplash/search/photos',
  pinterest: '/pinterest/v5/search/pins',
};
const fresh = { 'x-ratelimit-remaining': '599.0', 'x-ratelimit-reset': '400' };
const healthy = (): FakeRoutes => ({
  [`POST ${PATHS.token}`]: () => ({ body: redditToken }),
  [`GET ${PATHS.reddit}`]: () => ({ body: redditListing, headers: fresh }),
  [`GET ${PATHS.youtube}`]: () => ({ body: youtubeSearch }),
  [`GET ${PATHS.unsplash}`]: () => ({ body: unsplashSearch }),
  [`GET ${PATHS.pinterest}`]: () => ({ body: pinterestSearch }),
});

let fake: FakeSourceServer;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
const warnings: string[] = [];
beforeAll(async () => {
  fake = await startFakeSourceServer(healthy());
  ctx = await createTestApp({
    REDDIT_CLIENT_ID: 'reddit-id',
    REDDIT_CLIENT_SECRET: 'reddit-secret',
    REDDIT_BASE_URL: `${fake.baseUrl}/reddit`,
    REDDIT_AUTH_URL: `${fake.baseUrl}${PATHS.token}`,
    YOUTUBE_API_KEY: 'yt-key',
    YOUTUBE_BASE_URL: `${fake.baseUrl}/youtube/v3`,
    UNSPLASH_ACCESS_KEY: 'unsplash-key',
    UNSPLASH_BASE_URL: `${fake.baseUrl}/unsplash`,
    PINTEREST_ACCESS_TOKEN: 'pinterest-token',
    PINTEREST_BASE_URL: `${fake.baseUrl}/pinterest/v5`,
    INSPIRATION_SOURCE_TIMEOUT_MS: '300',
    INSPIRATION_HOURLY_BUDGET: 'youtube=1000,reddit=1000,unsplash=1000,pinterest=1000',
  });
  vi.spyOn(console, 'warn').mockImplementation((line: string) => warnings.push(line));
});
afterAll(async () => {
  vi.restoreAllMocks();
  await ctx.close();
  await fake.close();
});
beforeEach(() => {
  Object.assign(fake.routes, healthy());
  warnings.length = 0;
});

async function feed(search: string) {
  const res = await ctx.app.request(`/api/inspiration${search}`);
  expect(res.status).toBe(200);
  return inspirationResponseSchema.parse(await res.json());
}
/** Requests so far per fake endpoint. */
const counts = () =>
  Object.fromEntries(
    Object.entries(PATHS).map(([name, path]) => [name, fake.count(path)]),
  ) as Record<keyof typeof PATHS, number>;

describe('GET /api/inspiration with every source configured', () => {
  it('asks the real APIs and merges their answers, mixed by source', async () => {
    const { items, failedSources } = await feed('?query=kitchen&limit=8');
    expect(failedSources).toEqual([]);
    expect(items).toHaveLength(8);
    expect(items.slice(0, 4).map((item) => item.source)).toEqual([
      'reddit',
      'youtube',
      'unsplash',
      'pinterest',
    ]);
    expect(counts()).toEqual({ token: 1, reddit: 1, youtube: 1, unsplash: 1, pinterest: 1 });
    const youtube = fake.requests.find((request) => request.path === PATHS.youtube);
    expect(youtube?.query.get('q')).toBe('kitchen');
    expect(youtube?.query.get('maxResults')).toBe('8');
  });

  it('answers a cached query without calling the sources again', async () => {
    const before = counts();
    const again = await feed('?query=%20%20KITCHEN%20&limit=8');
    expect(counts()).toEqual(before);
    expect(again.items).toHaveLength(8);
  });

  it('asks a source again once its cached answer has expired, and replaces the row', async () => {
    const key = 'youtube|8|kitchen';
    await ctx.database.db
      .update(inspirationCache)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(inspirationCache.key, key));
    const before = counts();
    await feed('?query=kitchen&limit=8');
    expect(counts()).toEqual({ ...before, youtube: before.youtube + 1 });
    const [row] = await ctx.database.db
      .select()
      .from(inspirationCache)
      .where(eq(inspirationCache.key, key));
    // YouTube answers are kept for 6 hours, the others for 15 minutes.
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 5 * 60 * 60_000);
  });

  it('gives partial results within the time-out when sources fail, hang or send bad JSON', async () => {
    fake.routes[`GET ${PATHS.unsplash}`] = () => ({ status: 500, body: { errors: ['Internal'] } });
    fake.routes[`GET ${PATHS.youtube}`] = () => ({ hang: true });
    fake.routes[`GET ${PATHS.pinterest}`] = () => ({ raw: '{"items": [{"id": "81374' });
    const started = Date.now();
    const res = await ctx.app.request('/api/inspiration?query=deck');
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['failedSources', 'items']);
    const { items, failedSources } = inspirationResponseSchema.parse(body);
    expect(failedSources).toEqual(['youtube', 'unsplash', 'pinterest']);
    expect(items.map((item) => item.source)).toEqual(['reddit', 'reddit', 'reddit']);
    expect(warnings).toEqual([
      'inspiration: youtube failed: timed out after 300 ms',
      expect.stringMatching(/^inspiration: unsplash failed: HTTP 500 from/),
      expect.stringMatching(/^inspiration: pinterest failed: malformed JSON/),
    ]);
  });

  it('does not cache failures: the failed sources are asked again, the good one is not', async () => {
    const before = counts();
    const { failedSources, items } = await feed('?query=deck');
    expect(failedSources).toEqual([]);
    expect(items.length).toBeGreaterThan(3);
    expect(counts()).toEqual({
      ...before,
      youtube: before.youtube + 1,
      unsplash: before.unsplash + 1,
      pinterest: before.pinterest + 1,
    });
    const rows = await ctx.database.db
      .select({ key: inspirationCache.key })
      .from(inspirationCache)
      .where(like(inspirationCache.key, '%|deck'));
    expect(rows.map((row) => row.key).sort()).toEqual([
      'pinterest|25|deck',
      'reddit|25|deck',
      'unsplash|25|deck',
      'youtube|25|deck',
    ]);
  });

  it('skips Reddit on the next call once its rate-limit budget is spent', async () => {
    fake.routes[`GET ${PATHS.reddit}`] = () => ({
      body: redditListing,
      headers: {
        'x-ratelimit-used': '600',
        'x-ratelimit-remaining': '0.0',
        'x-ratelimit-reset': '300',
      },
    });
    const spent = await feed('?query=fence&sources=reddit');
    expect(spent.failedSources).toEqual([]);
    expect(spent.items).toHaveLength(3);

    const before = counts();
    const next = await feed('?query=porch');
    expect(next.failedSources).toEqual(['reddit']);
    expect(counts().reddit).toBe(before.reddit);
    expect(next.items.some((item) => item.source === 'youtube')).toBe(true);
  });
});
