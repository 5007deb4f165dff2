import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentItemSchema } from '../../../shared/inspiration/content-item';
import {
  startFakeSourceServer,
  type FakeSourceServer,
} from '../../../../tests/helpers/server/fake-source-server';
import { pinterestSearch } from '../../../../tests/helpers/server/sample-pinterest';
import { createPinterestSource } from './pinterest-source';

let fake: FakeSourceServer;
beforeAll(async () => {
  fake = await startFakeSourceServer({ 'GET /v5/search/pins': () => ({ body: pinterestSearch }) });
});
afterAll(() => fake.close());

describe('the Pinterest source', () => {
  it('searches pins with the bearer token and links to the pin page', async () => {
    const pinterest = createPinterestSource({
      baseUrl: `${fake.baseUrl}/v5`,
      accessToken: 'pina_app_token',
    });
    const items = await pinterest.search({
      query: 'mudroom bench',
      limit: 25,
      signal: AbortSignal.timeout(2_000),
    });

    const request = fake.requests[0];
    expect(request?.path).toBe('/v5/search/pins');
    expect(request?.headers.authorization).toBe('Bearer pina_app_token');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({ query: 'mudroom bench' });

    expect(items).toHaveLength(2);
    for (const item of items) expect(contentItemSchema.parse(item)).toEqual(item);
    expect(items[0]).toEqual({
      id: 'pinterest-813744226450123456',
      title: 'Mudroom bench with cubbies',
      description: 'Build a bench with shoe cubbies and hooks from two sheets of plywood.',
      image_url: 'https://i.pinimg.com/1200x/0d/5a/aa/0d5aaa.jpg',
      external_link: 'https://www.pinterest.com/pin/813744226450123456/',
      source: 'pinterest',
      category: 'Woodworking',
      tags: [],
      author: 'fixwise',
      author_url: 'https://www.pinterest.com/fixwise/',
      // Pinterest's timestamps carry no zone; they are UTC.
      created_at: '2023-06-14T19:22:05.000Z',
    });
    // A video pin without a title: alt text as title, cover image as picture.
    expect(items[1]).toMatchObject({
      title: 'Freshly painted green kitchen cabinets',
      image_url: 'https://i.pinimg.com/videos/thumbnails/originals/ab/cd/ef.0000000.jpg',
      category: 'Kitchen',
    });
  });

  it('cuts the page to the limit, since the endpoint takes no page size', async () => {
    const pinterest = createPinterestSource({ baseUrl: `${fake.baseUrl}/v5`, accessToken: 't' });
    const items = await pinterest.search({
      query: 'x',
      limit: 1,
      signal: AbortSignal.timeout(2_000),
    });
    expect(items).toHaveLength(1);
  });
});
