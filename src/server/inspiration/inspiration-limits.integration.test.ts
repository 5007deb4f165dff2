import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INSPIRATION_RATE_LIMITED,
  inspirationResponseSchema,
} from '../../shared/inspiration/inspiration-api';
import { apiRateLimits } from '../db/schema';
import { createTestApp } from '../../../tests/helpers/server/test-app';
import { searchCatalog } from './catalog/search-catalog';
import {
  startFakeSourceServer,
  type FakeSourceServer,
} from '../../../tests/helpers/server/fake-source-server';
import { youtubeSearch } from '../../../tests/helpers/server/sample-youtube';

const YOUTUBE_PATH = '/youtube/v3/search';

let fake: FakeSourceServer;
beforeAll(async () => {
  fake = await startFakeSourceServer({ [`GET ${YOUTUBE_PATH}`]: () => ({ body: youtubeSearch }) });
});
afterAll(() => fake.close());

/** An app whose YouTube source is live (the fake), every other source the catalog. */
async function appWithLiveYoutube(env: Record<string, string> = {}) {
  return createTestApp({
    YOUTUBE_API_KEY: 'yt-key',
    YOUTUBE_BASE_URL: `${fake.baseUrl}/youtube/v3`,
    ...env,
  });
}

const search = (
  app: Awaited<ReturnType<typeof createTestApp>>['app'],
  query: string,
  from: string,
) =>
  app.request(`/api/inspiration?query=${encodeURIComponent(query)}&sources=youtube`, {
    headers: { 'x-forwarded-for': from },
  });

describe('GET /api/inspiration rate limit on fresh searches', () => {
  let ctx: Awaited<ReturnType<typeof appWithLiveYoutube>>;
  beforeAll(async () => {
    ctx = await appWithLiveYoutube({ INSPIRATION_HOURLY_BUDGET: 'youtube=100000' });
  });
  afterAll(() => ctx.close());

  it('answers 429 INSPIRATION_RATE_LIMITED within 150 distinct queries from one address', async () => {
    const statuses: number[] = [];
    let refusal: unknown;
    for (let i = 0; i < 150; i += 1) {
      const res = await search(ctx.app, `deck stain ${i}`, '203.0.113.7');
      statuses.push(res.status);
      if (res.status === 429) refusal ??= await res.json();
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(60);
    expect(statuses.slice(60).every((status) => status === 429)).toBe(true);
    expect(refusal).toEqual({
      error: INSPIRATION_RATE_LIMITED.message,
      code: INSPIRATION_RATE_LIMITED.code,
    });
    // Cached answers cost no quota, so the same address still gets them.
    expect((await search(ctx.app, 'deck stain 3', '203.0.113.7')).status).toBe(200);
    // Another address is not affected.
    expect((await search(ctx.app, 'deck stain 999', '198.51.100.4')).status).toBe(200);
  });
});

describe('GET /api/inspiration hourly budget per live source', () => {
  let ctx: Awaited<ReturnType<typeof appWithLiveYoutube>>;
  beforeAll(async () => {
    ctx = await appWithLiveYoutube({ INSPIRATION_HOURLY_BUDGET: 'youtube=2' });
  });
  afterAll(() => ctx.close());

  it('stops calling a source whose budget is spent and answers from the catalog', async () => {
    const before = fake.count(YOUTUBE_PATH);
    const addresses = ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4'];
    const answers = [];
    for (const [i, address] of addresses.entries()) {
      const res = await search(ctx.app, `kitchen shelf ${i}`, address);
      expect(res.status).toBe(200);
      answers.push(inspirationResponseSchema.parse(await res.json()));
    }
    expect(fake.count(YOUTUBE_PATH) - before).toBe(2);
    const spent = answers[3];
    expect(spent?.failedSources).toEqual([]);
    expect(spent?.items).toEqual(
      searchCatalog({ query: 'kitchen shelf 3', limit: 25, sources: ['youtube'] }),
    );
    expect(spent?.items.length).toBeGreaterThan(0);

    // The catalog's answers spend no budget: only the live source has a counter.
    await ctx.app.request('/api/inspiration?query=porch&sources=reddit,unsplash');
    const counters = await ctx.database.db
      .select({ key: apiRateLimits.key })
      .from(apiRateLimits)
      .where(like(apiRateLimits.key, 'inspiration-budget:%'));
    expect(counters.map((row) => row.key)).toEqual(['inspiration-budget:youtube']);
  });
});
