import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase } from '../../../tests/helpers/server/test-database';
import { startTestServer } from '../../../tests/helpers/server/realtime-test-kit';
import { jsonRequest } from '../../../tests/helpers/server/test-app';
import {
  authed,
  authPost,
  cookiesFrom,
  signUpUser,
} from '../../../tests/helpers/server/test-users';

// docs/decisions/0022-sessions-and-conversation-lists-are-cached.md: sessions and conversation lists are cached per instance; a change on one
// instance must reach the caches of the others (LISTEN/NOTIFY), and its own at once.
const serverUrl = process.env.TEST_DATABASE_URL;
const needsPostgres = it.skipIf(!serverUrl);

let database: Awaited<ReturnType<typeof createEmptyDatabase>> | undefined;
let a: Awaited<ReturnType<typeof startTestServer>> | undefined;
let b: Awaited<ReturnType<typeof startTestServer>> | undefined;

beforeAll(async () => {
  if (!serverUrl) return;
  database = await createEmptyDatabase(serverUrl);
  a = await startTestServer({ DATABASE_URL: database.url });
  b = await startTestServer({ DATABASE_URL: database.url });
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.drop();
});

const listOn = async (instance: NonNullable<typeof a>, cookie: string) => {
  const res = await instance.app.request('/api/conversations', authed(cookie));
  expect(res.status).toBe(200);
  return (await res.json()) as { id: string; title: string }[];
};
const titlesOn = async (instance: NonNullable<typeof a>, cookie: string) =>
  (await listOn(instance, cookie)).map((row) => row.title);
const eventually = { timeout: 5_000, interval: 50 };

describe('caches of two instances on one PostgreSQL', () => {
  needsPostgres('a conversation list cached on B follows changes made on A', async () => {
    const { cookie } = await signUpUser(a!.app);
    expect(await titlesOn(b!, cookie)).toEqual([]);

    const created = await a!.app.request(
      '/api/conversations',
      authed(cookie, jsonRequest({ first_message: 'Seal a leaking window frame' })),
    );
    const { id } = (await created.json()) as { id: string };
    // The writer reads its own write at once; the other instance once NOTIFY arrives.
    expect(await titlesOn(a!, cookie)).toEqual(['Seal a leaking window frame']);
    await expect
      .poll(() => titlesOn(b!, cookie), eventually)
      .toEqual(['Seal a leaking window frame']);

    await a!.app.request(
      `/api/conversations/${id}`,
      authed(cookie, { ...jsonRequest({ title: 'Window frame' }), method: 'PATCH' }),
    );
    await expect.poll(() => titlesOn(b!, cookie), eventually).toEqual(['Window frame']);

    await a!.app.request(`/api/conversations/${id}`, authed(cookie, { method: 'DELETE' }));
    await expect.poll(() => titlesOn(b!, cookie), eventually).toEqual([]);
  });

  needsPostgres('a session revoked on A is refused on B, which had just used it', async () => {
    const user = await signUpUser(a!.app);
    const other = cookiesFrom(
      await authPost(a!.app, '/sign-in/email', { email: user.email, password: user.password }),
    );
    const statusOnB = async () =>
      (await b!.app.request('/api/conversations', authed(other))).status;
    expect(await statusOnB()).toBe(200);

    expect((await authPost(a!.app, '/revoke-other-sessions', {}, user.cookie)).status).toBe(200);
    await expect.poll(statusOnB, eventually).toBe(401);
    expect((await b!.app.request('/api/conversations', authed(user.cookie))).status).toBe(200);
  });
});
