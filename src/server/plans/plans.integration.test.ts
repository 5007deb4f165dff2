import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CreatedShareLink,
  OwnerPlan,
  ShareLink,
  SharedPlan,
} from '../../shared/plans/project-plan';
import { createTestApp, jsonRequest } from '../../../tests/helpers/server/test-app';
import { authed, signUpUser } from '../../../tests/helpers/server/test-users';
import { photoWithGps, uploadRequest } from '../../../tests/helpers/server/sample-upload-files';
import { planShareLinks } from '../db/schema';
import { hashShareToken } from './share-tokens';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let a: Awaited<ReturnType<typeof signUpUser>>;
let b: Awaited<ReturnType<typeof signUpUser>>;
let conversationId: string;
let photoId: string;

const SHELVES = 'How do I put up floating shelves on drywall? Here is the wall.';

beforeAll(async () => {
  ctx = await createTestApp({ ASSISTANT_RATE_LIMIT_PER_MINUTE: '1000' });
  a = await signUpUser(ctx.app, { name: 'Alice Owner' });
  b = await signUpUser(ctx.app, { name: 'Bob Other' });
  await ctx.app.request(
    '/api/home',
    authed(
      a.cookie,
      jsonRequest({ ...emptyHome, tools: ['level', 'cordless drill'] }, { method: 'PUT' }),
    ),
  );
  const upload = await ctx.app.request(
    '/api/uploads',
    uploadRequest({ bytes: await photoWithGps(), name: 'wall.jpg' }, a.cookie),
  );
  photoId = ((await upload.json()) as { id: string }).id;
  const reply = await ctx.app.request(
    '/api/assistant',
    authed(a.cookie, jsonRequest({ message: SHELVES, attachmentIds: [photoId] })),
  );
  expect(reply.status).toBe(200);
  conversationId = ((await reply.json()) as { conversationId: string }).conversationId;
});
afterAll(() => ctx.close());

const emptyHome = {
  year_built: null,
  home_type: null,
  region: null,
  heating: null,
  water_heater: null,
  appliances: [],
  tools: [],
};

const get = (path: string, cookie?: string) => ctx.app.request(path, cookie ? authed(cookie) : {});
const send = (method: string, path: string, body: unknown, cookie?: string) => {
  const init = jsonRequest(body, { method, headers: { origin: 'http://localhost:3000' } });
  return ctx.app.request(path, cookie ? authed(cookie, init) : init);
};
const share = async (body: Record<string, unknown>, cookie = a.cookie) => {
  const res = await send('POST', `/api/plans/${conversationId}/shares`, body, cookie);
  expect(res.status).toBe(201);
  return (await res.json()) as CreatedShareLink;
};

