import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspirationResponseSchema } from '../../shared/inspiration/inspiration-api';
import { createTestApp } from '../../../tests/helpers/server/test-app';
import { searchCatalog } from './catalog/search-catalog';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function feed(search = '') {
  const res = await ctx.app.request(`/api/inspiration${search}`);
  expect(res.status).toBe(200);
  return inspirationResponseSchema.parse(await res.json());
}

describe('GET /api/inspiration without source credentials (the built-in catalog)', () => {
  it('answers the default query with 25 mixed items from every source', async () => {
    const { items, failedSources } = await feed();
    expect(failedSources).toEqual([]);
    expect(items).toHaveLength(25);
    expect(items.slice(0, 4).map((item) => item.source)).toEqual([
      'reddit',
      'youtube',
      'unsplash',
      'pinterest',
    ]);
  });

  it('honours query and limit', async () => {
    const { items } = await feed('?query=Kitchen&limit=6');
    expect(items).toEqual(searchCatalog({ query: 'kitchen', limit: 6 }));
    expect(items).toHaveLength(6);
  });

  it('asks only the named sources', async () => {
    const { items } = await feed('?sources=unsplash,youtube&limit=40');
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items.map((item) => item.source))).toEqual(new Set(['youtube', 'unsplash']));
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=101', 'limit'],
    ['?limit=ten', 'limit'],
    ['?limit=2.5', 'limit'],
    ['?sources=reddit,tiktok', 'sources'],
    [`?query=${'a'.repeat(201)}`, 'query'],
  ])('refuses %s with a 400 naming %s', async (search, field) => {
    const res = await ctx.app.request(`/api/inspiration${search}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string };
    expect(body.error.startsWith(`${field}: `)).toBe(true);
  });
});
