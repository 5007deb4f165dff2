import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase } from '../../../tests/helpers/server/test-database';
import { startTestServer } from '../../../tests/helpers/server/realtime-test-kit';
import { jsonRequest } from '../../../tests/helpers/server/test-app';
import { authed, signUpUser, testOrigin } from '../../../tests/helpers/server/test-users';
import { runConcurrently, statusCounts, timedFetch, timingLine, type Outcome } from './load-kit';

/*
 * Many requests at once against one real server: 200 sign-ins for 20 accounts and 500 reads of
 * the conversation list. The proof is "no 5xx, every answer right"; the timings are printed for
 * the record, not asserted (docs/decisions/0013-budgets-are-measured-by-the-bench-not-asserted.md).
 */
const serverUrl = process.env.TEST_DATABASE_URL;

const USERS = 20;
const CONVERSATIONS_PER_USER = 3;
const SIGN_INS = 200;
const READS = 500;
// Every request is in flight at once; the cap only keeps the client side finite.
const MAX_IN_FLIGHT = 500;
// Each sign-in costs one scrypt hash (~160 ms of CPU on this project's 2-core machine): 200 of
// them take 12-45 s there, depending on what else runs. Generous, but still a bound.
const REQUEST_TIMEOUT_MS = 150_000;
const TEST_TIMEOUT_MS = 200_000;

const targets = [
  { name: 'default', skip: false },
  { name: 'postgres', skip: !serverUrl },
] as const;

describe.each(targets)('load on $name', ({ name, skip }) => {
  let database: Awaited<ReturnType<typeof createEmptyDatabase>> | undefined;
  let ctx: Awaited<ReturnType<typeof startTestServer>>;
  let users: Array<Awaited<ReturnType<typeof signUpUser>>> = [];

  beforeAll(async () => {
    if (skip) return;
    if (name === 'postgres') database = await createEmptyDatabase(serverUrl!);
    ctx = await startTestServer({
      // Sign-ins come from 50 addresses through a proxy we trust, like a real load balancer;
      // the limit is raised so this test measures the server, not the per-address limiter
      // (which http/rate-limit.integration.test.ts covers).
      TRUST_PROXY: 'true',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      // Opening a pooled PostgreSQL connection hashes its SCRAM password on libuv's thread
      // pool, behind the 200 scrypt hashes of the sign-ins; on a busy machine that wait alone
      // can pass the 10 s default and fail a request that a patient user would have received.
      DATABASE_TIMEOUT_MS: '60000',
      ...(database && { DATABASE_URL: database.url }),
    });
    users = [];
    for (let i = 0; i < USERS; i += 1) users.push(await signUpUser(ctx.app));
    for (const user of users) {
      for (let i = 0; i < CONVERSATIONS_PER_USER; i += 1) {
        const res = await ctx.app.request(
          '/api/conversations',
          authed(user.cookie, jsonRequest({ first_message: `Project ${i} of ${user.email}` })),
        );
        expect(res.status).toBe(201);
      }
    }
  }, 120_000);

  afterAll(async () => {
    await ctx?.close();
    await database?.drop();
  });

  const base = () => `http://127.0.0.1:${ctx.server.port}`;
  const report = (label: string, outcomes: Outcome[]) =>
    console.log(timingLine(`${label} on ${name}`, outcomes), statusCounts(outcomes));

  it.skipIf(skip)(
    `signs in ${SIGN_INS} times at once without a 5xx`,
    async () => {
      const outcomes = await runConcurrently(SIGN_INS, MAX_IN_FLIGHT, (index) => {
        const user = users[index % USERS]!;
        return timedFetch(
          `${base()}/api/auth/sign-in/email`,
          jsonRequest(
            { email: user.email, password: user.password },
            { headers: { origin: testOrigin, 'x-forwarded-for': `203.0.113.${index % 50}` } },
          ),
          REQUEST_TIMEOUT_MS,
        );
      });
      report('sign-in', outcomes);
      expect(statusCounts(outcomes)).toEqual({ 200: SIGN_INS });
      for (const [index, outcome] of outcomes.entries()) {
        expect(outcome.body).toMatchObject({ user: { email: users[index % USERS]!.email } });
      }
    },
    TEST_TIMEOUT_MS,
  );

  it.skipIf(skip)(
    `serves ${READS} conversation lists at once, each only its owner's`,
    async () => {
      // The accounts' sign-up sessions, read round-robin.
      const outcomes = await runConcurrently(READS, MAX_IN_FLIGHT, (index) =>
        timedFetch(
          `${base()}/api/conversations`,
          authed(users[index % USERS]!.cookie),
          REQUEST_TIMEOUT_MS,
        ),
      );
      report('GET /api/conversations', outcomes);
      expect(statusCounts(outcomes)).toEqual({ 200: READS });
      for (const [index, outcome] of outcomes.entries()) {
        const rows = outcome.body as Array<{ user_id: string }>;
        expect(rows).toHaveLength(CONVERSATIONS_PER_USER);
        expect(new Set(rows.map((row) => row.user_id))).toEqual(
          new Set([users[index % USERS]!.id]),
        );
      }
    },
    TEST_TIMEOUT_MS,
  );
});
