import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, jsonRequest } from '../../../tests/helpers/server/test-app';
import { clientErrorLine, clientErrorRateLimit } from './client-error-routes';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let address = 0;
function report(body: unknown, ip = `203.0.113.${++address}`) {
  return ctx.app.request(
    '/api/client-errors',
    jsonRequest(body, { headers: { 'x-forwarded-for': ip } }),
  );
}

const valid = {
  kind: 'chunk-load',
  message: 'Failed to fetch dynamically imported module: /assets/explore-abc.js',
  path: '/explore',
};

describe('POST /api/client-errors', () => {
  it('answers 204 and writes one line to the server log', async () => {
    const written: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    try {
      const res = await report(valid);
      expect(res.status).toBe(204);
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      spy.mockRestore();
    }
    expect(written.join('')).toContain(
      'client-error chunk-load /explore "Failed to fetch dynamically imported module: /assets/explore-abc.js"',
    );
  });

  it.each([
    ['an unknown kind', { ...valid, kind: 'crash' }, 'kind'],
    ['a missing message', { kind: 'render', path: '/' }, 'message'],
    ['a long message', { ...valid, message: 'x'.repeat(501) }, 'message'],
    ['a full address instead of a path', { ...valid, path: 'https://evil.example/' }, 'path'],
    ['a protocol-relative path', { ...valid, path: '//evil.example/' }, 'path'],
  ])('refuses %s with a 400 naming the field', async (_case, body, field) => {
    const res = await report(body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(new RegExp(`^${field}: `));
  });

  it('refuses malformed JSON with a 400 and a large body with a 413', async () => {
    expect((await report('{"kind":')).status).toBe(400);
    const large = await report({ ...valid, message: 'x'.repeat(20_000) });
    expect(large.status).toBe(413);
  });

  it('answers 429 once an address has used its allowance', async () => {
    const ip = '192.0.2.60';
    for (let i = 0; i < clientErrorRateLimit.limit; i += 1) {
      expect((await report(valid, ip)).status).toBe(204);
    }
    expect((await report(valid, ip)).status).toBe(429);
  });
});

describe('clientErrorLine', () => {
  it('keeps a report on one line, whatever it carries', () => {
    const line = clientErrorLine({
      kind: 'render',
      path: '/a\nGET /api/forged 200',
      message: 'boom\r\nGET /api/forged 200 1ms',
    });
    expect(line).not.toMatch(/[\r\n]/);
    expect(line).toBe('client-error render /a GET /api/forged 200 "boom GET /api/forged 200 1ms"');
  });
});
