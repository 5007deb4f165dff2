import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonRequest } from '../../../tests/helpers/server/test-app';
import { authed, signUpUser } from '../../../tests/helpers/server/test-users';
import { captureErrorLog } from '../../../tests/helpers/server/outage-checks';

/*
 * The smallest outage, on whichever database the suite runs (the embedded one by default): the app's
 * database handle is closed under it. Session lookups inside better-auth swallow the driver's
 * error, so only asking the database tells an outage from a bug; every route must still say
 * 503 with a message. The live outages are database-outage and postgres-restart.
 */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ cookie } = await signUpUser(ctx.app));
  await ctx.database.close();
});
// Closed already (on PostgreSQL that also dropped the test database); closing twice may throw.
afterAll(() => ctx.close().catch(() => {}));

const requests: Array<[string, string, RequestInit]> = [
  ['a signed-in read', '/api/conversations', {}],
  ['a signed-in write', '/api/conversations', jsonRequest({ first_message: 'Fix a gate' })],
  ['a session check', '/api/auth/get-session', {}],
  ['a readiness check', '/api/health', {}],
];

describe('a database that no longer answers', () => {
  it.each(requests)('answers %s with 503 and a JSON message', async (_, path, init) => {
    const errorLog = captureErrorLog();
    try {
      const res = await ctx.app.request(path, authed(cookie, init));
      expect(res.status, errorLog.text()).toBe(503);
      expect(await res.json()).toEqual({ error: expect.stringMatching(/try again/i) });
    } finally {
      errorLog.restore();
    }
  });
});
