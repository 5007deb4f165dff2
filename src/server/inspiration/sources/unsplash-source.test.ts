import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentItemSchema } from '../../../shared/inspiration/content-item';
import {
  startFakeSourceServer,
  type FakeSourceServer,
} from '../../../../tests/helpers/server/fake-source-server';
import { unsplashSearch } from '../../../../tests/helpers/server/sample-unsplash';
import { createUnsplashSource } from './unsplash-source';

let fake: FakeSourceServer;
beforeAll(async () => {
  fake = await startFakeSourceServer({ 'GET /search/photos': () => ({ body: unsplashSearch }) });
});
afterAll(() => fake.close());

describe('the Unsplash source', () => {
  it('searches photos with the Client-ID header and credits the photographer', async () => {
    const unsplash = createUnsplashSource({ baseUrl: fake.baseUrl, accessKey: 'access-key' });
    const items = await unsplash.search({
      query: 'kitchen',
      limit: 25,
      signal: AbortSignal.timeout(2_000),
    });

    const request = fake.requests[0];
    expect(request?.path).toBe('/search/photos');
    expect(request?.headers.authorization).toBe('Client-ID access-key');
    expect(request?.headers['accept-version']).toBe('v1');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      query: 'kitchen',
      per_page: '25',
      content_filter: 'high',
    });

    expect(items).toHaveLength(2);
    for (const item of items) expect(contentItemSchema.parse(item)).toEqual(item);
    expect(items[0]).toEqual({
      id: 'unsplash-eOLpJytrbsQ',
      title: 'White kitchen with wooden open shelves and subway tile backsplash',
      description: 'Photo by Maria Orlova on Unsplash',
      image_url: 'https://images.unsplash.com/photo-1556911220-bff31c812dba?ixid=M3w1&w=1080',
      external_link:
        'https://unsplash.com/photos/white-kitchen-with-wooden-open-shelves-eOLpJytrbsQ?utm_source=fixwise&utm_medium=referral',
      source: 'unsplash',
      category: 'Kitchen',
      tags: ['kitchen', 'interior'],
      author: 'Maria Orlova',
      author_url: 'https://unsplash.com/@mariaorlova?utm_source=fixwise&utm_medium=referral',
      engagement_score: 318,
      created_at: '2019-08-21T13:14:41.000Z',
    });
    expect(items[1]).toMatchObject({
      title: 'Garden bed we built last spring',
      category: 'Outdoor',
    });
  });

  it('asks for at most 30 photos, the API maximum', async () => {
    const unsplash = createUnsplashSource({ baseUrl: fake.baseUrl, accessKey: 'k' });
    await unsplash.search({ query: 'deck', limit: 100, signal: AbortSignal.timeout(2_000) });
    expect(fake.requests.at(-1)?.query.get('per_page')).toBe('30');
  });
});
