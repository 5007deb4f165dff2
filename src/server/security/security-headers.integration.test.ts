import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { createTestApp, jsonRequest } from '../../../tests/helpers/server/test-app';
import { authed, testOrigin } from '../../../tests/helpers/server/test-users';
import {
  createSecurityFixture,
  type SecurityFixture,
} from '../../../tests/helpers/server/security-fixture';

// docs/security.md: security headers on every response, whatever answered it.
let fx: SecurityFixture;
let site: ReturnType<typeof createApp>;
let server: ServerType;
let serverUrl: string;
beforeAll(async () => {
  // Pinterest configured, so its routes answer redirects too.
  fx = await createSecurityFixture({ PINTEREST_APP_ID: 'app', PINTEREST_APP_SECRET: 'secret' });
  site = createApp(fx.services, { webRoot: fakeWebBuild() });
  server = serve({ fetch: site.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  serverUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await fx.close();
});

type Send = (url: string, init?: RequestInit) => Response | Promise<Response>;

/**
 * Both ways a response leaves the app: Hono's own `app.request()` and the Node server, where
 * the headers are set on Node's response instead (security-headers.ts).
 */
const transports: [name: string, send: Send][] = [
  ['app.request', (url, init) => site.request(url, init)],
  ['the Node server', (url, init) => fetchOnce(`${serverUrl}${url}`, init)],
];

/**
 * After refusing an oversized body (413) the server closes that connection instead of reading
 * the rest; undici may already have picked it for the next request, which then fails before
 * the server saw it. Sending that request again is what a browser does.
 */
async function fetchOnce(url: string, init: RequestInit = {}) {
  const send = () => fetch(url, { redirect: 'manual', ...init });
  return send().catch((error: Error) => {
    if ((error.cause as { code?: string } | undefined)?.code !== 'UND_ERR_SOCKET') throw error;
    return send();
  });
}

/** A small build of the web app: pages, a hashed asset (with its .br), a root file. */
function fakeWebBuild() {
  const root = mkdtempSync(path.join(tmpdir(), 'fixwise-web-'));
  mkdirSync(path.join(root, 'assets'));
  const html =
    '<!doctype html><html><head><script type="module" src="/assets/app-a1.js"></script></head><body><div id="root"></div></body></html>';
  writeFileSync(path.join(root, 'index.html'), html);
  writeFileSync(path.join(root, 'shell.html'), html);
  writeFileSync(path.join(root, 'assets/app-a1.js'), 'console.log(1);');
  writeFileSync(path.join(root, 'assets/app-a1.js.br'), brotliCompressSync('console.log(1);'));
  writeFileSync(path.join(root, 'assets/app-a1.css'), 'body{}');
  writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *');
  return root;
}

/** The directives of a CSP header, by name; a missing fetch directive falls back to default-src. */
function directives(csp: string) {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

function expectSecurityHeaders(res: Response, what: string) {
  const csp = res.headers.get('content-security-policy');
  expect(csp, `${what}: CSP`).toBeTruthy();
  const policy = directives(csp!);
  const fetchDirective = (name: string) => policy.get(name) ?? policy.get('default-src');
  const scripts = fetchDirective('script-src');
  expect(scripts, `${what}: script-src`).toBeDefined();
  expect(scripts, `${what}: script-src`).not.toContain("'unsafe-inline'");
  expect(scripts, `${what}: script-src`).not.toContain("'unsafe-eval'");
  expect(scripts, `${what}: script-src`).not.toContain('*');
  expect(policy.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(["'none'"]);
  expect(fetchDirective('object-src'), `${what}: object-src`).toEqual(["'none'"]);
  expect(res.headers.get('x-content-type-options'), `${what}: nosniff`).toBe('nosniff');
  expect(res.headers.get('x-frame-options'), `${what}: X-Frame-Options`).toBe('DENY');
}

type Case = [name: string, status: number, send: (send: Send, round: number) => Promise<Response>];

// Thunks: the fixture's cookies exist only once beforeAll has run.
const get = (url: string, init?: RequestInit | (() => RequestInit)) => async (send: Send) =>
  send(url, typeof init === 'function' ? init() : init);
const asA =
  (init: RequestInit = {}) =>
  () =>
    authed(fx.a.cookie, init);

// prettier-ignore
const cases: Case[] = [
  ['API JSON 200', 200, get('/api/health')],
  ['API 201', 201, get('/api/conversations', asA(jsonRequest({ first_message: 'Hi' })))],
  ['API 204', 204, get('/api/pins/connection', asA({ method: 'DELETE' }))],
  ['API redirect', 302, get('/api/pins/connect', asA())],
  ['API 400', 400, get('/api/inspiration?limit=0')],
  ['API 400 malformed JSON', 400, get('/api/conversations', asA(jsonRequest('{')))],
  ['API 401', 401, get('/api/profile')],
  ['API 403 admin only', 403, get('/api/admin/professional-leads', asA())],
  ['API 403 cross-site', 403, get('/api/profile', { ...jsonRequest({ full_name: 'x' }), method: 'PATCH', headers: { origin: 'https://evil.example', 'content-type': 'application/json' } })],
  ['API 404', 404, get('/api/no-such-route')],
  ['API 413', 413, get('/api/conversations', asA(jsonRequest(`{"first_message":"${'x'.repeat(1_100_000)}"}`)))],
  ['API 429', 429, tooMany],
  ['better-auth JSON', 200, get('/api/auth/get-session', asA())],
  ['better-auth error', 401, get('/api/auth/sign-in/email', jsonRequest({ email: 'no@example.com', password: 'wrong-password' }, { headers: { origin: testOrigin } }))],
  ['admin CSV', 200, get('/api/admin/professional-leads.csv', () => authed(fx.admin.cookie))],
  ['upload GET', 200, async (send) => send(`/api/uploads/${fx.uploadId}`, authed(fx.a.cookie))],
  ['assistant SSE stream', 200, get('/api/assistant', asA(jsonRequest({ message: 'How do I fix a squeaky door?' }, { headers: { accept: 'text/event-stream' } })))],
  ['static asset', 200, get('/assets/app-a1.js')],
  ['static asset, brotli', 200, get('/assets/app-a1.js', { headers: { 'accept-encoding': 'br' } })],
  ['stylesheet', 200, get('/assets/app-a1.css')],
  ['root file', 200, get('/robots.txt')],
  ['home page', 200, get('/')],
  ['a page', 200, get('/dashboard')],
  ['404 page', 404, get('/no-such-page')],
  ['missing asset', 404, get('/assets/missing-zz.js')],
];

/** The waitlist's per-address limit, passed from one address: the sixth answers 429. */
async function tooMany(send: Send, round: number) {
  let res: Response | undefined;
  for (let attempt = 0; attempt < 6; attempt += 1) {
    res = await send(
      '/api/pro-connect/waitlist',
      jsonRequest(
        { email: `limit-${round}-${attempt}@example.com` },
        { headers: { 'x-forwarded-for': `10.44.0.${round + 1}` } },
      ),
    );
  }
  return res!;
}

describe.each(transports.map(([name, send], round) => ({ name, send, round })))(
  'security headers on every response, through $name',
  ({ send: transport, round }) => {
    it.each(cases)('%s (%i)', async (name, status, send) => {
      const res = await send(transport, round);
      expect(
        res.status,
        `${name}: ${await res
          .clone()
          .text()
          .then((t) => t.slice(0, 200))}`,
      ).toBe(status);
      expectSecurityHeaders(res, name);
      await res.arrayBuffer();
    });

    it('keeps the stream a stream', async () => {
      const res = await get(
        '/api/assistant',
        asA(jsonRequest({ message: 'Grout?' }, { headers: { accept: 'text/event-stream' } })),
      )(transport);
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(await res.text()).toContain('data-reply');
    });
  },
);

describe('security headers on answers', () => {
  it('of the API forbid loading anything, pages allow their own files only', async () => {
    const [api, page] = await Promise.all([site.request('/api/health'), site.request('/')]);
    expect(directives(api.headers.get('content-security-policy')!).get('default-src')).toEqual([
      "'none'",
    ]);
    expect(directives(page.headers.get('content-security-policy')!).get('default-src')).toEqual([
      "'self'",
    ]);
  });

  it('a 503 from a database that no longer answers', async () => {
    const gone = await createTestApp();
    await gone.database.close();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await gone.app.request('/api/health');
      expect(res.status).toBe(503);
      expectSecurityHeaders(res, '503');
    } finally {
      errors.mockRestore();
    }
  });
});
