import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleProjectData } from '../../shared/assistant/project-data';
import {
  conversationListRowSchema,
  type ConversationListRow,
} from '../../shared/conversations/conversation-list-row';
import type { RealtimeEvent } from '../../shared/realtime/realtime-events';
import { createTestApp, jsonRequest } from '../../../tests/helpers/server/test-app';
import { authed, signUpUser } from '../../../tests/helpers/server/test-users';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let a: Awaited<ReturnType<typeof signUpUser>>;
let b: Awaited<ReturnType<typeof signUpUser>>;
beforeAll(async () => {
  ctx = await createTestApp();
  a = await signUpUser(ctx.app, { name: 'User A' });
  b = await signUpUser(ctx.app, { name: 'User B' });
});
afterAll(() => ctx.close());

const create = (cookie: string, first_message: string) =>
  ctx.app.request('/api/conversations', authed(cookie, jsonRequest({ first_message })));

describe('conversations API', () => {
  it('answers 401 without a session', async () => {
    expect((await ctx.app.request('/api/conversations')).status).toBe(401);
    expect(
      (await ctx.app.request('/api/conversations', jsonRequest({ first_message: 'x' }))).status,
    ).toBe(401);
  });

  it('creates with the documented title rule and lists newest first, own rows only', async () => {
    const long = 'How do I replace the wax ring under a toilet that rocks when I sit on it?';
    const first = await create(a.cookie, long);
    expect(first.status).toBe(201);
    const row = (await first.json()) as { title: string; first_message: string; user_id: string };
    expect(row.title).toBe(`${long.slice(0, 50).trimEnd()}...`);
    expect(row.user_id).toBe(a.id);
    await create(a.cookie, 'Paint a fence');
    await create(b.cookie, 'B private project');

    const list = (await (
      await ctx.app.request('/api/conversations', authed(a.cookie))
    ).json()) as Array<{
      title: string;
    }>;
    expect(list.map((c) => c.title)).toEqual(['Paint a fence', row.title]);
  });

  it('refuses an empty first message and a too-long title', async () => {
    expect((await create(a.cookie, '   ')).status).toBe(400);
    const { id } = (await (await create(a.cookie, 'Shelf')).json()) as { id: string };
    const res = await ctx.app.request(
      `/api/conversations/${id}`,
      authed(a.cookie, { ...jsonRequest({ title: 'x'.repeat(500) }), method: 'PATCH' }),
    );
    expect(res.status).toBe(400);
  });

  it('lets only the owner rename, read or delete (404 for anyone else)', async () => {
    const { id } = (await (await create(a.cookie, 'Deck boards')).json()) as { id: string };
    const rename = (cookie: string) =>
      ctx.app.request(
        `/api/conversations/${id}`,
        authed(cookie, { ...jsonRequest({ title: 'Back deck' }), method: 'PATCH' }),
      );
    expect((await rename(b.cookie)).status).toBe(404);
    expect(
      (await ctx.app.request(`/api/conversations/${id}/messages`, authed(b.cookie))).status,
    ).toBe(404);
    expect(
      (await ctx.app.request(`/api/conversations/${id}`, authed(b.cookie, { method: 'DELETE' })))
        .status,
    ).toBe(404);

    const renamed = await rename(a.cookie);
    expect(((await renamed.json()) as { title: string }).title).toBe('Back deck');
    expect(
      (await ctx.app.request(`/api/conversations/${id}`, authed(a.cookie, { method: 'DELETE' })))
        .status,
    ).toBe(204);
    expect(
      (await ctx.app.request(`/api/conversations/${id}/messages`, authed(a.cookie))).status,
    ).toBe(404);
  });

  it('returns messages oldest first', async () => {
    const { id } = (await (await create(a.cookie, 'Tile')).json()) as { id: string };
    const store = ctx.services.conversations;
    for (const content of ['one', 'two', 'three', 'four']) {
      await (content.length === 3
        ? store.addQuestion(id, { content, attachments: [] })
        : store.addReply(id, { content, incomplete: false }));
    }
    const res = await ctx.app.request(`/api/conversations/${id}/messages`, authed(a.cookie));
    const rows = (await res.json()) as Array<{ content: string }>;
    expect(rows.map((m) => m.content)).toEqual(['one', 'two', 'three', 'four']);
  });

  it('refuses a malformed id with a 400', async () => {
    const res = await ctx.app.request('/api/conversations/not-a-uuid/messages', authed(a.cookie));
    expect(res.status).toBe(400);
  });

  it('lists how many messages each conversation holds', async () => {
    const talked = (await (await create(a.cookie, 'Grout a shower')).json()) as { id: string };
    const quiet = (await (await create(a.cookie, 'Hang a door')).json()) as { id: string };
    const store = ctx.services.conversations;
    await store.addQuestion(talked.id, { content: 'Which grout?', attachments: [] });
    await store.addReply(talked.id, { content: 'Sanded grout.', incomplete: false });

    const res = await ctx.app.request('/api/conversations', authed(a.cookie));
    const rows = conversationListRowSchema.array().parse(await res.json());
    const count = (id: string) => rows.find((row) => row.id === id)?.message_count;
    expect(count(talked.id)).toBe(2);
    expect(count(quiet.id)).toBe(0);
  });

  it('stores a reply and announces it once, with the project it brought', async () => {
    const { id } = (await (await create(a.cookie, 'Tile a floor')).json()) as { id: string };
    const heard: RealtimeEvent[] = [];
    const stop = ctx.services.events.subscribe(a.id, (event) => heard.push(event));
    const store = ctx.services.conversations;
    const reply = await store.addReply(id, {
      content: 'Lay the tiles from the centre out.',
      incomplete: false,
      project: sampleProjectData,
    });
    stop();

    expect(heard.map((event) => event.type)).toEqual(['message.created', 'conversation.updated']);
    expect(heard[0]).toMatchObject({ message: { id: reply.id, type: 'assistant' } });
    const res = await ctx.app.request('/api/conversations', authed(a.cookie));
    const row = ((await res.json()) as ConversationListRow[]).find((r) => r.id === id);
    expect(row).toMatchObject({ project: sampleProjectData, message_count: 1 });
  });
});
