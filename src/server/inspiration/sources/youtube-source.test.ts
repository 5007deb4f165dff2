import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentItemSchema } from '../../../shared/inspiration/content-item';
import {
  startFakeSourceServer,
  type FakeSourceServer,
} from '../../../../tests/helpers/server/fake-source-server';
import { youtubeSearch } from '../../../../tests/helpers/server/sample-youtube';
import { createYoutubeSource } from './youtube-source';

let fake: FakeSourceServer;
beforeAll(async () => {
  fake = await startFakeSourceServer({ 'GET /youtube/v3/search': () => ({ body: youtubeSearch }) });
});
afterAll(() => fake.close());

describe('the YouTube source', () => {
  it('calls search.list for videos with the API key and normalises the results', async () => {
    const youtube = createYoutubeSource({
      baseUrl: `${fake.baseUrl}/youtube/v3`,
      apiKey: 'yt-key',
    });
    const items = await youtube.search({
      query: 'leaky faucet',
      limit: 80,
      signal: AbortSignal.timeout(2_000),
    });

    const request = fake.requests[0];
    expect(request?.path).toBe('/youtube/v3/search');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      part: 'snippet',
      type: 'video',
      q: 'leaky faucet',
      maxResults: '50', // the API's maximum
      safeSearch: 'strict',
      key: 'yt-key',
    });

    expect(items).toHaveLength(2);
    for (const item of items) expect(contentItemSchema.parse(item)).toEqual(item);
    expect(items[0]).toEqual({
      id: 'youtube-dQ9w4WgXcQ1',
      title: "How to Fix a Leaky Faucet & Stop the Drip (Don't Call a Plumber!)",
      description:
        'Step by step: shut off the supply valves, pull the handle, swap the cartridge. Parts list below.',
      image_url: 'https://i.ytimg.com/vi/dQ9w4WgXcQ1/hqdefault.jpg',
      video_url: 'https://www.youtube.com/watch?v=dQ9w4WgXcQ1',
      external_link: 'https://www.youtube.com/watch?v=dQ9w4WgXcQ1',
      source: 'youtube',
      category: 'Plumbing',
      tags: [],
      author: 'Weekend Fixer',
      author_url: 'https://www.youtube.com/channel/UCx8Zb3rJ5oT0mQyVb3rJ5oT',
      created_at: '2024-02-11T15:00:12.000Z',
    });
    expect(items[1]?.category).toBe('Storage');
  });

  it('caches its answers for hours, because every search spends quota', () => {
    const youtube = createYoutubeSource({ baseUrl: fake.baseUrl, apiKey: 'k' });
    expect(youtube.cacheTtlMs).toBe(6 * 60 * 60_000);
  });
});
