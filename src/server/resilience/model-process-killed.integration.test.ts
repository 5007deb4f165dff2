import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationStore } from '../conversations/conversation-store';
import { createTestApp, jsonRequest } from '../test/test-app';
import { authed, signUpUser } from '../test/test-users';
import { captureErrorLog } from './outage-checks';

/*
 * The model server dies while it streams. A socket cut by the fake server itself ('cut' mode)
 * is covered in assistant/model-provider.integration.test.ts ('stores a reply cut mid-stream
 * as incomplete, after the question'). This variant kills a separate server PROCESS at a moment
 * the client picks (after words have reached the browser), and then asks again: the dead server
 * refuses connections from then on. A hanging inspiration source is covered at the HTTP level in
 * inspiration/inspiration-sources.integration.test.ts ('gives partial results within the
 * time-out when sources fail, hang or send bad JSON') and in inspiration-feed.test.ts.
 */
const childScript = fileURLToPath(new URL('./slow-model-process.ts', import.meta.url));

let child: ChildProcess;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let user: Awaited<ReturnType<typeof signUpUser>>;

/** Starts the model server process and resolves with its base URL once it listens. */
function startModelProcess(): Promise<string> {
  child = spawn(process.execPath, ['--import', 'tsx', childScript], { stdio: 'pipe' });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('model process did not start')), 15_000);
    child.stdout!.on('data', (data: Buffer) => {
      const port = /port (\d+)/.exec(data.toString())?.[1];
      if (!port) return;
      clearTimeout(timer);
      resolve(`http://127.0.0.1:${port}/v1`);
    });
    child.once('exit', (code) => reject(new Error(`model process exited with ${code}`)));
  });
}

beforeAll(async () => {
  const baseUrl = await startModelProcess();
  ctx = await createTestApp({
    AI_PROVIDER: 'openai-compatible',
    OPENAI_BASE_URL: baseUrl,
    OPENAI_API_KEY: 'test-key',
    AI_MODEL: 'slow-model',
    AI_TIMEOUT_MS: '5000',
  });
  user = await signUpUser(ctx.app);
}, 60_000);

afterAll(async () => {
  child?.kill('SIGKILL');
  await ctx?.close();
});

/** Reads a UI message stream part by part; `onPart` sees each as soon as it arrives. */
async function readParts(res: Response, onPart: (part: Record<string, unknown>) => void) {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    buffered += read.value;
    const events = buffered.split('\n\n');
    buffered = events.pop()!;
    for (const event of events.map((e) => e.trim())) {
      if (event.startsWith('data: ') && event !== 'data: [DONE]') {
        onPart(JSON.parse(event.slice('data: '.length)) as Record<string, unknown>);
      }
    }
  }
}

const ask = (message: string, accept: string) =>
  ctx.app.request(
    '/api/assistant',
    authed(user.cookie, jsonRequest({ message }, { headers: { accept } })),
  );

describe('the model server process killed mid-stream', () => {
  it('ends the stream with an error, keeps the question and the partial reply', async () => {
    const errorLog = captureErrorLog();
    try {
      const started = Date.now();
      const res = await ask('How do I replace a light switch?', 'text/event-stream');
      expect(res.status).toBe(200);
      const parts: Array<Record<string, unknown>> = [];
      const exited = new Promise((resolve) => child.once('exit', resolve));
      await readParts(res, (part) => {
        parts.push(part);
        if (part.type === 'text-delta' && child.exitCode === null) child.kill('SIGKILL');
      });
      await exited;
      expect(Date.now() - started).toBeLessThan(5_000);

      const streamed = parts
        .filter((p) => p.type === 'text-delta')
        .map((p) => p.delta as string)
        .join('');
      expect(streamed.length).toBeGreaterThan(0);
      // The code depends on how the dying socket reads (reset or early end); both are typed.
      expect(parts.at(-1)).toMatchObject({
        type: 'error',
        errorText: expect.stringMatching(/^AI_(UNREACHABLE|FAILED)$/),
      });
      const reply = parts.find((p) => p.type === 'data-reply')?.data as {
        conversationId: string;
        incomplete: boolean;
      };
      expect(reply.incomplete).toBe(true);

      const stored = await conversationStore(ctx.database.db, ctx.services.events).messages(
        reply.conversationId,
      );
      expect(stored.map((m) => [m.type, m.incomplete])).toEqual([
        ['user', false],
        ['assistant', true],
      ]);
      expect(stored[0]!.content).toBe('How do I replace a light switch?');
      // What was stored is what the user saw, not more and not less.
      expect(stored[1]!.content).toBe(streamed);
    } finally {
      errorLog.restore();
    }
  });

  it('answers the next question with 502 AI_UNREACHABLE, keeping the question', async () => {
    const errorLog = captureErrorLog();
    try {
      const res = await ask('How do I fix a sticking door?', 'application/json');
      expect(res.status).toBe(502);
      expect(await res.json()).toMatchObject({ code: 'AI_UNREACHABLE' });
      const [latest] = (
        await conversationStore(ctx.database.db, ctx.services.events).page(user.id, { limit: 1 })
      ).rows;
      const stored = await conversationStore(ctx.database.db, ctx.services.events).messages(
        latest!.id,
      );
      expect(stored.map((m) => [m.type, m.content])).toEqual([
        ['user', 'How do I fix a sticking door?'],
      ]);
    } finally {
      errorLog.restore();
    }
  });
});