describe('the owner’s plan', () => {
  it('gathers steps, materials, tools (owned ones marked), warnings, sources and photos', async () => {
    const res = await get(`/api/plans/${conversationId}`, a.cookie);
    expect(res.status).toBe(200);
    const plan = (await res.json()) as OwnerPlan;
    expect(plan.conversation_id).toBe(conversationId);
    expect(plan.guides[0]?.steps.length).toBeGreaterThanOrEqual(3);
    expect(plan.project?.materials.length).toBeGreaterThan(0);
    expect(plan.tools.find((tool) => /level/i.test(tool.name))?.owned).toBe(true);
    expect(plan.tools.some((tool) => !tool.owned)).toBe(true);
    expect(plan.time).toBeTruthy();
    expect(plan.difficulty).toBeTruthy();
    expect(plan.warnings.length).toBeGreaterThan(0);
    expect(plan.citations.length).toBeGreaterThan(0);
    expect(plan.photos).toEqual([
      { id: photoId, name: 'wall.jpg', src: expect.stringContaining(`/api/uploads/${photoId}`) },
    ]);
    expect(plan.notes).toEqual({ text: '', updated_at: null });
    const photo = await get(plan.photos[0]!.src, a.cookie);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toMatch(/^image\//);
  });

  it('keeps notes, refuses bad ones with a 400 and keeps the last good text', async () => {
    const saved = await send(
      'PUT',
      `/api/plans/${conversationId}/notes`,
      { text: 'Buy 3 in. screws' },
      a.cookie,
    );
    expect(saved.status).toBe(200);
    for (const bad of [{ text: 'x'.repeat(10_001) }, { text: 42 }, {}, { text: 'nul\0byte' }]) {
      const res = await send('PUT', `/api/plans/${conversationId}/notes`, bad, a.cookie);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBeTruthy();
    }
    const plan = (await (await get(`/api/plans/${conversationId}`, a.cookie)).json()) as OwnerPlan;
    expect(plan.notes.text).toBe('Buy 3 in. screws');
  });

  it('answers 404 for an unknown or malformed id and 401 signed out', async () => {
    expect((await get('/api/plans/00000000-0000-4000-8000-000000000000', a.cookie)).status).toBe(
      404,
    );
    expect((await get('/api/plans/not-a-uuid', a.cookie)).status).toBe(400);
    expect((await get(`/api/plans/${conversationId}`)).status).toBe(401);
  });
});

describe('another user', () => {
  it('can never read, write, share, list or revoke someone else’s plan', async () => {
    const link = await share({ expires_in_days: null });
    const before = (await (
      await get(`/api/plans/${conversationId}`, a.cookie)
    ).json()) as OwnerPlan;
    const base = `/api/plans/${conversationId}`;
    const attempts = [
      await get(base, b.cookie),
      await get(`${base}/shares`, b.cookie),
      await send('PUT', `${base}/notes`, { text: 'Bob was here' }, b.cookie),
      await send('POST', `${base}/shares`, { expires_in_days: 7 }, b.cookie),
      await send('DELETE', `${base}/shares/${link.id}`, {}, b.cookie),
    ];
    expect(attempts.map((res) => res.status)).toEqual([404, 404, 404, 404, 404]);
    // Signed out, every one of them is a 401.
    const anonymous = [
      await get(base),
      await get(`${base}/shares`),
      await send('PUT', `${base}/notes`, { text: 'anon' }),
      await send('POST', `${base}/shares`, { expires_in_days: 7 }),
      await send('DELETE', `${base}/shares/${link.id}`, {}),
    ];
    expect(anonymous.map((res) => res.status)).toEqual([401, 401, 401, 401, 401]);
    // Nothing changed: the notes, and the links (still one more than before B tried).
    const after = (await (await get(base, a.cookie)).json()) as OwnerPlan;
    expect(after.notes).toEqual(before.notes);
    const links = (await (await get(`${base}/shares`, a.cookie)).json()) as ShareLink[];
    expect(links.map((l) => l.id)).toContain(link.id);
    expect(links).toHaveLength(1);
    // B's own link id is no key to A's plan either: revoking through B's conversation fails.
    const mine = await send(
      'POST',
      '/api/conversations',
      { first_message: 'Paint a door' },
      b.cookie,
    );
    const bConversation = ((await mine.json()) as { id: string }).id;
    expect(
      (await send('DELETE', `/api/plans/${bConversation}/shares/${link.id}`, {}, b.cookie)).status,
    ).toBe(404);
    expect((await get(`/api/shared-plans/${link.token}`)).status).toBe(200);
  });
});

describe('share links', () => {
  it('show the plan read-only to anyone, without the conversation or the owner’s e-mail', async () => {
    const link = await share({ expires_in_days: 7 });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(link.expires_at!) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    for (const cookie of [undefined, b.cookie]) {
      const res = await get(`/api/shared-plans/${link.token}`, cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const text = await res.text();
      expect(text).not.toContain(conversationId);
      expect(text).not.toContain(a.email);
      expect(text).not.toContain('Alice Owner');
      expect(text).not.toContain('Buy 3 in. screws');
      expect(text).not.toContain(SHELVES);
      const plan = JSON.parse(text) as SharedPlan;
      expect(plan.guides[0]?.steps.length).toBeGreaterThanOrEqual(3);
      expect(plan.notes).toBeNull();
      expect(plan.owner_name).toBeNull();
      expect(plan.tools.every((tool) => !tool.owned)).toBe(true);
      const photo = await get(plan.photos[0]!.src, cookie);
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toMatch(/^image\//);
    }
  });

  it('show notes and the owner’s name only when the owner chose to', async () => {
    const link = await share({ expires_in_days: 30, show_notes: true, show_owner_name: true });
    const plan = (await (await get(`/api/shared-plans/${link.token}`)).json()) as SharedPlan;
    expect(plan.notes).toBe('Buy 3 in. screws');
    expect(plan.owner_name).toBe('Alice Owner');
  });

  it('store only a hash of the token', async () => {
    const link = await share({ expires_in_days: null });
    const [row] = await ctx.database.db
      .select()
      .from(planShareLinks)
      .where(eq(planShareLinks.id, link.id));
    expect(row?.tokenHash).toBe(hashShareToken(link.token));
    expect(JSON.stringify(row)).not.toContain(link.token);
  });

  it('answer 404 once revoked or expired, for the plan and its photos', async () => {
    const revoked = await share({ expires_in_days: null });
    const plan = (await (await get(`/api/shared-plans/${revoked.token}`)).json()) as SharedPlan;
    const del = await send(
      'DELETE',
      `/api/plans/${conversationId}/shares/${revoked.id}`,
      {},
      a.cookie,
    );
    expect(del.status).toBe(204);
    expect((await get(`/api/shared-plans/${revoked.token}`)).status).toBe(404);
    expect((await get(plan.photos[0]!.src)).status).toBe(404);
    expect(
      (await send('DELETE', `/api/plans/${conversationId}/shares/${revoked.id}`, {}, a.cookie))
        .status,
    ).toBe(404);

    const expiring = await share({ expires_in_days: 7 });
    await ctx.database.db
      .update(planShareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(planShareLinks.id, expiring.id));
    const expired = await get(`/api/shared-plans/${expiring.token}`);
    expect(expired.status).toBe(404);
    expect(await expired.json()).toEqual({
      error: 'This plan is not shared, or the link has ended',
      code: 'NOT_FOUND',
    });
  });

  it('answer 404 for made-up tokens and photos not in the plan', async () => {
    const link = await share({ expires_in_days: null });
    for (const token of ['x'.repeat(43), 'short', `${link.token}x`, link.token.toUpperCase()]) {
      if (token === link.token) continue;
      expect((await get(`/api/shared-plans/${token}`)).status).toBe(404);
    }
    const other = await ctx.app.request(
      '/api/uploads',
      uploadRequest({ bytes: await photoWithGps(), name: 'private.jpg' }, a.cookie),
    );
    const otherId = ((await other.json()) as { id: string }).id;
    expect((await get(`/api/shared-plans/${link.token}/photos/${otherId}`)).status).toBe(404);
    expect((await get(`/api/shared-plans/${link.token}/photos/nope`)).status).toBe(404);
  });

  it('refuse a lifetime that is not offered, with a 400', async () => {
    for (const bad of [
      { expires_in_days: 3 },
      {},
      { expires_in_days: '7' },
      { expires_in_days: 7, show_notes: 'yes' },
    ]) {
      const res = await send('POST', `/api/plans/${conversationId}/shares`, bad, a.cookie);
      expect(res.status).toBe(400);
    }
  });

  it('are limited per plan, and revoking one makes room again', async () => {
    const created = await send(
      'POST',
      '/api/conversations',
      { first_message: 'Tile a floor' },
      a.cookie,
    );
    const id = ((await created.json()) as { id: string }).id;
    const make = () => send('POST', `/api/plans/${id}/shares`, { expires_in_days: 7 }, a.cookie);
    const links: CreatedShareLink[] = [];
    for (let i = 0; i < 20; i += 1) links.push((await (await make()).json()) as CreatedShareLink);
    const refused = await make();
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { code: string }).code).toBe('SHARE_LINK_LIMIT');
    await send('DELETE', `/api/plans/${id}/shares/${links[0]!.id}`, {}, a.cookie);
    expect((await make()).status).toBe(201);
  });

  it('end with the conversation', async () => {
    const created = await send(
      'POST',
      '/api/conversations',
      { first_message: 'Fix a squeaky door' },
      a.cookie,
    );
    const id = ((await created.json()) as { id: string }).id;
    const res = await send('POST', `/api/plans/${id}/shares`, { expires_in_days: null }, a.cookie);
    const link = (await res.json()) as CreatedShareLink;
    expect((await get(`/api/shared-plans/${link.token}`)).status).toBe(200);
    expect((await send('DELETE', `/api/conversations/${id}`, {}, a.cookie)).status).toBe(204);
    expect((await get(`/api/shared-plans/${link.token}`)).status).toBe(404);
  });
});
