import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * An OpenAI-compatible model server in a process of its own, so a test can kill it (SIGKILL)
 * while it streams. It sends one word every WORD_DELAY_MS, slowly enough to be caught mid-reply,
 * prints `port <n>` once listening, and exits on its own after LIFETIME_MS in case nobody kills it.
 */
const WORD_DELAY_MS = 40;
const LIFETIME_MS = 60_000;
const reply = Array.from({ length: 60 }, (_, i) => `word${i} `);

const chunk = (delta: object, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-slow',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: 'slow',
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;

const server = http.createServer(async (req, res) => {
  for await (const _ of req); // the request body is not needed, only consumed
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.write(chunk({ role: 'assistant', content: '' }));
  for (const word of reply) {
    if (res.destroyed) return;
    res.write(chunk({ content: word }));
    await new Promise((resolve) => setTimeout(resolve, WORD_DELAY_MS));
  }
  res.write(chunk({}, 'stop'));
  res.end('data: [DONE]\n\n');
});

server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`port ${(server.address() as AddressInfo).port}\n`);
});
setTimeout(() => process.exit(0), LIFETIME_MS).unref();
