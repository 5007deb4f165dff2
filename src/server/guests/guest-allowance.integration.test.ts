import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/helpers/server/test-app';
import { cookiesFrom } from '../../../tests/helpers/server/test-users';
import { createGuestAllowance, type GuestIdentity } from './guest-allowance';
import { GUEST_COOKIE } from './guest-cookie';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

// Each guest its own address, in another range than the fixed ones the per-address tests use:
// a random one could land on theirs and use up their cap.
let guests = 0;
const guest = (overrides: Partial<GuestIdentity> = {}): GuestIdentity => ({
  sessionId: randomUUID(),
  cookieId: randomUUID(),
  address: `203.0.113.${(guests += 1)}`,
  ...overrides,
});

describe('guest allowance', () => {
  it('allows 3 questions, counting down, then refuses', async () => {
    const allowance = createGuestAllowance(ctx.database.db, { dailyCapPerAddress: 20 });
    const who = guest();
    const verdicts = [];
    for (let i = 0; i < 4; i += 1) verdicts.push(await allowance.consume(who));
    expect(verdicts).toEqual([
      { allowed: true, remaining: 2 },
      { allowed: true, remaining: 1 },
      { allowed: true, remaining: 0 },
      { allowed: false, remaining: 0 },
    ]);
    expect(await allowance.remaining(who)).toBe(0);
  });

  it('holds when the guest session id changes but the cookie stays', async () => {
    const allowance = createGuestAllowance(ctx.database.db, { dailyCapPerAddress: 20 });
    const cookieId = randomUUID();
    const address = '192.0.2.10';
    for (let i = 0; i < 3; i += 1) {
      expect((await allowance.consume(guest({ cookieId, address }))).allowed).toBe(true);
    }
    const fresh = guest({ cookieId, address });
    expect(await allowance.consume(fresh)).toEqual({ allowed: false, remaining: 0 });
    expect(await allowance.remaining(fresh)).toBe(0);
  });

  it('caps an address per day even with new ids and cookies', async () => {
    const allowance = createGuestAllowance(ctx.database.db, { dailyCapPerAddress: 5 });
    const address = '192.0.2.20';
    const results = [];
    for (let i = 0; i < 7; i += 1)
      results.push((await allowance.consume(guest({ address }))).allowed);
    expect(results).toEqual([true, true, true, true, true, false, false]);
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    expect((await allowance.consume(guest({ address }), tomorrow)).allowed).toBe(true);
  });

  it('grants exactly 3 when 10 requests race', async () => {
    const allowance = createGuestAllowance(ctx.database.db, { dailyCapPerAddress: 20 });
    const who = guest();
    const verdicts = await Promise.all(Array.from({ length: 10 }, () => allowance.consume(who)));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(3);
    expect(await allowance.remaining(who)).toBe(0);
  });

  it('gives a question back on refund', async () => {
    const allowance = createGuestAllowance(ctx.database.db, { dailyCapPerAddress: 20 });
    const who = guest();
    await allowance.consume(who);
    await allowance.refund(who);
    expect(await allowance.remaining(who)).toBe(3);
  });
});

describe('GET /api/guest/allowance', () => {
  it('issues a signed httpOnly guest cookie and reports the remaining questions', async () => {
    const sessionId = randomUUID();
    const first = await ctx.app.request(`/api/guest/allowance?guestSessionId=${sessionId}`);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ remaining: 3, limit: 3 });
    const setCookie = first.headers.get('set-cookie') ?? '';
    expect(setCookie).toContain(`${GUEST_COOKIE}=`);
    expect(setCookie).toMatch(/HttpOnly/i);

    // Spend the questions of this cookie, then ask with a brand-new session id.
    const cookie = cookiesFrom(first);
    const cookieId = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
    for (let i = 0; i < 3; i += 1) {
      await ctx.services.guests.consume({ sessionId, cookieId, address: 'local' });
    }
    const again = await ctx.app.request(`/api/guest/allowance?guestSessionId=${randomUUID()}`, {
      headers: { cookie },
    });
    expect(await again.json()).toEqual({ remaining: 0, limit: 3 });
  });

  it('ignores a forged cookie and refuses a malformed id', async () => {
    const forged = await ctx.app.request(`/api/guest/allowance?guestSessionId=${randomUUID()}`, {
      headers: { cookie: `${GUEST_COOKIE}=someone-else.fake-signature` },
    });
    expect(forged.headers.get('set-cookie')).toContain(`${GUEST_COOKIE}=`);
    const bad = await ctx.app.request('/api/guest/allowance?guestSessionId=not-a-uuid');
    expect(bad.status).toBe(400);
  });
});
