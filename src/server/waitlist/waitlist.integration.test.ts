import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proConnectWaitlist } from '../db/schema';
import { createTestApp, jsonRequest } from '../../../tests/helpers/server/test-app';
import { waitlistRateLimit } from './waitlist-routes';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let address = 0;
function join(body: unknown, ip = `203.0.113.${++address}`) {
  return ctx.app.request(
    '/api/pro-connect/waitlist',
    jsonRequest(body, { headers: { 'x-forwarded-for': ip } }),
  );
}

describe('POST /api/pro-connect/waitlist', () => {
  it('stores an address once and answers 201 for a repeat too', async () => {
    const first = await join({
      email: 'Pat@Example.com',
      professional: 'Sarah Chen',
      session_type: 'video',
    });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ ok: true });
    const again = await join({ email: ' pat@example.com ' });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ ok: true });

    const rows = await ctx.database.db.select().from(proConnectWaitlist);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: 'pat@example.com',
      professional: 'Sarah Chen',
      sessionType: 'video',
    });
  });

  it('accepts an e-mail alone', async () => {
    expect((await join({ email: 'solo@example.com' })).status).toBe(201);
  });

  it.each([
    ['a missing e-mail', {}, 'email'],
    ['a malformed e-mail', { email: 'nope' }, 'email'],
    ['an unknown session type', { email: 'a@example.com', session_type: 'sms' }, 'session_type'],
    [
      'a long professional',
      { email: 'a@example.com', professional: 'x'.repeat(500) },
      'professional',
    ],
  ])('refuses %s with a 400 naming the field', async (_case, body, field) => {
    const res = await join(body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(new RegExp(`^${field}: `));
  });

  it('answers 429 once an address has used its allowance', async () => {
    const ip = '192.0.2.50';
    for (let i = 0; i < waitlistRateLimit.limit; i += 1) {
      expect((await join({ email: `n${i}@example.com` }, ip)).status).toBe(201);
    }
    expect((await join({ email: 'late@example.com' }, ip)).status).toBe(429);
  });
});
