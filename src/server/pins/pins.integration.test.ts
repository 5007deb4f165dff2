import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PIN_NOTICES, SAMPLE_PINS } from '../../shared/pins/sample-pins';
import { pinterestTokens } from '../db/schema';
import { createTestApp, jsonRequest } from '../../../tests/helpers/server/test-app';
import { authed, signUpUser } from '../../../tests/helpers/server/test-users';
import { startFakePinterest } from '../../../tests/helpers/server/fake-pinterest-server';

type Ctx = Awaited<ReturnType<typeof createTestApp>>;
type User = Awaited<ReturnType<typeof signUpUser>>;
let fake: Awaited<ReturnType<typeof startFakePinterest>>;
let plain: Ctx; // no Pinterest app configured: the default
let ctx: Ctx; // Pinterest app configured, pointed at the fake
let a: User;
let b: User;

beforeAll(async () => {
  fake = await startFakePinterest();
  plain = await createTestApp();
  ctx = await createTestApp({
    PINTEREST_APP_ID: 'app-id',
    PINTEREST_APP_SECRET: 'app-secret',
    PINTEREST_BASE_URL: fake.apiUrl,
    PINTEREST_OAUTH_URL: fake.oauthUrl,
  });
  a = await signUpUser(ctx.app, { name: 'Pinner A' });
  b = await signUpUser(ctx.app, { name: 'Pinner B' });
});
afterAll(async () => {
  await Promise.all([plain.close(), ctx.close(), fake.close()]);
});
beforeEach(() => fake.reset());

const get = (app: Ctx, path: string, cookie?: string) =>
  app.app.request(`/api/pins${path}`, cookie ? authed(cookie) : {});
const post = (path: string, body: unknown, cookie: string) =>
  ctx.app.request(`/api/pins${path}`, authed(cookie, jsonRequest(body)));
const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

/** Runs the OAuth dance against the fake and returns the callback's redirect. */
async function connect(user: User, code = 'the-code') {
  const start = await get(ctx, '/connect', user.cookie);
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get('location') ?? '');
  const state = authorize.searchParams.get('state') ?? '';
  const back = await get(
    ctx,
    `/oauth/callback?code=${code}&state=${encodeURIComponent(state)}`,
    user.cookie,
  );
  return { authorize, state, location: back.headers.get('location') };
}

describe('pins API without a Pinterest app (the default)', () => {
  it('answers search with the three sample pins and a notice, for anyone', async () => {
    const res = await get(plain, '/search');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      items: SAMPLE_PINS,
      sample: true,
      notice: PIN_NOTICES.notConfigured,
    });
    expect(SAMPLE_PINS.every((pin) => pin.image.original.url.startsWith('/inspiration/'))).toBe(
      true,
    );
    expect(await json(await get(plain, '/status'))).toEqual({
      configured: false,
      signedIn: false,
      connected: false,
    });
  });

  it('needs a user for boards and pins, and says Pinterest is not connected', async () => {
    expect((await get(plain, '/boards')).status).toBe(401);
    const user = await signUpUser(plain.app);
    const boards = await get(plain, '/boards', user.cookie);
    expect(boards.status).toBe(409);
    expect((await json(boards)).code).toBe('PINTEREST_NOT_CONNECTED');
    expect((await get(plain, '/connect', user.cookie)).status).toBe(404);
  });

  it('validates the search parameters', async () => {
    expect((await get(plain, '/search?limit=0')).status).toBe(400);
    expect((await get(plain, '/search?limit=abc')).status).toBe(400);
    expect((await get(plain, `/search?query=${'x'.repeat(201)}`)).status).toBe(400);
  });
});

