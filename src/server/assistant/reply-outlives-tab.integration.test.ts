import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageRow } from '../../shared/conversations/conversation-schema';
import { startTestServer } from '../../../tests/helpers/server/realtime-test-kit';
import { jsonRequest } from '../../../tests/helpers/server/test-app';
import { authed, signUpUser } from '../../../tests/helpers/server/test-users';

/*
 * A signed-in user's reply outlives the request that asked for it: the tab reloads or loses the
 * network mid-answer (the client aborts the request), and the server still reads the reply to
 * its end and stores it whole. Over real HTTP, so the abort is a real connection going away.
 */
type Server = Awaited<ReturnType<typeof startTestServer>>;

const slowModelScript = fileURLToPath(
  new URL('../../../tests/helpers/server/run-slow-model.ts', import.meta.url),
);
let modelProcess: ChildProcess;
let builtin: Server;
let model: Server;

/** The slow model server (one word every 40 ms), resolving with its base URL once it listens. */
function startSlowModel(): Promise<string> {
  modelProcess = spawn(process.execPath, ['--import', 'tsx', slowModelScript], { stdio: 'pipe' });
  return new Promise((resolve, reject) => {
    modelProcess.stdout!.on('data', (data: Buffer) => {
      const port = /port (\d+)/.exec(data.toString())?.[1];
      if (port) resolve(`http://127.0.0.1:${port}/v1`);
    });
    modelProcess.once('exit', (code) => reject(new Error(`model process exited with ${code}`)));
  });
}

beforeAll(async () => {
  // 30 ms between the built-in reply's pieces: a few seconds of streaming to abort in.
  builtin = await startTestServer({ BUILTIN_STREAM_DELAY_MS: '30' });
  model = await startTestServer({
    AI_PROVIDER: 'openai-compatible',
    OPENAI_BASE_URL: await startSlowModel(),
    OPENAI_API_KEY: 'test-key',
    AI_MODEL: 'slow-model',
    AI_TIMEOUT_MS: '10000',
  });
}, 90_000);

afterAll(async () => {
  modelProcess?.kill('SIGKILL');
  await builtin?.close();
  await model?.close();
});

/**
 * Asks a streamed question and lets the request go (as a reload does) once the first words
 * have arrived; `beforeLeaving` runs at that moment. Resolves with the conversation's id.
 */
async function askAndLeave(
  server: Server,
  cookie: string,
  message: string,
  beforeLeaving: (conversationId: string) => Promise<void> = async () => undefined,
) {
  const tab = new AbortController();
  const res = await server.app.request(
    '/api/assistant',
    authed(
      cookie,
      jsonRequest({ message }, { headers: { accept: 'text/event-stream' }, signal: tab.signal }),
    ),
  );
  expect(res.status).toBe(200);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let read = '';
  let conversationId: string | undefined;
  while (!conversationId || !read.includes('"text-delta"')) {
    const next = await reader.read();
    if (next.done) throw new Error('the stream ended before the first words');
    read += next.value;
    conversationId ??= /"conversationId":"([0-9a-f-]{36})"/.exec(read)?.[1];
  }
  await beforeLeaving(conversationId);
  tab.abort();
  await reader.cancel().catch(() => undefined);
  return conversationId;
}

async function messagesOf(server: Server, cookie: string, conversationId: string) {
  const res = await server.app.request(
    `/api/conversations/${conversationId}/messages`,
    authed(cookie),
  );
  expect(res.status).toBe(200);
  return (await res.json()) as MessageRow[];
}

/** What a tab loading the conversation later gets once the reply is no longer being written. */
async function settledMessages(server: Server, cookie: string, conversationId: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const rows = await messagesOf(server, cookie, conversationId);
    if (!rows.some((row) => row.writing)) return rows;
    if (Date.now() > deadline) throw new Error('the reply was still being written after 20 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a reply whose tab goes away mid-answer (built-in assistant)', () => {
  it('is shown as being written meanwhile, then stored whole', async () => {
    const user = await signUpUser(builtin.app);
    const question = 'How do I fix a dripping faucet?';
    const whole = (await (
      await builtin.app.request(
        '/api/assistant',
        authed(user.cookie, jsonRequest({ message: question })),
      )
    ).json()) as { message: string };

    let seenWhileWriting: MessageRow[] = [];
    const conversationId = await askAndLeave(builtin, user.cookie, question, async (id) => {
      seenWhileWriting = await messagesOf(builtin, user.cookie, id);
    });
    // A reload mid-answer: the question, and the reply so far, marked as still being written.
    expect(seenWhileWriting.map((row) => [row.type, row.writing ?? false])).toEqual([
      ['user', false],
      ['assistant', true],
    ]);
    expect(whole.message.startsWith(seenWhileWriting[1]!.content)).toBe(true);
    expect(seenWhileWriting[1]!.content.length).toBeLessThan(whole.message.length);

    const rows = await settledMessages(builtin, user.cookie, conversationId);
    expect(rows.map((row) => [row.type, row.incomplete])).toEqual([
      ['user', false],
      ['assistant', false],
    ]);
    expect(rows[0]!.content).toBe(question);
    expect(rows[1]!.content).toBe(whole.message);
    expect(rows[1]!.id).toBe(seenWhileWriting[1]!.id);
  });

  it('ends where the Stop button found it, marked incomplete', async () => {
    const user = await signUpUser(builtin.app);
    const other = await signUpUser(builtin.app);
    const conversationId = await askAndLeave(
      builtin,
      user.cookie,
      'How do I patch a hole in drywall?',
      async (id) => {
        const stopFor = (cookie: string) =>
          builtin.app.request(`/api/assistant/stop/${id}`, authed(cookie, { method: 'POST' }));
        // Nobody else can stop it: their answer says the conversation does not exist.
        expect((await stopFor(other.cookie)).status).toBe(404);
        const stop = await stopFor(user.cookie);
        expect(stop.status).toBe(200);
        expect(await stop.json()).toEqual({ stopped: 1 });
      },
    );
    const rows = await settledMessages(builtin, user.cookie, conversationId);
    expect(rows[1]).toMatchObject({ type: 'assistant', incomplete: true });
    expect(rows[1]!.content.length).toBeGreaterThan(0);
    // Its writer saw the stop: the stored text does not grow any more.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await messagesOf(builtin, user.cookie, conversationId))[1]!.content).toBe(
      rows[1]!.content,
    );
  });
});

describe('a reply whose tab goes away mid-answer (model)', () => {
  it('keeps reading the model to its end and stores the whole reply', async () => {
    const user = await signUpUser(model.app);
    const conversationId = await askAndLeave(model, user.cookie, 'How do I sand a wooden door?');
    const rows = await settledMessages(model, user.cookie, conversationId);
    expect(rows.map((row) => [row.type, row.incomplete])).toEqual([
      ['user', false],
      ['assistant', false],
    ]);
    // The slow model's 60 words, the last of them sent about 2.4 s after the first.
    expect(rows[1]!.content).toContain('word0 ');
    expect(rows[1]!.content).toContain('word59');
  });
});
