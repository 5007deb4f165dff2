import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface SourceRequestRecord {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** What a route answers: JSON `body`, or `raw` text as is, or nothing at all (`hang`). */
export interface FakeReply {
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
  raw?: string;
  hang?: boolean;
}

export type FakeRoutes = Record<string, (request: SourceRequestRecord) => FakeReply>;

/**
 * A local stand-in for an outside API (Reddit, YouTube, Unsplash, Pinterest): answers per
 * "METHOD /path" with canned replies shaped like the real ones, and records every request so
 * tests can check URLs, parameters and headers, and count calls.
 */
export async function startFakeSourceServer(routes: FakeRoutes) {
  const requests: SourceRequestRecord[] = [];
  const sockets = new Set<Socket>();

  const server = http.createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const url = new URL(req.url ?? '/', 'http://fake');
    const record = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
    };
    requests.push(record);
    const route = routes[`${record.method} ${record.path}`];
    const reply: FakeReply = route ? route(record) : { status: 404, body: { error: 'not found' } };
    if (reply.hang) return;
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
    res.end(reply.raw ?? JSON.stringify(reply.body ?? {}));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    routes,
    requests,
    /** How many requests reached `path`. */
    count: (path: string) => requests.filter((request) => request.path === path).length,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type FakeSourceServer = Awaited<ReturnType<typeof startFakeSourceServer>>;
