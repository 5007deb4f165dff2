import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationStore } from '../conversations/conversation-store';
import { createTestApp, jsonRequest } from '../test/test-app';
import { authed, signUpUser } from '../test/test-users';
import { readUiStream, streamedText } from '../test/ui-stream';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let a: Awaited<ReturnType<typeof signUpUser>>;
let b: Awaited<ReturnType<typeof signUpUser>>;
beforeAll(async () => {
  ctx = await createTestApp({ BUILTIN_STREAM_DELAY_MS: '0' });
  a = await signUpUser(ctx.app);
  b = await signUpUser(ctx.app);
});
afterAll(() => ctx.close());

interface JsonReply {
  message: string;
  conversationId: string | null;
  guide: { title: string; steps: string[] } | null;
  project: { materials: unknown[]; estimatedCost: number; difficulty: string } | null;
  guestQuestionsRemaining: number | null;
  error?: string;
  code?: string;
}

async function ask(body: Record<string, unknown>, cookie?: string, ip?: string) {
  const init = jsonRequest(body, {
    headers: { accept: 'application/json', ...(ip && { 'x-forwarded-for': ip }) },
  });
  const res = await ctx.app.request('/api/assistant', cookie ? authed(cookie, init) : init);
  return { status: res.status, body: (await res.json()) as JsonReply };
}

