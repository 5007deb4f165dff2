import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationListRow } from '../../shared/conversations/conversation-list-row';
import type { MessageRow } from '../../shared/conversations/conversation-schema';
import { jsonRequest } from '../../../tests/helpers/server/test-app';
import { authed, signUpUser, testOrigin } from '../../../tests/helpers/server/test-users';
import {
  openSocket,
  startTestServer,
  type TestSocket,
} from '../../../tests/helpers/server/realtime-test-kit';

// A real server on a port and its own database: edits, regenerations and branch switches as a
// browser sends them, and what the owner's other tabs hear of them.
let ctx: Awaited<ReturnType<typeof startTestServer>>;
let alice: Awaited<ReturnType<typeof signUpUser>>;
let bob: Awaited<ReturnType<typeof signUpUser>>;
let aliceTab: TestSocket;

beforeAll(async () => {
  ctx = await startTestServer();
  alice = await signUpUser(ctx.app);
  bob = await signUpUser(ctx.app);
  aliceTab = await openSocket(ctx.socketUrl, { origin: testOrigin, cookie: alice.cookie });
});
afterAll(async () => {
  aliceTab?.ws.close();
  await ctx?.close();
});

interface Reply {
  message: string;
  conversationId: string;
  messageId: string;
  code?: string;
}

async function ask(cookie: string, body: Record<string, unknown>) {
  const res = await ctx.app.request(
    '/api/assistant',
    authed(cookie, jsonRequest(body, { headers: { accept: 'application/json' } })),
  );
  return { status: res.status, body: (await res.json()) as Reply };
}

async function shown(cookie: string, conversationId: string) {
  const res = await ctx.app.request(
    `/api/conversations/${conversationId}/messages`,
    authed(cookie),
  );
  return { status: res.status, rows: (await res.json()) as MessageRow[] };
}

const switchTo = (cookie: string, conversationId: string, messageId: unknown) =>
  ctx.app.request(
    `/api/conversations/${conversationId}/branch`,
    authed(cookie, { ...jsonRequest({ message_id: messageId }), method: 'PUT' }),
  );

async function listed(cookie: string, conversationId: string) {
  const rows = (await (
    await ctx.app.request('/api/conversations', authed(cookie))
  ).json()) as ConversationListRow[];
  return rows.find((row) => row.id === conversationId);
}

/** Q1, A1, Q2, A2 in a new conversation of Alice's. */
async function twoTurns() {
  const first = await ask(alice.cookie, { message: 'How do I fix a running toilet?' });
  const conversationId = first.body.conversationId;
  await ask(alice.cookie, { message: 'What tools do I need?', conversationId });
  const { rows } = await shown(alice.cookie, conversationId);
  return { conversationId, rows };
}

describe('editing a question', () => {
  it('asks the new text beside the old one and shows the new branch, counted by its length', async () => {
    const { conversationId, rows } = await twoTurns();
    const [q1, a1, q2, a2] = rows;
    expect(rows.map((row) => row.depth)).toEqual([0, 1, 2, 3]);
    expect(q2!.parent_id).toBe(a1!.id);

    const edited = await ask(alice.cookie, {
      message: 'How long does it take?',
      conversationId,
      edits: q2!.id,
    });
    expect(edited.status).toBe(200);

    const after = await shown(alice.cookie, conversationId);
    expect(after.rows.map((row) => row.content.slice(0, 30))).toEqual([
      q1!.content.slice(0, 30),
      a1!.content.slice(0, 30),
      'How long does it take?',
      edited.body.message.slice(0, 30),
    ]);
    const newQuestion = after.rows[2]!;
    expect(newQuestion.parent_id).toBe(a1!.id);
    expect(newQuestion.sibling_ids).toEqual([q2!.id, newQuestion.id]);
    expect(after.rows[3]!.id).toBe(edited.body.messageId);
    expect(after.rows[3]!.sibling_ids).toEqual([edited.body.messageId]);
    // Six stored, four shown: the list counts what the user sees.
    expect((await listed(alice.cookie, conversationId))?.message_count).toBe(4);

    // Another tab hears of the edit with the switcher's data.
    const event = await aliceTab.next('message.created', (e) => e.message.id === newQuestion.id);
    expect(event.message.sibling_ids).toEqual([q2!.id, newQuestion.id]);

    // Switching back shows the first version and its answer again, and tells the other tabs.
    const back = await switchTo(alice.cookie, conversationId, q2!.id);
    expect(back.status).toBe(200);
    const backRows = (await back.json()) as MessageRow[];
    expect(backRows.map((row) => row.id)).toEqual([q1!.id, a1!.id, q2!.id, a2!.id]);
    expect(backRows[2]!.sibling_ids).toEqual([q2!.id, newQuestion.id]);
    expect((await shown(alice.cookie, conversationId)).rows).toEqual(backRows);
    const switched = await aliceTab.next(
      'branch.switched',
      (e) => e.conversation_id === conversationId,
    );
    expect(switched.message_count).toBe(4);

    // A follow-up continues the branch shown.
    await ask(alice.cookie, { message: 'And the materials?', conversationId });
    const continued = await shown(alice.cookie, conversationId);
    expect(continued.rows.slice(0, 4).map((row) => row.id)).toEqual([
      q1!.id,
      a1!.id,
      q2!.id,
      a2!.id,
    ]);
    expect(continued.rows).toHaveLength(6);
    expect((await listed(alice.cookie, conversationId))?.message_count).toBe(6);
  });

  it('lets the first question be edited too: the new one starts a path of its own', async () => {
    const { conversationId, rows } = await twoTurns();
    await ask(alice.cookie, {
      message: 'How do I paint a fence?',
      conversationId,
      edits: rows[0]!.id,
    });
    const after = await shown(alice.cookie, conversationId);
    expect(after.rows).toHaveLength(2);
    expect(after.rows[0]!.parent_id).toBeNull();
    expect(after.rows[0]!.sibling_ids).toEqual([rows[0]!.id, after.rows[0]!.id]);
    // The assistant read only the new path: the fence, not the toilet.
    expect(after.rows[1]!.content.toLowerCase()).not.toContain('toilet');
  });
});

