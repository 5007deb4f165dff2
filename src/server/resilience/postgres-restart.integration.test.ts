import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase } from '../../../tests/helpers/server/test-database';
import {
  openSocket,
  startTestServer,
  type TestSocket,
} from '../../../tests/helpers/server/realtime-test-kit';
import { jsonRequest } from '../../../tests/helpers/server/test-app';
import { authed, signUpUser, testOrigin } from '../../../tests/helpers/server/test-users';
import {
  startConversationTraffic,
  waitUntil,
} from '../../../tests/helpers/server/conversation-traffic';
import {
  captureErrorLog,
  lostWrites,
  outageSummary,
  recoveredSince,
  unacceptable,
} from '../../../tests/helpers/server/outage-checks';
import {
  canRestartLocalPostgres,
  restartLocalPostgres,
  waitForOtherTestsToFinish,
} from '../../../tests/helpers/server/postgres-restart';

/*
 * The database goes away under load and comes back: PostgreSQL (the local cluster only, see
 * canRestartLocalPostgres) is restarted while one user keeps creating and listing
 * conversations. The app itself is never restarted. database-outage.integration.test.ts proves
 * the same through a cut proxy wherever TEST_DATABASE_URL is set, without touching the server.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const restartable = canRestartLocalPostgres(serverUrl);

const HUNG_AFTER_MS = 5_000;
const RECOVERY_TIMEOUT_MS = 20_000;

let database: Awaited<ReturnType<typeof createEmptyDatabase>> | undefined;
let ctx: Awaited<ReturnType<typeof startTestServer>> | undefined;
let socket: TestSocket | undefined;

beforeAll(async () => {
  if (!restartable) return;
  database = await createEmptyDatabase(serverUrl!);
  // The traffic writes thousands of conversations for a few users; the hourly throttle on new
  // conversations has its own test.
  ctx = await startTestServer({ DATABASE_URL: database.url, CONVERSATIONS_PER_HOUR: '100000' });
});

afterAll(async () => {
  socket?.ws.terminate();
  await ctx?.close();
  await database?.drop();
});

describe('PostgreSQL restarted while requests flow', () => {
  it.skipIf(!restartable)(
    'answers 503 during the outage, recovers on its own, and loses no acknowledged write',
    async () => {
      const user = await signUpUser(ctx!.app);
      const ownDatabase = new URL(database!.url).pathname.slice(1);
      if (!(await waitForOtherTestsToFinish(serverUrl!, ownDatabase, 120_000))) {
        console.warn('restarting PostgreSQL while other test files still use it');
      }
      socket = await openSocket(ctx!.socketUrl, { origin: testOrigin, cookie: user.cookie });

      const errorLog = captureErrorLog();
      const traffic = startConversationTraffic({
        base: `http://127.0.0.1:${ctx!.server.port}`,
        cookie: user.cookie,
        loops: 4,
        requestTimeoutMs: HUNG_AFTER_MS,
        maxRequestsPerLoop: 3_000,
        maxDurationMs: 90_000,
        pauseMs: 20,
      });
      try {
        const created = () => traffic.outcomes.filter((o) => o.status === 201).length;
        expect(await waitUntil(() => created() >= 10, 10_000)).toBe(true);

        const restartMs = await restartLocalPostgres(60_000);
        const restartedAt = traffic.elapsedMs();
        const recovered = await waitUntil(
          () => recoveredSince(traffic.outcomes, restartedAt),
          RECOVERY_TIMEOUT_MS,
        );
        const outcomes = await traffic.stop();
        console.log(outageSummary(`restart (${Math.round(restartMs)} ms)`, outcomes));

        expect(unacceptable(outcomes), errorLog.text()).toEqual([]);
        expect(Math.max(...outcomes.map((o) => o.ms))).toBeLessThan(HUNG_AFTER_MS);
        // The outage really met traffic, or this test proved nothing.
        expect(outcomes.some((o) => o.status === 503)).toBe(true);
        expect(recovered).toBe(true);
        expect(await lostWrites(outcomes, database!.query)).toEqual([]);
      } finally {
        await traffic.stop();
        errorLog.restore();
      }

      // The LISTEN connection came back by itself: clients were told to resync, and live
      // events flow again.
      await socket.next('resync', () => true, RECOVERY_TIMEOUT_MS);
      const after = await ctx!.app.request(
        '/api/conversations',
        authed(user.cookie, jsonRequest({ first_message: 'After the restart' })),
      );
      expect(after.status).toBe(201);
      const { id } = (await after.json()) as { id: string };
      await socket.next('conversation.created', (m) => m.conversation.id === id);
      expect((await ctx!.app.request('/api/health')).status).toBe(200);
    },
    240_000,
  );
});
