import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyHomeProfile, type HomeProfile } from '../../shared/home/home-profile-options';
import { createTestApp, jsonRequest } from '../../../tests/helpers/server/test-app';
import { authed, signUpUser } from '../../../tests/helpers/server/test-users';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let a: Awaited<ReturnType<typeof signUpUser>>;
let b: Awaited<ReturnType<typeof signUpUser>>;
beforeAll(async () => {
  ctx = await createTestApp();
  a = await signUpUser(ctx.app, { name: 'Home A' });
  b = await signUpUser(ctx.app, { name: 'Home B' });
});
afterAll(() => ctx.close());

const put = (cookie: string, body: unknown) =>
  ctx.app.request('/api/home', authed(cookie, jsonRequest(body, { method: 'PUT' })));
const get = async (cookie: string) =>
  (await (await ctx.app.request('/api/home', authed(cookie))).json()) as HomeProfile;
const ask = async (cookie: string, message: string) => {
  const res = await ctx.app.request('/api/assistant', authed(cookie, jsonRequest({ message })));
  return (await res.json()) as { message: string };
};

const oldHouse: HomeProfile = {
  ...emptyHomeProfile,
  year_built: 1952,
  home_type: 'house',
  heating: 'boiler',
  appliances: [{ name: 'Furnace', model: 'F-100', filter_size: '16x25x1' }],
  tools: ['cordless drill', 'level'],
};

describe('home profile API', () => {
  it('starts empty, saves, and reads back only the caller’s own profile', async () => {
    expect(await get(a.cookie)).toEqual(emptyHomeProfile);
    const saved = await put(a.cookie, oldHouse);
    expect(saved.status).toBe(200);
    expect(await get(a.cookie)).toEqual(oldHouse);
    expect(await get(b.cookie)).toEqual(emptyHomeProfile);
  });

  it('answers 401 signed out and 400 with the field for bad input', async () => {
    expect((await ctx.app.request('/api/home')).status).toBe(401);
    expect(
      (await ctx.app.request('/api/home', jsonRequest(oldHouse, { method: 'PUT' }))).status,
    ).toBe(401);
    for (const bad of [
      { ...oldHouse, year_built: 1200 },
      { ...oldHouse, year_built: 1962.5 },
      { ...oldHouse, home_type: 'castle' },
      { ...oldHouse, tools: ['x'.repeat(41)] },
      { ...oldHouse, appliances: [{ name: '', model: null, filter_size: null }] },
      { year_built: 1990 },
    ]) {
      const res = await put(a.cookie, bad);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBeTruthy();
    }
    // Nothing of a refused write was kept.
    expect(await get(a.cookie)).toEqual(oldHouse);
  });

  it('changes the assistant’s answers: lead paint for an old house, owned tools marked', async () => {
    const sanding = "I'm going to sand down the window trim before I repaint it, what grit?";
    expect((await ask(a.cookie, sanding)).message).toMatch(/\*\*Lead paint:\*\*/);
    expect((await ask(b.cookie, sanding)).message).not.toMatch(/\*\*Lead paint:\*\*/);
    const shelves = await ask(a.cookie, 'how do I put up floating shelves on drywall');
    expect(shelves.message).toMatch(/\*\*You have:\*\*[^\n]*Level/);
  });
});
