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
    messages?: Array<{ role: string; content: unknown }>;
  };
}

/**
 * A local stand-in for an OpenAI-compatible server (Ollama, vLLM): streams chat completions
 * word by word, or fails the way real servers do: 401, a hang, a connection cut mid-stream.
 */
export async function startFakeModelServer(
  reply = 'Here is how to do it.\n\n1. First step\n2. Second step\n3. Third step',
  port = 0,
) {
  const state = { mode: 'ok' as FakeModelMode, requests: [] as RecordedRequest[] };
  const sockets = new Set<Socket>();

  const server = http.createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    state.requests.push({
      path: req.url ?? '',
      authorization: req.headers.authorization,
      body: raw ? JSON.parse(raw) : {},
    });

    if (state.mode === 'unauthorized') {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ error: { message: 'Invalid API key', type: 'invalid_request_error' } }),
      );
      return;
    }
    if (state.mode === 'hang') return; // never answers

    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const words = reply.split(/(?<= )/);
    const send = (delta: object, finish: string | null = null) =>
      res.write(
        `data: ${JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion.chunk',
          created: Math.floor(Date.now() / 1000),
          model: 'fake',
          choices: [{ index: 0, delta, finish_reason: finish }],
        })}\n\n`,
      );
    send({ role: 'assistant', content: '' });
    for (const [index, word] of words.entries()) {
      send({ content: word });
      if (state.mode === 'cut' && index === 2) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        req.socket.destroy(); // the model server dies mid-stream
        return;
      }
    }
    send({}, 'stop');
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
