import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEmptyDatabase } from '../../../tests/helpers/server/test-database';
import { startTestServer } from '../../../tests/helpers/server/realtime-test-kit';
import { jsonRequest } from '../../../tests/helpers/server/test-app';
import { authed, signUpUser } from '../../../tests/helpers/server/test-users';
import { startDatabaseProxy } from '../../../tests/helpers/server/database-proxy';

/*
 * PostgreSQL stops answering without refusing (a partition, a stuck host): connections stay
 * open and silent. Requests must not wait for it forever: after DATABASE_TIMEOUT_MS they answer
 * 503 with a message, and the app recovers once the database answers again.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const TIMEOUT_MS = 500;

let database: Awaited<ReturnType<typeof createEmptyDatabase>> | undefined;
let proxy: Awaited<ReturnType<typeof startDatabaseProxy>> | undefined;
let ctx: Awaited<ReturnType<typeof startTestServer>> | undefined;

beforeAll(async () => {
  if (!serverUrl) return;
  database = await createEmptyDatabase(serverUrl);
  proxy = await startDatabaseProxy(database.url);
  ctx = await startTestServer({ DATABASE_URL: proxy.url, DATABASE_TIMEOUT_MS: String(TIMEOUT_MS) });
});

afterAll(async () => {
  proxy?.resume();
  await ctx?.close();
  await proxy?.close();
  await database?.drop();
});

async function timed(send: () => Promise<Response>) {
  const started = performance.now();
  const res = await send();
  return {
    status: res.status,
    body: (await res.json()) as { error?: string },
    ms: performance.now() - started,
  };
}

describe('a database that stops answering', () => {
  it.skipIf(!serverUrl)('answers 503 within the time limit, then recovers', async () => {
    const user = await signUpUser(ctx!.app);
    const create = (text: string) =>
      ctx!.app.request(
        '/api/conversations',
        authed(user.cookie, jsonRequest({ first_message: text })),
      );
    expect((await create('Before the silence')).status).toBe(201);

    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      proxy!.stall();
      for (const send of [
        () => ctx!.app.request('/api/health'),
        () => create('During the silence'),
      ]) {
        const answer = await timed(send);
        expect(answer.status).toBe(503);
        expect(answer.body.error).toMatch(/temporarily unavailable/);
        // The time limit, plus the health check's own wait and some slack for a busy machine.
        expect(answer.ms).toBeLessThan(TIMEOUT_MS + 4_000);
      }
    } finally {
      proxy!.resume();
      quiet.mockRestore();
    }

    await expect
      .poll(async () => (await ctx!.app.request('/api/health')).status, { timeout: 10_000 })
      .toBe(200);
    expect((await create('After the silence')).status).toBe(201);
  });
});
