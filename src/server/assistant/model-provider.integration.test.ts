import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationStore } from '../conversations/conversation-store';
import { refusedBaseUrl, startFakeModelServer } from '../test/fake-model-server';
import { createTestApp, jsonRequest } from '../test/test-app';
import { authed, signUpUser } from '../test/test-users';
import { readUiStream, streamedText } from '../test/ui-stream';

const answer =
  '## Fix a dripping faucet\n\nShut the water off first.\n\n1. Close the valves\n2. Remove the handle\n3. Swap the cartridge\n4. Test for drips';

let fake: Awaited<ReturnType<typeof startFakeModelServer>>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let user: Awaited<ReturnType<typeof signUpUser>>;

beforeAll(async () => {
  fake = await startFakeModelServer(answer);
  ctx = await createTestApp({
    AI_PROVIDER: 'openai-compatible',
    OPENAI_BASE_URL: fake.baseUrl,
    OPENAI_API_KEY: 'test-key',
    AI_MODEL: 'fake-model',
    AI_TIMEOUT_MS: '1500',
  });
  user = await signUpUser(ctx.app);
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

function ask(message: string, accept = 'application/json', app = ctx.app, cookie = user.cookie) {
  return app.request(
    '/api/assistant',
    authed(cookie, jsonRequest({ message }, { headers: { accept } })),
  );
}

async function lastConversationMessages(cookie = user.cookie, { app, database, services } = ctx) {
  const list = (await (await app.request('/api/conversations', authed(cookie))).json()) as Array<{
    id: string;
  }>;
  return conversationStore(database.db, services.events).messages(list[0]!.id);
}

describe('the model path on the shared core', () => {
  it('answers a gas smell with the stop block and never calls a model that would not warn', async () => {
    fake.state.mode = 'ok';
    fake.state.requests.length = 0;
    const res = await ask(
      'kinda weird question but theres a rotten egg smell by the stove since this morning, the kids are at school. is it the drain?',
      'text/event-stream',
    );
    const parts = await readUiStream(res);
    const text = streamedText(parts);
    expect(text.startsWith('## Stop: a gas smell is an emergency')).toBe(true);
    expect(text).toMatch(/gas utility|911/);
    const reply = parts.find((p) => p.type === 'data-reply')?.data as { project: unknown };
    expect(reply.project).toBeNull();
    expect(fake.state.requests).toHaveLength(0);
  });

  it('answers a sounding CO alarm with the stop block, no model call and no project card', async () => {
    fake.state.requests.length = 0;
    const res = await ask(
      'my carbon monoxide alarm keeps going off in the hallway and I have a headache, how do I stop the beeping?',
      'text/event-stream',
    );
    const parts = await readUiStream(res);
    expect(streamedText(parts)).toMatch(/^## Stop/);
    const reply = parts.find((p) => p.type === 'data-reply')?.data as { project: unknown };
    expect(reply.project).toBeNull();
    expect(fake.state.requests).toHaveLength(0);
  });

  it('puts the warnings the model left out before its text, and caps its output', async () => {
    fake.state.mode = 'ok';
    fake.state.requests.length = 0;
    const res = await ask(
      'how do I swap the old outlets in my 1968 house, the wires look silver not copper',
      'text/event-stream',
    );
    const text = streamedText(await readUiStream(res));
    expect(text).toMatch(/Aluminum wiring/);
    expect(text.indexOf('Aluminum wiring')).toBeLessThan(text.indexOf(answer.slice(0, 20)));
    expect(fake.state.requests[0]?.body.max_tokens).toBeGreaterThan(0);
  });

  it('sends only confidently matched entries: an unrelated question carries none', async () => {
    fake.state.mode = 'ok';
    fake.state.requests.length = 0;
    await (await ask('what is a good name for a golden retriever puppy?')).json();
    const system = fake.state.requests[0]?.body.messages?.find((m) => m.role === 'system')
      ?.content as string;
    expect(system).not.toMatch(/Reference entries/);
  });
});

describe('the model path (OpenAI-compatible server)', () => {
  it('streams the model’s reply and sends the grounding guides and our key', async () => {
    fake.state.mode = 'ok';
    fake.state.requests.length = 0;
    const res = await ask('How do I fix a dripping faucet?', 'text/event-stream');
    const parts = await readUiStream(res);
    expect(streamedText(parts)).toBe(answer);
    const reply = parts.find((p) => p.type === 'data-reply')?.data as {
      guide: { steps: string[] };
      project: unknown;
      citations: Array<{ id: string }>;
    };
    expect(reply.guide.steps).toHaveLength(4);
    // The guide the model was grounded in is its source; without record_project, no card:
    // canned numbers from our entry could contradict the model's text.
    expect(reply.citations.map((c) => c.id)).toContain('fix-dripping-faucet');
    expect(reply.project).toBeNull();

    const sent = fake.state.requests[0]!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.authorization).toBe('Bearer test-key');
    expect(sent.body.model).toBe('fake-model');
    expect(sent.body.stream).toBe(true);
    const system = sent.body.messages?.find((m) => m.role === 'system')?.content as string;
    expect(system).toMatch(/Reference entries/);
    expect(system.toLowerCase()).toContain('faucet');
    expect(sent.body.messages?.at(-1)).toEqual({
      role: 'user',
      content: 'How do I fix a dripping faucet?',
    });
  });

  it('maps a 401 from the model to 502 AI_UNAUTHORIZED and keeps the question', async () => {
    fake.state.mode = 'unauthorized';
    const res = await ask('How do I regrout tile?');
    expect(res.status).toBe(502);
    const stored = await lastConversationMessages();
    expect(await res.json()).toEqual({
      error: 'The AI service refused our credentials.',
      code: 'AI_UNAUTHORIZED',
      conversationId: stored[0]?.conversationId,
    });
    expect(stored.map((m) => [m.type, m.content])).toEqual([['user', 'How do I regrout tile?']]);
  });

  it('answers a retried question once the model is back, storing the question once', async () => {
    fake.state.mode = 'unauthorized';
    const failed = await ask('How do I caulk a tub?');
    expect(failed.status).toBe(502);
    const { conversationId } = (await failed.json()) as { conversationId: string };
    fake.state.mode = 'ok';
    const retry = await ctx.app.request(
      '/api/assistant',
      authed(
        user.cookie,
        jsonRequest(
          { message: 'How do I caulk a tub?', conversationId },
          { headers: { accept: 'application/json' } },
        ),
      ),
    );
    expect(retry.status).toBe(200);
    const sent = fake.state.requests.at(-1)!;
    // The model sees the question once, as the turn being asked, not as history too.
    expect(sent.body.messages?.filter((m) => m.role === 'user').map((m) => m.content)).toEqual([
      'How do I caulk a tub?',
    ]);
    const stored = await conversationStore(ctx.database.db, ctx.services.events).messages(
      conversationId,
    );
    expect(stored.map((m) => m.type)).toEqual(['user', 'assistant']);
  });

  it('maps a hang past the time-out to 504 AI_TIMEOUT', async () => {
    fake.state.mode = 'hang';
    const started = Date.now();
    const res = await ask('How do I stain a deck?');
    expect(res.status).toBe(504);
    expect(((await res.json()) as { code: string }).code).toBe('AI_TIMEOUT');
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await lastConversationMessages())[0]?.content).toBe('How do I stain a deck?');
  });

  it('stores a reply cut mid-stream as incomplete, after the question', async () => {
    fake.state.mode = 'cut';
    const res = await ask('How do I fix a dripping faucet today?', 'text/event-stream');
    const parts = await readUiStream(res);
    expect(parts.some((p) => p.type === 'error')).toBe(true);
    const stored = await lastConversationMessages();
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({
      type: 'user',
      content: 'How do I fix a dripping faucet today?',
    });
    expect(stored[1]).toMatchObject({ type: 'assistant', incomplete: true });
    expect(answer.startsWith(stored[1]!.content)).toBe(true);
    expect(stored[1]!.content.length).toBeGreaterThan(0);
  });

  it('maps a refused connection to 502 AI_UNREACHABLE', async () => {
    const refused = await createTestApp({
      AI_PROVIDER: 'openai-compatible',
      OPENAI_BASE_URL: await refusedBaseUrl(),
      AI_MODEL: 'fake-model',
    });
    try {
      const someone = await signUpUser(refused.app);
      const res = await ask(
        'How do I hang a door?',
        'application/json',
        refused.app,
        someone.cookie,
      );
      expect(res.status).toBe(502);
      expect(((await res.json()) as { code: string }).code).toBe('AI_UNREACHABLE');
      const stored = await lastConversationMessages(someone.cookie, refused);
      expect(stored.map((m) => m.content)).toEqual(['How do I hang a door?']);
    } finally {
      await refused.close();
    }
  });
});