describe('POST /api/assistant with the built-in assistant', () => {
  it('answers a how-to question with steps, tools, materials, time, difficulty and a guide', async () => {
    const { status, body } = await ask({ message: 'How do I fix a dripping faucet?' }, a.cookie);
    expect(status).toBe(200);
    expect(body.message).toMatch(/^1\. /m);
    expect(body.message).toMatch(/### Tools/);
    expect(body.message).toMatch(/### Materials/);
    expect(body.message).toMatch(/\*\*Time:\*\*/);
    expect(body.message).toMatch(/\*\*Difficulty:\*\*/);
    expect(body.guide?.steps.length).toBeGreaterThanOrEqual(3);
    expect(body.guide?.title.toLowerCase()).toContain('faucet');
    expect(body.project?.materials.length).toBeGreaterThan(0);
    expect(body.conversationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.guestQuestionsRemaining).toBeNull();
  });

  it('stops at a gas smell and tells the user to leave and call for help', async () => {
    const { body } = await ask(
      { message: 'I smell gas near my stove, how do I fix the leak?' },
      a.cookie,
    );
    expect(body.message.toLowerCase()).toContain('leave');
    expect(body.message).toMatch(/utility|911/i);
    expect(body.guide).toBeNull();
  });

  it('sends panel work to a licensed electrician', async () => {
    const { body } = await ask({ message: 'How do I replace my main breaker panel?' }, a.cookie);
    expect(body.message).toMatch(/licensed electrician/i);
    expect(body.guide).toBeNull();
  });

  it('is honest about off-topic questions and invents no steps', async () => {
    const { body } = await ask({ message: 'What is the capital of France?' }, a.cookie);
    expect(body.guide).toBeNull();
    expect(body.message).not.toMatch(/^1\. /m);
  });

  it('answers follow-ups from the conversation and stores every message in order', async () => {
    const first = await ask({ message: 'How do I fix a running toilet?' }, a.cookie);
    const conversationId = first.body.conversationId!;
    const tools = await ask({ message: 'What tools do I need?', conversationId }, a.cookie);
    expect(tools.body.conversationId).toBe(conversationId);
    expect(tools.body.message.toLowerCase()).toContain('tool');
    const step = await ask({ message: 'Explain step 2', conversationId }, a.cookie);
    expect(step.body.message.toLowerCase()).toContain('step 2');

    const stored = await conversationStore(ctx.database.db, ctx.services.events).messages(
      conversationId,
    );
    expect(stored.map((m) => m.type)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    expect(stored[0]?.content).toBe('How do I fix a running toilet?');
    expect(stored[2]?.content).toBe('What tools do I need?');
    const [conversation] = (await (
      await ctx.app.request('/api/conversations', authed(a.cookie))
    ).json()) as Array<{
      id: string;
    }>;
    expect(conversation?.id).toBe(conversationId); // updated_at moved it to the top
  });

  it('refuses to post into another user’s conversation (404)', async () => {
    const mine = await ask({ message: 'How do I patch drywall?' }, a.cookie);
    const theirs = await ask(
      { message: 'hello', conversationId: mine.body.conversationId },
      b.cookie,
    );
    expect(theirs.status).toBe(404);
    const stored = await conversationStore(ctx.database.db, ctx.services.events).messages(
      mine.body.conversationId!,
    );
    expect(stored).toHaveLength(2);
  });

  it('answers 401 without a session or guest id, 400 for empty or overlong messages', async () => {
    expect((await ask({ message: 'hi' })).status).toBe(401);
    const empty = await ask({ message: '   ' }, a.cookie);
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatch(/^message:/);
    expect((await ask({ message: 'x'.repeat(4001) }, a.cookie)).status).toBe(400);
  });

  it('gives a guest exactly 3 answers, counting down, then GUEST_LIMIT_EXCEEDED', async () => {
    const guestSessionId = randomUUID();
    const remaining = [];
    for (let i = 0; i < 3; i += 1) {
      const { status, body } = await ask(
        { message: 'How do I replace a showerhead?', isGuest: true, guestSessionId },
        undefined,
        '192.0.2.50',
      );
      expect(status).toBe(200);
      expect(body.conversationId).toBeNull();
      remaining.push(body.guestQuestionsRemaining);
    }
    expect(remaining).toEqual([2, 1, 0]);
    const over = await ask(
      { message: 'One more?', isGuest: true, guestSessionId },
      undefined,
      '192.0.2.50',
    );
    expect(over.status).toBe(429);
    expect(over.body.error).toBe('GUEST_LIMIT_EXCEEDED');
  });

  it('streams the UI message stream and ends with the reply data', async () => {
    const res = await ctx.app.request(
      '/api/assistant',
      authed(
        a.cookie,
        jsonRequest(
          { message: 'How do I install a ceiling fan?' },
          { headers: { accept: 'text/event-stream' } },
        ),
      ),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const parts = await readUiStream(res);
    expect(parts.filter((p) => p.type === 'text-delta').length).toBeGreaterThan(3);
    expect(streamedText(parts)).toMatch(/^1\. /m);
    const reply = parts.find((p) => p.type === 'data-reply')?.data as {
      guide: unknown;
      conversationId: string;
    };
    expect(reply.guide).not.toBeNull();
    const stored = await conversationStore(ctx.database.db, ctx.services.events).messages(
      reply.conversationId,
    );
    expect(stored[1]?.content).toBe(streamedText(parts));
  });
});

describe('assistant rate limit', () => {
  it('answers 429 past the per-user limit', async () => {
    const limited = await createTestApp({
      ASSISTANT_RATE_LIMIT_PER_MINUTE: '2',
      BUILTIN_STREAM_DELAY_MS: '0',
    });
    try {
      const user = await signUpUser(limited.app);
      const statuses = [];
      for (let i = 0; i < 3; i += 1) {
        const res = await limited.app.request(
          '/api/assistant',
          authed(user.cookie, jsonRequest({ message: 'How do I caulk a tub?' })),
        );
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('attachments', () => {
  async function upload(cookie: string, name: string, bytes: Uint8Array, type: string) {
    const form = new FormData();
    form.set('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name);
    const res = await ctx.app.request(
      '/api/uploads',
      authed(cookie, { method: 'POST', body: form }),
    );
    expect(res.status).toBe(201);
    return (await res.json()) as { id: string };
  }

  it('stores the attachments with the question and refuses someone else’s file', async () => {
    const notes = await upload(
      a.cookie,
      'measurements.txt',
      new TextEncoder().encode('Shelf wall is 96 inches wide, studs every 16 inches.'),
      'text/plain',
    );
    const { status, body } = await ask(
      { message: 'How do I build floating shelves?', attachmentIds: [notes.id] },
      a.cookie,
    );
    expect(status).toBe(200);
    const stored = await conversationStore(ctx.database.db, ctx.services.events).messages(
      body.conversationId!,
    );
    expect(stored[0]?.attachments).toEqual([
      { id: notes.id, kind: 'text', name: 'measurements.txt' },
    ]);

    const theirs = await ask({ message: 'What about these?', attachmentIds: [notes.id] }, b.cookie);
    expect(theirs.status).toBe(400);
    expect(theirs.body.code).toBe('ATTACHMENT_NOT_FOUND');
  });
});

describe('guest cookie on streamed answers', () => {
  it('issues the guest cookie with a streamed answer, so a new guest id does not reset the count', async () => {
    const ask = (guestSessionId: string, cookie?: string) =>
      ctx.app.request(
        '/api/assistant',
        jsonRequest(
          { message: 'How do I unclog a slow drain?', isGuest: true, guestSessionId },
          {
            headers: {
              accept: 'text/event-stream',
              'x-forwarded-for': '192.0.2.77',
              ...(cookie && { cookie }),
            },
          },
        ),
      );
    const first = await ask(randomUUID());
    expect(first.status).toBe(200);
    const cookie = first.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(cookie).toContain('fixwise_guest=');
    await first.text();
    for (let i = 0; i < 2; i += 1) await (await ask(randomUUID(), cookie)).text();
    const fourth = await ask(randomUUID(), cookie);
    expect(fourth.status).toBe(429);
  });
});