describe('pins API with a Pinterest app', () => {
  it('gives samples to visitors and to users who have not connected, without calling Pinterest', async () => {
    expect((await json(await get(ctx, '/search'))).notice).toBe(PIN_NOTICES.signedOut);
    const res = await json(await get(ctx, '/search', b.cookie));
    expect(res).toMatchObject({ sample: true, notice: PIN_NOTICES.notConnected });
    expect(await json(await get(ctx, '/status', b.cookie))).toEqual({
      configured: true,
      signedIn: true,
      connected: false,
    });
    expect(fake.state.requests).toEqual([]);
  });

  it('connects through OAuth and keeps the token sealed', async () => {
    const { authorize, location } = await connect(a);
    expect(authorize.origin + authorize.pathname).toBe(fake.oauthUrl);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: 'app-id',
      redirect_uri: 'http://localhost:3000/api/pins/oauth/callback',
      response_type: 'code',
      scope: 'boards:read,boards:write,pins:read,pins:write',
    });
    expect(location).toBe('/dashboard/inspiration?pinterest=connected');

    const [exchange] = fake.state.requests;
    expect(exchange?.method).toBe('POST');
    expect(exchange?.url).toBe('/v5/oauth/token');
    expect(exchange?.authorization).toBe(`Basic ${btoa('app-id:app-secret')}`);
    expect(Object.fromEntries(new URLSearchParams(exchange?.body))).toEqual({
      grant_type: 'authorization_code',
      code: 'the-code',
      redirect_uri: 'http://localhost:3000/api/pins/oauth/callback',
    });
    const [row] = await ctx.database.db
      .select()
      .from(pinterestTokens)
      .where(eq(pinterestTokens.userId, a.id));
    expect(row?.accessToken).not.toContain('pina_user_token');
    expect(await json(await get(ctx, '/status', a.cookie))).toEqual({
      configured: true,
      signedIn: true,
      connected: true,
    });
  });

  it('refuses a callback whose state is forged or belongs to another user', async () => {
    const start = await get(ctx, '/connect', a.cookie);
    const state = new URL(start.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const stolen = await get(
      ctx,
      `/oauth/callback?code=x&state=${encodeURIComponent(state)}`,
      b.cookie,
    );
    expect(stolen.headers.get('location')).toBe('/dashboard/inspiration?pinterest=failed');
    const forged = await get(ctx, `/oauth/callback?code=x&state=${state.slice(0, -2)}xx`, a.cookie);
    expect(forged.headers.get('location')).toBe('/dashboard/inspiration?pinterest=failed');
    expect(fake.state.requests).toEqual([]);
    expect((await json(await get(ctx, '/status', b.cookie))).connected).toBe(false);
  });

  it("searches the user's pins with their bearer token and keeps only safe, pictured pins", async () => {
    const res = await get(ctx, '/search?query=kitchen%20shelves&limit=5', a.cookie);
    expect(res.status).toBe(200);
    const [request] = fake.state.requests;
    expect(request?.method).toBe('GET');
    expect(request?.url).toBe('/v5/search/pins?query=kitchen+shelves');
    expect(request?.authorization).toBe('Bearer pina_user_token');
    const body = (await res.json()) as {
      items: Array<{ id: string; link: string }>;
      sample: boolean;
    };
    expect(body.sample).toBe(false);
    expect(body.items).toEqual([
      {
        id: '111',
        title: 'Kitchen shelves',
        description: 'Kitchen shelves, step by step.',
        image: { original: { url: 'https://i.pinimg.com/600x/111.jpg' } },
        link: 'https://example.com/shelves',
        board_id: 'b1',
      },
      expect.objectContaining({ id: '222', link: 'https://www.pinterest.com/pin/222/' }),
    ]);
    expect((await json(await get(ctx, '/search?limit=1', a.cookie))).items).toHaveLength(1);
  });

  it('falls back to samples silently on 401, 403 (scopes) and an empty result', async () => {
    for (const status of [401, 403]) {
      fake.reply('GET /v5/search/pins', status);
      const res = await get(ctx, '/search', a.cookie);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ sample: true, notice: PIN_NOTICES.missingScopes });
    }
    fake.reply('GET /v5/search/pins', 200, { items: [], bookmark: null });
    expect(await json(await get(ctx, '/search', a.cookie))).toMatchObject({
      sample: true,
      notice: PIN_NOTICES.noResults,
    });
  });

  it('answers other Pinterest failures with 502 PINTEREST_ERROR and no detail', async () => {
    fake.reply('GET /v5/search/pins', 500, { message: 'internal secret detail' });
    const res = await get(ctx, '/search', a.cookie);
    expect(res.status).toBe(502);
    const body = await json(res);
    expect(body.code).toBe('PINTEREST_ERROR');
    expect(JSON.stringify(body)).not.toContain('secret');
  });

  it('lists and creates boards with the bearer token', async () => {
    const list = await get(ctx, '/boards', a.cookie);
    expect(await list.json()).toEqual({
      items: [
        { id: 'b1', name: 'Kitchen' },
        { id: 'b2', name: 'Garden' },
      ],
    });
    expect(fake.state.requests[0]?.url).toBe('/v5/boards?page_size=100');
    expect(fake.state.requests[0]?.authorization).toBe('Bearer pina_user_token');

    expect((await post('/boards', { name: '  ' }, a.cookie)).status).toBe(400);
    const created = await post('/boards', { name: 'Workshop' }, a.cookie);
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ id: 'b3', name: 'Workshop' });
    expect(JSON.parse(fake.state.requests.at(-1)?.body ?? '')).toEqual({ name: 'Workshop' });
  });

  it('creates a pin from the documented payload and validates it', async () => {
    const payload = {
      title: 'Kitchen shelves',
      description: 'Open shelving',
      image_url: 'https://i.pinimg.com/600x/111.jpg',
      board_id: 'b1',
      link: 'https://example.com/shelves',
    };
    const res = await post('', payload, a.cookie);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ id: '999' });
    const sent = fake.state.requests.at(-1);
    expect(sent?.url).toBe('/v5/pins');
    expect(sent?.authorization).toBe('Bearer pina_user_token');
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      board_id: 'b1',
      title: 'Kitchen shelves',
      description: 'Open shelving',
      link: 'https://example.com/shelves',
      media_source: { source_type: 'image_url', url: 'https://i.pinimg.com/600x/111.jpg' },
    });
    for (const bad of [
      { ...payload, image_url: 'javascript:alert(1)' },
      { ...payload, board_id: '../users' },
      { ...payload, title: 'x'.repeat(101) },
    ]) {
      expect((await post('', bad, a.cookie)).status).toBe(400);
    }
    expect((await ctx.app.request('/api/pins', jsonRequest(payload))).status).toBe(401);
  });

  it('maps Pinterest refusals on boards and pins to 403 and failures to 502', async () => {
    fake.reply('GET /v5/boards', 401);
    const refused = await get(ctx, '/boards', a.cookie);
    expect(refused.status).toBe(403);
    expect((await json(refused)).code).toBe('PINTEREST_UNAUTHORIZED');
    fake.reply('POST /v5/boards', 500);
    const failed = await post('/boards', { name: 'Shed' }, a.cookie);
    expect(failed.status).toBe(502);
    expect(await json(failed)).toMatchObject({
      error: 'Failed to create Pinterest board',
      code: 'PINTEREST_ERROR',
    });
  });

  it("never lends one user's token to another", async () => {
    expect((await get(ctx, '/boards', b.cookie)).status).toBe(409);
    expect((await post('/boards', { name: 'Mine' }, b.cookie)).status).toBe(409);
    expect(fake.state.requests).toEqual([]);
  });

  it('refreshes an expiring token before use', async () => {
    await ctx.database.db
      .update(pinterestTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pinterestTokens.userId, a.id));
    fake.reply('POST /v5/oauth/token', 200, { access_token: 'pina_fresh', expires_in: 3600 });
    expect((await get(ctx, '/boards', a.cookie)).status).toBe(200);
    const [refresh, boards] = fake.state.requests;
    expect(Object.fromEntries(new URLSearchParams(refresh?.body))).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'pinr_user_refresh',
    });
    expect(boards?.authorization).toBe('Bearer pina_fresh');
  });

  it('disconnects', async () => {
    expect(
      (await ctx.app.request('/api/pins/connection', authed(a.cookie, { method: 'DELETE' })))
        .status,
    ).toBe(204);
    expect((await json(await get(ctx, '/search', a.cookie))).notice).toBe(PIN_NOTICES.notConnected);
  });
});
