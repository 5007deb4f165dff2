import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONVERSATION_PAGE_SIZE,
  NEXT_CURSOR_HEADER,
} from '../../shared/conversations/conversation-schema';
import { createTestApp, jsonRequest } from '../test/test-app';
import { authed, signUpUser } from '../test/test-users';
import { conversationStore } from './conversation-store';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ CONVERSATIONS_PER_HOUR: '5' });
});
afterAll(() => ctx.close());

const list = (cookie: string, search = '') =>
  ctx.app.request(`/api/conversations${search}`, authed(cookie));

describe('GET /api/conversations by cursor', () => {
  it('answers the first page as before and hands out a cursor to every later page', async () => {
    const user = await signUpUser(ctx.app);
    const store = conversationStore(ctx.database.db, ctx.services.events);
    const total = 2 * CONVERSATION_PAGE_SIZE + 7;
    for (let i = 0; i < total; i += 1) await store.create(user.id, `Project ${i}`);

    const first = await list(user.cookie);
    expect(first.status).toBe(200);
    const firstRows = (await first.json()) as Array<{ id: string; updated_at: string }>;
    expect(Array.isArray(firstRows)).toBe(true);
    expect(firstRows).toHaveLength(CONVERSATION_PAGE_SIZE);

    const seen = [...firstRows];
    let cursor = first.headers.get(NEXT_CURSOR_HEADER);
    while (cursor) {
      const res = await list(user.cookie, `?cursor=${cursor}`);
      expect(res.status).toBe(200);
      seen.push(...((await res.json()) as typeof firstRows));
      cursor = res.headers.get(NEXT_CURSOR_HEADER);
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen.map((row) => row.id)).size).toBe(total);
    const times = seen.map((row) => row.updated_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('honours limit and refuses a forged cursor or a page over 100 with 400', async () => {
    const user = await signUpUser(ctx.app);
    const store = conversationStore(ctx.database.db, ctx.services.events);
    for (let i = 0; i < 3; i += 1) await store.create(user.id, `Shed ${i}`);
    const two = await list(user.cookie, '?limit=2');
    expect((await two.json()) as unknown[]).toHaveLength(2);
    const rest = await list(user.cookie, `?limit=2&cursor=${two.headers.get(NEXT_CURSOR_HEADER)}`);
    expect((await rest.json()) as unknown[]).toHaveLength(1);
    expect(rest.headers.get(NEXT_CURSOR_HEADER)).toBeNull();

    for (const search of ['?limit=101', '?cursor=bm90LWEtY3Vyc29y', '?cursor=%00']) {
      const res = await list(user.cookie, search);
      expect(res.status).toBe(400);
    }
  });
});

describe('conversation creation is throttled per user', () => {
  it('answers 429 CONVERSATION_LIMIT past the hourly allowance, through both ways of creating', async () => {
    const user = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    const create = (cookie: string) =>
      ctx.app.request(
        '/api/conversations',
        authed(cookie, jsonRequest({ first_message: 'Fix a squeaky door' })),
      );
    for (let i = 0; i < 5; i += 1) expect((await create(user.cookie)).status).toBe(201);
    const refused = await create(user.cookie);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'CONVERSATION_LIMIT' });

    const ask = await ctx.app.request(
      '/api/assistant',
      authed(user.cookie, jsonRequest({ message: 'How do I hang a shelf?' })),
    );
    expect(ask.status).toBe(429);
    expect(await ask.json()).toMatchObject({ code: 'CONVERSATION_LIMIT' });

    expect((await create(other.cookie)).status).toBe(201);
  });
});