describe('regenerating an answer', () => {
  it('keeps the earlier answer as an alternative to switch back to', async () => {
    const { conversationId, rows } = await twoTurns();
    const [, , q2, a2] = rows;
    const again = await ask(alice.cookie, {
      message: q2!.content,
      conversationId,
      regenerates: a2!.id,
    });
    expect(again.status).toBe(200);
    const after = await shown(alice.cookie, conversationId);
    expect(after.rows.map((row) => row.id)).toEqual([
      ...rows.slice(0, 3).map((row) => row.id),
      again.body.messageId,
    ]);
    expect(after.rows[3]!.sibling_ids).toEqual([a2!.id, again.body.messageId]);
    expect((await listed(alice.cookie, conversationId))?.message_count).toBe(4);

    const back = (await (
      await switchTo(alice.cookie, conversationId, a2!.id)
    ).json()) as MessageRow[];
    expect(back.at(-1)!.id).toBe(a2!.id);
  });

  it('answers 404 for a question given as the reply, and for an answer given as the edit', async () => {
    const { conversationId, rows } = await twoTurns();
    const [, a1, q2] = rows;
    const regenerate = await ask(alice.cookie, {
      message: 'x',
      conversationId,
      regenerates: q2!.id,
    });
    expect(regenerate.status).toBe(404);
    const edit = await ask(alice.cookie, { message: 'x', conversationId, edits: a1!.id });
    expect(edit.status).toBe(404);
    expect((await shown(alice.cookie, conversationId)).rows).toHaveLength(4);
  });
});

describe('bad requests', () => {
  it('answers 400 for a malformed message id or an edit without its conversation', async () => {
    const { conversationId, rows } = await twoTurns();
    const malformed = await switchTo(alice.cookie, conversationId, 'not-an-id');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: string }).error).toMatch(/message/i);
    expect((await switchTo(alice.cookie, conversationId, undefined)).status).toBe(400);
    const noConversation = await ask(alice.cookie, { message: 'x', edits: rows[0]!.id });
    expect(noConversation.status).toBe(400);
  });
});

describe("another user's conversation", () => {
  it('cannot be read, edited, regenerated or switched (404), and stays as it was', async () => {
    const { conversationId, rows } = await twoTurns();
    const [q1, , q2, a2] = rows;
    const { body: own } = await ask(bob.cookie, { message: 'How do I hang a shelf?' });

    expect((await shown(bob.cookie, conversationId)).status).toBe(404);
    expect((await switchTo(bob.cookie, conversationId, q2!.id)).status).toBe(404);
    // Alice's message named in Bob's own conversation is as unknown as her conversation.
    expect((await switchTo(bob.cookie, own.conversationId, q2!.id)).status).toBe(404);

    for (const target of [conversationId, own.conversationId]) {
      const edit = await ask(bob.cookie, {
        message: 'Bob was here',
        conversationId: target,
        edits: q1!.id,
      });
      expect(edit.status).toBe(404);
      const regenerate = await ask(bob.cookie, {
        message: 'Bob was here',
        conversationId: target,
        regenerates: a2!.id,
      });
      expect(regenerate.status).toBe(404);
    }

    expect((await shown(alice.cookie, conversationId)).rows).toEqual(rows);
    expect((await shown(bob.cookie, own.conversationId)).rows).toHaveLength(2);
  });
});
