import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonRequest } from '../../../tests/helpers/server/test-app';
import { authed, signUpUser, testOrigin } from '../../../tests/helpers/server/test-users';
import { createEmptyDatabase } from '../../../tests/helpers/server/test-database';
import {
  openSocket,
  startTestServer,
  type TestSocket,
} from '../../../tests/helpers/server/realtime-test-kit';

const serverUrl = process.env.TEST_DATABASE_URL;
const needsPostgres = it.skipIf(!serverUrl);

let database: Awaited<ReturnType<typeof createEmptyDatabase>> | undefined;
let instanceA: Awaited<ReturnType<typeof startTestServer>> | undefined;
let instanceB: Awaited<ReturnType<typeof startTestServer>> | undefined;
let cookie: string;
let socketOnB: TestSocket;

const createConversation = (firstMessage: string) =>
  instanceA!.app.request(
    '/api/conversations',
    authed(cookie, jsonRequest({ first_message: firstMessage })),
  );

beforeAll(async () => {
  if (!serverUrl) return;
  database = await createEmptyDatabase(serverUrl);
  instanceA = await startTestServer({ DATABASE_URL: database.url });
  instanceB = await startTestServer({ DATABASE_URL: database.url });
  ({ cookie } = await signUpUser(instanceA.app));
  socketOnB = await openSocket(instanceB.socketUrl, { origin: testOrigin, cookie });
});

afterAll(async () => {
  await instanceA?.close();
  await instanceB?.close();
  await database?.drop();
});

describe('two instances on one PostgreSQL (LISTEN/NOTIFY)', () => {
  needsPostgres('delivers a change made through instance A to a socket on instance B', async () => {
    const res = await createConversation('Replace a bathroom fan');
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const event = await socketOnB.next('conversation.created', (m) => m.conversation.id === id);
    expect(event.conversation.first_message).toBe('Replace a bathroom fan');
    expect(event).not.toHaveProperty('truncated');
  });

  needsPostgres('cuts a first message too big for NOTIFY and marks the event', async () => {
    // 4000 two-byte characters: 8000 bytes, over PostgreSQL's payload limit on their own.
    const res = await createConversation('ü'.repeat(4_000));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const event = await socketOnB.next('conversation.created', (m) => m.conversation.id === id);
    expect(event.truncated).toBe(true);
    expect(event.conversation.first_message.length).toBeLessThan(4_000);
  });

  needsPostgres(
    'reconnects a dropped listener, asks clients to resync, and carries on',
    async () => {
      const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        const killed = await database!.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
        );
        expect(killed.rowCount).toBe(2);
        await socketOnB.next('resync', () => true, 10_000);

        const res = await createConversation('Seal a drafty window');
        const { id } = (await res.json()) as { id: string };
        await socketOnB.next('conversation.created', (m) => m.conversation.id === id);
      } finally {
        quiet.mockRestore();
      }
    },
  );

  needsPostgres(
    'closes a socket on instance B at once when its session ends through A',
    async () => {
      const { cookie: other } = await signUpUser(instanceA!.app);
      const socket = await openSocket(instanceB!.socketUrl, { origin: testOrigin, cookie: other });
      const signOut = await instanceA!.app.request(
        '/api/auth/sign-out',
        authed(other, jsonRequest({})),
      );
      expect(signOut.status).toBe(200);
      expect(await socket.closed).toEqual({ code: 4401, reason: 'session ended' });
    },
  );
});
