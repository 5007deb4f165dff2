import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contentItemSchema } from '../../../shared/inspiration/content-item';
import {
  startFakeSourceServer,
  type FakeSourceServer,
} from '../../../../tests/helpers/server/fake-source-server';
import { redditListing, redditToken } from '../../../../tests/helpers/server/sample-reddit';
import { createRedditSource } from './reddit-source';
import { SourceError } from './source-adapter';

const USER_AGENT = 'web:fixwise-test:1.0 (by /u/fixwise)';
const SEARCH = '/r/DIY+HomeImprovement+woodworking/search';
const fresh = {
  'x-ratelimit-used': '1',
  'x-ratelimit-remaining': '599.0',
  'x-ratelimit-reset': '420',
};

let fake: FakeSourceServer;
let clock = 1_000_000;
beforeAll(async () => {
  fake = await startFakeSourceServer({});
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.routes['POST /api/v1/access_token'] = () => ({ body: redditToken });
  fake.routes[`GET ${SEARCH}`] = () => ({ body: redditListing, headers: fresh });
});

function source() {
  return createRedditSource({
    baseUrl: fake.baseUrl,
    authUrl: `${fake.baseUrl}/api/v1/access_token`,
    clientId: 'client-id',
    clientSecret: 'client-secret',
    userAgent: USER_AGENT,
    now: () => clock,
  });
}
const ask = (reddit: ReturnType<typeof source>, query = 'kitchen backsplash') =>
  reddit.search({ query, limit: 10, signal: AbortSignal.timeout(2_000) });

describe('the Reddit source', () => {
  it('gets an app-only token with basic auth, then searches with the bearer token', async () => {
    await ask(source());
    const [token, search] = fake.requests;
    expect(token?.method).toBe('POST');
    expect(token?.path).toBe('/api/v1/access_token');
    const basic = Buffer.from('client-id:client-secret').toString('base64');
    expect(token?.headers.authorization).toBe(`Basic ${basic}`);
    expect(token?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(token?.body).toBe('grant_type=client_credentials');
    expect(token?.headers['user-agent']).toBe(USER_AGENT);

    expect(search?.path).toBe(SEARCH);
    expect(search?.headers.authorization).toBe(`bearer ${redditToken.access_token}`);
    expect(search?.headers['user-agent']).toBe(USER_AGENT);
    expect(Object.fromEntries(search?.query ?? [])).toEqual({
      q: 'kitchen backsplash',
      restrict_sr: '1',
      sort: 'relevance',
      type: 'link',
      limit: '10',
      raw_json: '1',
    });
  });

  it('normalises posts to schema-valid content items and leaves out NSFW posts', async () => {
    const items = await ask(source());
    expect(items).toHaveLength(3);
    for (const item of items) expect(contentItemSchema.parse(item)).toEqual(item);
    expect(items[0]).toEqual({
      id: 'reddit-1c8ab12',
      title: 'Tiled our kitchen backsplash this weekend & it came out better than expected',
      description: '',
      image_url: 'https://preview.redd.it/backsplash-done-v0-a1b2c3.jpg?auto=webp&s=9f1e',
      external_link:
        'https://www.reddit.com/r/DIY/comments/1c8ab12/tiled_our_kitchen_backsplash_this_weekend/',
      source: 'reddit',
      category: 'Kitchen',
      tags: ['r/DIY', 'home improvement'],
      author: 'u/grout_expectations',
      author_url: 'https://www.reddit.com/user/grout_expectations',
      engagement_score: 4312 + 211,
      created_at: new Date(1713700000 * 1000).toISOString(),
    });
    // A text post gets our illustration; a deleted author is not shown.
    expect(items[1]).toMatchObject({
      category: 'Electrical',
      image_url: '/inspiration/outlet-wiring.svg',
    });
    expect(items[1]).not.toHaveProperty('author');
    expect(items[2]).toMatchObject({
      image_url: 'https://b.thumbs.redditmedia.com/endgrain.jpg',
      category: 'Woodworking',
    });
  });

  it('keeps the token until it expires', async () => {
    const reddit = source();
    await ask(reddit);
    await ask(reddit, 'deck');
    expect(fake.count('/api/v1/access_token')).toBe(1);
    clock += redditToken.expires_in * 1000;
    await ask(reddit, 'fence');
    expect(fake.count('/api/v1/access_token')).toBe(2);
    expect(fake.count(SEARCH)).toBe(3);
  });

  it('renews the token after Reddit refuses it', async () => {
    const reddit = source();
    fake.routes[`GET ${SEARCH}`] = () => ({
      status: 401,
      body: { message: 'Unauthorized', error: 401 },
    });
    await expect(ask(reddit)).rejects.toThrow(SourceError);
    fake.routes[`GET ${SEARCH}`] = () => ({ body: redditListing, headers: fresh });
    await ask(reddit);
    expect(fake.count('/api/v1/access_token')).toBe(2);
  });

  it('skips Reddit after x-ratelimit-remaining reaches 0, until x-ratelimit-reset passes', async () => {
    const reddit = source();
    fake.routes[`GET ${SEARCH}`] = () => ({
      body: redditListing,
      headers: {
        'x-ratelimit-used': '600',
        'x-ratelimit-remaining': '0.0',
        'x-ratelimit-reset': '30',
      },
    });
    expect(await ask(reddit)).toHaveLength(3); // this answer still counts
    await expect(ask(reddit, 'deck')).rejects.toThrow(/rate limited for 30 s/);
    expect(fake.count(SEARCH)).toBe(1);
    clock += 31_000;
    fake.routes[`GET ${SEARCH}`] = () => ({ body: redditListing, headers: fresh });
    await ask(reddit, 'deck');
    expect(fake.count(SEARCH)).toBe(2);
  });

  it('backs off after a 429 as well', async () => {
    const reddit = source();
    fake.routes[`GET ${SEARCH}`] = () => ({
      status: 429,
      body: {},
      headers: { 'x-ratelimit-reset': '12' },
    });
    await expect(ask(reddit)).rejects.toThrow(/HTTP 429/);
    await expect(ask(reddit)).rejects.toThrow(/rate limited/);
    expect(fake.count(SEARCH)).toBe(1);
  });

  it('fails when the token answer is not a token', async () => {
    fake.routes['POST /api/v1/access_token'] = () => ({ body: { error: 'invalid_grant' } });
    await expect(ask(source())).rejects.toThrow(/unexpected answer/);
    expect(fake.count(SEARCH)).toBe(0);
  });
});
