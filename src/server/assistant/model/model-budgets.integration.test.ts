import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiTokenUsage } from '../../db/schema';
import {
  fakeModelEnv,
  startFakeModelServer,
} from '../../../../tests/helpers/server/fake-model-server';
import {
  paintQuestion,
  scriptedConversations,
} from '../../../../tests/helpers/server/model-scripts';
import { createTestApp, jsonRequest } from '../../../../tests/helpers/server/test-app';
import { authed, signUpUser } from '../../../../tests/helpers/server/test-users';

let fake: Awaited<ReturnType<typeof startFakeModelServer>>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  fake = await startFakeModelServer('## Fix it\n\n1. One\n2. Two\n3. Three');
  fake.state.scripts.push(...scriptedConversations);
  // Every model call reports 150 tokens.
  fake.state.usage = { prompt_tokens: 120, completion_tokens: 30 };
  ctx = await createTestApp(
    fakeModelEnv(fake.baseUrl, {
      AI_MAX_OUTPUT_TOKENS: '321',
      AI_DAILY_TOKENS_PER_USER: '250',
      AI_DAILY_TOKENS_GLOBAL: '400',
      AI_MAX_PROMPT_CHARS: '9000',
    }),
  );
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

async function ask(cookie: string, body: object) {
  const res = await ctx.app.request('/api/assistant', authed(cookie, jsonRequest(body)));
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function upload(cookie: string, name: string, text: string) {
  const form = new FormData();
  form.set('file', new Blob([text], { type: 'text/plain' }), name);
  const res = await ctx.app.request('/api/uploads', authed(cookie, { method: 'POST', body: form }));
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const userText = (n: number) => {
  const content = fake.state.requests[n]!.body.messages!.at(-1)!.content;
  return typeof content === 'string' ? content : JSON.stringify(content);
};

describe('model budgets', () => {
  it('caps every request’s output, tool rounds included', async () => {
    // A budget of its own: the daily budgets below are tested from zero.
    const capped = await createTestApp(fakeModelEnv(fake.baseUrl, { AI_MAX_OUTPUT_TOKENS: '321' }));
    try {
      const someone = await signUpUser(capped.app);
      fake.state.requests.length = 0;
      const res = await capped.app.request(
        '/api/assistant',
        authed(someone.cookie, jsonRequest({ message: paintQuestion })),
      );
      expect(res.status).toBe(200);
      expect(fake.state.requests).toHaveLength(3);
      for (const request of fake.state.requests) expect(request.body.max_tokens).toBe(321);
    } finally {
      await capped.close();
    }
  });

  it('sends a file attached twice once and cuts attached text to fit the prompt cap', async () => {
    const someone = await signUpUser(ctx.app);
    const long = `Wall notes. ${'The plaster is cracked near the window. '.repeat(500)}`;
    const first = await upload(someone.cookie, 'notes.txt', long);
    const copy = await upload(someone.cookie, 'notes-copy.txt', long);
    fake.state.requests.length = 0;
    const { status } = await ask(someone.cookie, {
      message: 'What do these notes say about patching plaster walls?',
      attachmentIds: [first, first, copy],
    });
    expect(status).toBe(200);
    const sent = userText(0);
    expect(sent.match(/<attached-file/g)).toHaveLength(1);
    expect(sent).toContain('was cut to fit');
    expect(sent.length).toBeLessThan(9000);
  });

  it('answers 429 AI_BUDGET_EXCEEDED once a user’s day is spent, then once everyone’s is', async () => {
    await ctx.database.db.delete(aiTokenUsage);
    const a = await signUpUser(ctx.app);
    const b = await signUpUser(ctx.app);
    expect((await ask(a.cookie, { message: 'How do I fix a dripping faucet?' })).status).toBe(200);
    expect((await ask(a.cookie, { message: 'How do I regrout a shower?' })).status).toBe(200);

    fake.state.requests.length = 0;
    const spent = await ask(a.cookie, { message: 'How do I hang a door?' });
    expect(spent).toEqual({
      status: 429,
      body: {
        code: 'AI_BUDGET_EXCEEDED',
        error:
          "Today's AI allowance is used up. It resets at midnight UTC; please try again tomorrow.",
        // The question is kept in its conversation, so asking again later retries it there.
        conversationId: expect.any(String),
      },
    });
    expect(fake.state.requests).toHaveLength(0);

    // Safety never waits on a budget: an emergency still gets its stop block.
    const gas = await ask(a.cookie, { message: 'I smell gas in the kitchen, what do I do?' });
    expect(gas.status).toBe(200);
    expect(gas.body.message).toMatch(/^## Stop: a gas smell is an emergency/);

    // Everyone's budget: 300 spent by a, 150 more by b reaches 400.
    expect((await ask(b.cookie, { message: 'How do I fix a dripping faucet?' })).status).toBe(200);
    const global = await ask(b.cookie, { message: 'How do I regrout a shower?' });
    expect(global.status).toBe(429);
    expect(global.body.code).toBe('AI_BUDGET_EXCEEDED');

    const rows = await ctx.database.db.select().from(aiTokenUsage);
    expect(rows.find((r) => r.scope === 'all')?.tokens).toBe(450);
    expect(rows.find((r) => r.scope === `user:${a.id}`)?.tokens).toBe(300);
  });
});
