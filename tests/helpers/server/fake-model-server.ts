import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type FakeModelMode = 'ok' | 'unauthorized' | 'hang' | 'cut';

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model?: string;
    stream?: boolean;
    max_tokens?: number;
    tools?: Array<{ type: string; function: { name: string } }>;
    messages?: Array<{
      role: string;
      content: unknown;
      tool_calls?: Array<{ id: string; function: { name: string; arguments: string } }>;
      tool_call_id?: string;
    }>;
  };
}

/** One answer of the scripted model: text, tool calls, or both (text first). */
export interface ScriptedStep {
  text?: string;
  /**
   * Sends this many words of the text, then holds the rest until `state.releaseHeld()` (or
   * HOLD_LIMIT_MS): a reply a test can catch half written.
   */
  holdAfterWords?: number;
  toolCalls?: Array<{ name: string; args: Record<string, unknown> }>;
}

/**
 * A conversation the model follows when the last user message contains `when`. Its n-th step
 * answers the n-th request of the turn: the number of tool-call rounds since that message
 * picks the step, so the script is stateless and parallel tests cannot disturb each other.
 * Scripted turns ignore the server's mode.
 */
export interface ModelScript {
  when: string;
  steps: ScriptedStep[];
}

type Messages = NonNullable<RecordedRequest['body']['messages']>;

/** The longest a held reply waits for its release, well inside the apps' model time-out. */
const HOLD_LIMIT_MS = 5_000;

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content
      .map((part) =>
        (part as { type?: string }).type === 'text' ? (part as { text: string }).text : '',
      )
      .join('');
  }
  return '';
}

function scriptedStep(scripts: readonly ModelScript[], body: RecordedRequest['body']) {
  const messages: Messages = body.messages ?? [];
  const lastUser = messages.findLastIndex((m) => m.role === 'user');
  if (lastUser === -1) return undefined;
  const question = textOf(messages[lastUser]!.content);
  const script = scripts.find((s) => question.includes(s.when));
  if (!script) return undefined;
  // Like a real model: offered no tools, it answers in words.
  if (!body.tools?.length) return script.steps.findLast((s) => !s.toolCalls) ?? { text: '' };
  const rounds = messages.slice(lastUser).filter((m) => m.role === 'assistant' && m.tool_calls);
  return script.steps[Math.min(rounds.length, script.steps.length - 1)];
}

/**
 * A local stand-in for an OpenAI-compatible server (Ollama, vLLM): streams chat completions
 * word by word, streams scripted tool calls as `tool_calls` deltas, or fails the way real
 * servers do: 401, a hang, a connection cut mid-stream. Every streamed answer ends with a
 * usage chunk, as OpenAI's `stream_options.include_usage` asks.
 */
export async function startFakeModelServer(
  reply = 'Here is how to do it.\n\n1. First step\n2. Second step\n3. Third step',
  port = 0,
) {
  const state = {
    mode: 'ok' as FakeModelMode,
    requests: [] as RecordedRequest[],
    scripts: [] as ModelScript[],
    /** Tokens reported for each answer. */
    usage: { prompt_tokens: 120, completion_tokens: 30 },
    held: [] as Array<() => void>,
    /** Sends the rest of every reply held half written. */
    releaseHeld() {
      for (const release of state.held.splice(0)) release();
    },
  };
  const sockets = new Set<Socket>();

  const server = http.createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = (raw ? JSON.parse(raw) : {}) as RecordedRequest['body'];
    state.requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
    const step = scriptedStep(state.scripts, body);

    if (!step && state.mode === 'unauthorized') {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ error: { message: 'Invalid API key', type: 'invalid_request_error' } }),
      );
      return;
    }
    if (!step && state.mode === 'hang') return; // never answers

    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const chunk = (payload: object) =>
      res.write(
        `data: ${JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion.chunk',
          created: Math.floor(Date.now() / 1000),
          model: 'fake',
          ...payload,
        })}\n\n`,
      );
    const send = (delta: object, finish: string | null = null) =>
      chunk({ choices: [{ index: 0, delta, finish_reason: finish }] });
    send({ role: 'assistant', content: '' });
    const text = step ? (step.text ?? '') : reply;
    for (const [index, word] of (text ? text.split(/(?<= )/) : []).entries()) {
      if (index === step?.holdAfterWords) {
        await new Promise<void>((resolve) => {
          state.held.push(resolve);
          setTimeout(resolve, HOLD_LIMIT_MS);
        });
      }
      send({ content: word });
      if (!step && state.mode === 'cut' && index === 2) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        req.socket.destroy(); // the model server dies mid-stream
        return;
      }
    }
    const calls = step?.toolCalls ?? [];
    for (const [index, call] of calls.entries()) {
      const args = JSON.stringify(call.args);
      const id = `call_${state.requests.length}_${index}`;
      // Like real servers: the name first, the arguments in pieces.
      send({
        tool_calls: [{ index, id, type: 'function', function: { name: call.name, arguments: '' } }],
      });
      const half = Math.ceil(args.length / 2);
      for (const piece of [args.slice(0, half), args.slice(half)]) {
        send({ tool_calls: [{ index, function: { arguments: piece } }] });
      }
    }
    send({}, calls.length > 0 ? 'tool_calls' : 'stop');
    chunk({
      choices: [],
      usage: {
        ...state.usage,
        total_tokens: state.usage.prompt_tokens + state.usage.completion_tokens,
      },
    });
    res.write('data: [DONE]\n\n');
    res.end();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${address.port}/v1`,
    state,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** An address where nothing listens: connections are refused at once. */
export async function refusedBaseUrl(): Promise<string> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return `http://127.0.0.1:${port}/v1`;
}

/** The app's settings for a model on the fake server, plus any overrides. */
export function fakeModelEnv(baseUrl: string, env: Record<string, string> = {}) {
  return {
    AI_PROVIDER: 'openai-compatible',
    OPENAI_BASE_URL: baseUrl,
    AI_MODEL: 'fake-model',
    ...env,
  };
}
