import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase } from '../../../tests/helpers/server/test-database';
import {
  openSocket,
  startTestServer,
  type TestSocket,
} from '../../../tests/helpers/server/realtime-test-kit';
import { jsonRequest } from '../../../tests/helpers/server/test-app';
import {
  authed,
  cookiesFrom,
  signUpUser,
  testOrigin,
} from '../../../tests/helpers/server/test-users';
import { statusCounts, timedFetch } from './load-kit';

/*
 * Two app instances behind one PostgreSQL, as in production scale-out (README.md#architecture).
 * Already covered elsewhere and not repeated here:
 *  - a conversation created through instance A reaching a `ws` client on instance B, a NOTIFY
 *    payload too large, and a killed LISTEN connection: realtime/realtime-cluster.integration.test.ts
 *  - 10 racing `consume` calls on one database: guests/guest-allowance.integration.test.ts
 * This file adds the guest race over HTTP across instances and an assistant message crossing over.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const needsPostgres = it.skipIf(!serverUrl);

type Instance = Awaited<ReturnType<typeof startTestServer>>;
let database: Awaited<ReturnType<typeof createEmptyDatabase>> | undefined;
let instanceA: Instance | undefined;
let instanceB: Instance | undefined;
// One instance on a database of its own, so the HTTP race runs without TEST_DATABASE_URL too.
let single: Instance;

const env = { BUILTIN_STREAM_DELAY_MS: '0' };

beforeAll(async () => {
  single = await startTestServer(env);
  if (!serverUrl) return;
  database = await createEmptyDatabase(serverUrl);
  // One after the other: each migrates the shared database on start, as a rollout would.
  instanceA = await startTestServer({ ...env, DATABASE_URL: database.url });
  instanceB = await startTestServer({ ...env, DATABASE_URL: database.url });
});

afterAll(async () => {
  await single?.close();
  await instanceA?.close();
  await instanceB?.close();
  await database?.drop();
});

const baseOf = (instance: Instance) => `http://127.0.0.1:${instance.server.port}`;

/**
 * One guest (same session id, same signed cookie from the first instance) asks 10 questions at
 * once, spread round-robin over `instances`; returns the outcomes and the guest's identity.
 */
async function raceGuestQuestions(instances: Instance[]) {
  const guestSessionId = randomUUID();
  const allowance = await fetch(
    `${baseOf(instances[0]!)}/api/guest/allowance?guestSessionId=${guestSessionId}`,
  );
  expect(allowance.status).toBe(200);
  const cookie = cookiesFrom(allowance);
  expect(cookie).toContain('fixwise_guest=');

  const outcomes = await Promise.all(
    Array.from({ length: 10 }, (_, index) =>
      timedFetch(
        `${baseOf(instances[index % instances.length]!)}/api/assistant`,
        jsonRequest(
          { message: `How do I patch drywall? (${index})`, guestSessionId },
          { headers: { accept: 'application/json', cookie } },
        ),
        20_000,
      ),
    ),
  );
  return { outcomes, guestSessionId, cookie };
}

function expectExactlyThreeAnswered(outcomes: Awaited<ReturnType<typeof timedFetch>>[]) {
  expect(statusCounts(outcomes)).toEqual({ 200: 3, 429: 7 });
  const remaining = outcomes
    .filter((outcome) => outcome.status === 200)
    .map((outcome) => (outcome.body as { guestQuestionsRemaining: number }).guestQuestionsRemaining)
    .sort();
  expect(remaining).toEqual([0, 1, 2]);
  for (const refused of outcomes.filter((outcome) => outcome.status === 429)) {
    expect(refused.body).toMatchObject({ error: 'GUEST_LIMIT_EXCEEDED' });
  }
}

describe('the guest limit under a race', () => {
  it('answers exactly 3 of 10 concurrent questions on one instance', async () => {
    const { outcomes } = await raceGuestQuestions([single]);
    expectExactlyThreeAnswered(outcomes);
  });

  needsPostgres('answers exactly 3 of 10 questions fired at two instances at once', async () => {
    const { outcomes, guestSessionId, cookie } = await raceGuestQuestions([instanceA!, instanceB!]);
    expectExactlyThreeAnswered(outcomes);
    // Both instances agree afterwards: the count lives in the database, not in either process.
    for (const instance of [instanceA!, instanceB!]) {
      const res = await fetch(
        `${baseOf(instance)}/api/guest/allowance?guestSessionId=${guestSessionId}`,
        { headers: { cookie } },
      );
      expect(await res.json()).toEqual({ remaining: 0, limit: 3 });
    }
  });
});

describe('live sync across instances', () => {
  let socketOnB: TestSocket | undefined;
  afterAll(() => socketOnB?.ws.terminate());

  needsPostgres('delivers an assistant exchange posted on A to a socket on B', async () => {
    const user = await signUpUser(instanceA!.app);
    socketOnB = await openSocket(instanceB!.socketUrl, { origin: testOrigin, cookie: user.cookie });

    const res = await instanceA!.app.request(
      '/api/assistant',
      authed(
        user.cookie,
        jsonRequest(
          { message: 'How do I bleed a radiator?' },
          { headers: { accept: 'application/json' } },
        ),
      ),
    );
    expect(res.status).toBe(200);
    const { conversationId, messageId } = (await res.json()) as {
      conversationId: string;
      messageId: string;
    };

    const question = await socketOnB.next('message.created', (m) => m.message.type === 'user');
    expect(question.message).toMatchObject({
      conversation_id: conversationId,
      content: 'How do I bleed a radiator?',
    });
    const answer = await socketOnB.next('message.created', (m) => m.message.id === messageId);
    expect(answer.message).toMatchObject({ type: 'assistant', conversation_id: conversationId });
  });
});
