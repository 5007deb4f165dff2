import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PinterestRequest {
  method: string;
  /** Path and query as received, e.g. `/v5/search/pins?query=shelves`. */
  url: string;
  authorization: string | undefined;
  body: string;
}

type Reply = { status: number; body: unknown };

const pin = (id: string, title: string, extra: object = {}) => ({
  id,
  title,
  description: `${title}, step by step.`,
  board_id: 'b1',
  media: {
    media_type: 'image',
    images: { '600x': { url: `https://i.pinimg.com/600x/${id}.jpg` } },
  },
  ...extra,
});

/** Default answers of Pinterest API v5, keyed by `METHOD path` (without the query). */
function defaults(): Record<string, Reply> {
  return {
    'POST /v5/oauth/token': {
      status: 200,
      body: {
        access_token: 'pina_user_token',
        refresh_token: 'pinr_user_refresh',
        expires_in: 2_592_000,
        scope: 'boards:read,boards:write,pins:read,pins:write',
        token_type: 'bearer',
      },
    },
    'GET /v5/search/pins': {
      status: 200,
      body: {
        items: [
          pin('111', 'Kitchen shelves', { link: 'https://example.com/shelves' }),
          pin('222', 'Pantry labels', { link: 'javascript:alert(1)' }),
          { id: '333', title: 'No picture' },
        ],
        bookmark: null,
      },
    },
    'GET /v5/boards': {
      status: 200,
      body: {
        items: [
          { id: 'b1', name: 'Kitchen' },
          { id: 'b2', name: 'Garden' },
        ],
        bookmark: null,
      },
    },
    'POST /v5/boards': { status: 201, body: { id: 'b3', name: 'Workshop', privacy: 'PUBLIC' } },
    'POST /v5/pins': { status: 201, body: { id: '999', title: 'Saved' } },
  };
}

/** A local stand-in for api.pinterest.com: records every request and answers canned replies. */
export async function startFakePinterest() {
  const state = { requests: [] as PinterestRequest[], replies: defaults() };
  const server = http.createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const url = req.url ?? '';
    state.requests.push({
      method: req.method ?? 'GET',
      url,
      authorization: req.headers.authorization,
      body,
    });
    const reply = state.replies[`${req.method} ${url.split('?')[0]}`] ?? {
      status: 404,
      body: { code: 404, message: 'Not found' },
    };
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    apiUrl: `http://127.0.0.1:${port}/v5`,
    oauthUrl: `http://127.0.0.1:${port}/oauth/`,
    /** Answers `key` (e.g. `GET /v5/search/pins`) with this status and body from now on. */
    reply(key: string, status: number, body: unknown = { code: status, message: 'fake' }) {
      state.replies[key] = { status, body };
    },
    reset() {
      state.requests.length = 0;
      state.replies = defaults();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
