import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase } from '../../../tests/helpers/server/test-database';
import {
  openSocket,
  sleep,
  startTestServer,
  type TestSocket,
} from '../../../tests/helpers/server/realtime-test-kit';
import { jsonRequest } from '../../../tests/helpers/server/test-app';
import { authed, signUpUser, testOrigin } from '../../../tests/helpers/server/test-users';
import {
  startConversationTraffic,
  waitUntil,
} from '../../../tests/helpers/server/conversation-traffic';
import { startDatabaseProxy } from '../../../tests/helpers/server/database-proxy';
import {
  captureErrorLog,
  lostWrites,
  outageSummary,
  recoveredSince,
  unacceptable,
} from '../../../tests/helpers/server/outage-checks';

/*
 * The database becomes unreachable for a while under load, without restarting PostgreSQL: the
 * app reaches it through a proxy that drops every connection and refuses new ones, then comes
 * back. Runs wherever TEST_DATABASE_URL is set (CI's service container too) and disturbs no
 * other test; postgres-restart.integration.test.ts does the real restart on a local server.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

const HUNG_AFTER_MS = 5_000;
const OUTAGE_MS = 2_000;
const RECOVERY_TIMEOUT_MS = 20_000;

let database: Awaited<ReturnType<typeof createEmptyDatabase>> | undefined;
let proxy: Awaited<ReturnType<typeof startDatabaseProxy>> | undefined;
let ctx: Awaited<ReturnType<typeof startTestServer>> | undefined;
let socket: TestSocket | undefined;

beforeAll(async () => {
  if (!serverUrl) return;
  database = await createEmptyDatabase(serverUrl);
  proxy = await startDatabaseProxy(database.url);
  ctx = await startTestServer({ DATABASE_URL: proxy.url });
});

afterAll(async () => {
  socket?.ws.terminate();
  await ctx?.close();
  await proxy?.close();
  await database?.drop();
});

describe('the database out of reach while requests flow', () => {
  it.skipIf(!serverUrl)(
    'answers 503 while it is gone, recovers on its own, and loses no acknowledged write',
    async () => {
      const user = await signUpUser(ctx!.app);
      socket = await openSocket(ctx!.socketUrl, { origin: testOrigin, cookie: user.cookie });

      const errorLog = captureErrorLog();
      const traffic = startConversationTraffic({
        base: `http://127.0.0.1:${ctx!.server.port}`,
        cookie: user.cookie,
        loops: 4,
        requestTimeoutMs: HUNG_AFTER_MS,
        maxRequestsPerLoop: 3_000,
        maxDurationMs: 60_000,
        pauseMs: 20,
      });
      try {
        const created = () => traffic.outcomes.filter((o) => o.status === 201).length;
        expect(await waitUntil(() => created() >= 10, 10_000)).toBe(true);

        await proxy!.cut();
        await sleep(OUTAGE_MS);
        await proxy!.restore();
        const restoredAt = traffic.elapsedMs();
        const recovered = await waitUntil(
          () => recoveredSince(traffic.outcomes, restoredAt),
          RECOVERY_TIMEOUT_MS,
        );
        const outcomes = await traffic.stop();
        console.log(outageSummary(`database out of reach for ${OUTAGE_MS} ms`, outcomes));

        expect(unacceptable(outcomes), errorLog.text()).toEqual([]);
        expect(Math.max(...outcomes.map((o) => o.ms))).toBeLessThan(HUNG_AFTER_MS);
        expect(outcomes.some((o) => o.status === 503)).toBe(true);
        expect(recovered).toBe(true);
        expect(await lostWrites(outcomes, database!.query)).toEqual([]);
      } finally {
        await traffic.stop();
        errorLog.restore();
      }

      // The LISTEN connection went through the proxy too: it reconnected and asked for a resync.
      await socket.next('resync', () => true, RECOVERY_TIMEOUT_MS);
      const after = await ctx!.app.request(
        '/api/conversations',
        authed(user.cookie, jsonRequest({ first_message: 'After the outage' })),
      );
      expect(after.status).toBe(201);
      const { id } = (await after.json()) as { id: string };
      await socket.next('conversation.created', (m) => m.conversation.id === id);
    },
    120_000,
  );
});
