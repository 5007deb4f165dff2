import { request as httpRequest } from 'node:http';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/helpers/server/test-app';

// docs/api.md: request bodies over 1 MB answer 413, whether they declare their length or are
// sent in chunks; over the Node server, as production runs, not only through app.request().
const ROUTE = '/api/professional-leads';
const OVER_LIMIT = 1024 * 1024 + 1;

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let server: ServerType;
let port: number;
beforeAll(async () => {
  ctx = await createTestApp();
  server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await ctx.close();
});

/**
 * One POST on its own connection, the body written in `chunks` (Node sends them chunked unless
 * a Content-Length is given). The answer's status, once the server has answered: after a 413
 * the server may close the connection before reading the rest, which is not a failure here.
 */
function post(chunks: string[], headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: ROUTE,
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          origin: 'http://localhost:3000',
          ...headers,
        },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

const oversized = JSON.stringify({ full_name: 'x'.repeat(OVER_LIMIT) });

describe('the request body limit over the Node server', () => {
  it('refuses a body that declares more than 1 MB with a 413', async () => {
    const status = await post([oversized], {
      'content-length': String(Buffer.byteLength(oversized)),
    });
    expect(status).toBe(413);
  });

  it('refuses a chunked body that grows past 1 MB with a 413', async () => {
    const half = Math.ceil(oversized.length / 2);
    const status = await post([oversized.slice(0, half), oversized.slice(half)], {
      'transfer-encoding': 'chunked',
    });
    expect(status).toBe(413);
  });

  it('reads a body under the limit that declares its length', async () => {
    // Malformed JSON: a 400 shows the body was read and parsed, not refused for its size.
    const body = '{"full_name": ';
    const status = await post([body], { 'content-length': String(Buffer.byteLength(body)) });
    expect(status).toBe(400);
  });
});
