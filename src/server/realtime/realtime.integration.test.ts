import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authPost,
  authed,
  cookiesFrom,
  signUpUser,
  testOrigin,
} from '../../../tests/helpers/server/test-users';
import { jsonRequest } from '../../../tests/helpers/server/test-app';
import {
  openSocket,
  sleep,
  startTestServer,
  type TestSocket,
} from '../../../tests/helpers/server/realtime-test-kit';

const heartbeatIntervalMs = 300;

let ctx: Awaited<ReturnType<typeof startTestServer>>;
let alice: Awaited<ReturnType<typeof signUpUser>>;
let bob: Awaited<ReturnType<typeof signUpUser>>;
let aliceSocket: TestSocket;
let bobSocket: TestSocket;

const post = (path: string, body: unknown, cookie: string) =>
  ctx.app.request(path, authed(cookie, jsonRequest(body)));

beforeAll(async () => {
  ctx = await startTestServer(
    {},
    {
      heartbeatIntervalMs,
      sessionRecheckMs: 100,
      closeGraceMs: 500,
    },
  );
  alice = await signUpUser(ctx.app);
  bob = await signUpUser(ctx.app);
  aliceSocket = await openSocket(ctx.socketUrl, { origin: testOrigin, cookie: alice.cookie });
  bobSocket = await openSocket(ctx.socketUrl, { origin: testOrigin, cookie: bob.cookie });
  // The sockets must outlive the suite's pauses, so they keep pinging like a browser would.
  const keepAlive = setInterval(() => {
    for (const socket of [aliceSocket, bobSocket]) socket.send({ type: 'ping', id: 0 });
  }, heartbeatIntervalMs / 2);
  aliceSocket.closed.finally(() => clearInterval(keepAlive));
});

afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/realtime', () => {
  it('refuses an upgrade without a session with 401', async () => {
    await expect(openSocket(ctx.socketUrl, { origin: testOrigin })).rejects.toMatchObject({
      status: 401,
    });
  });

  it('refuses a cross-site upgrade even with a valid cookie', async () => {
    const headers = { origin: 'https://evil.example', cookie: alice.cookie };
    await expect(openSocket(ctx.socketUrl, headers)).rejects.toMatchObject({ status: 403 });
    await expect(openSocket(ctx.socketUrl, { cookie: alice.cookie })).rejects.toMatchObject({
      status: 403,
    });
  });

  it('answers a ping with a pong carrying the same id', async () => {
    aliceSocket.send({ type: 'ping', id: 41 });
    await expect(aliceSocket.next('pong', (m) => m.id === 41)).resolves.toEqual({
      type: 'pong',
      id: 41,
    });
  });

  it("sends a user's own conversation and message events, and nobody else's", async () => {
    const created = await post(
      '/api/conversations',
      { first_message: 'Fix a leaky tap' },
      alice.cookie,
    );
    expect(created.status).toBe(201);
    const row = (await created.json()) as { id: string; title: string };
    const event = await aliceSocket.next('conversation.created');
    expect(event.conversation).toMatchObject({ id: row.id, user_id: alice.id, title: row.title });
    expect(event.conversation).not.toHaveProperty('project');

    const reply = await ctx.app.request(
      '/api/assistant',
      authed(alice.cookie, {
        ...jsonRequest({ message: 'How do I fix a dripping faucet?', conversationId: row.id }),
        headers: { 'content-type': 'application/json', accept: 'application/json' },
      }),
    );
    expect(reply.status).toBe(200);
    const question = await aliceSocket.next('message.created', (m) => m.message.type === 'user');
    expect(question.message).toMatchObject({
      conversation_id: row.id,
      content: 'How do I fix a dripping faucet?',
    });
    const answer = await aliceSocket.next('message.created', (m) => m.message.type === 'assistant');
    expect(answer.message.content.length).toBeGreaterThan(0);
    // The list moves the conversation up: its updated_at is now the reply's time.
    await aliceSocket.next(
      'conversation.updated',
      (m) => m.conversation.updated_at === answer.message.created_at,
    );

    const renamed = await ctx.app.request(
      `/api/conversations/${row.id}`,
      authed(alice.cookie, jsonRequest({ title: 'Kitchen tap' }, { method: 'PATCH' })),
    );
    expect(renamed.status).toBe(200);
    await aliceSocket.next('conversation.updated', (m) => m.conversation.title === 'Kitchen tap');

    const removed = await ctx.app.request(
      `/api/conversations/${row.id}`,
      authed(alice.cookie, { method: 'DELETE' }),
    );
    expect(removed.status).toBe(204);
    await aliceSocket.next('conversation.deleted', (m) => m.id === row.id);

    // Anything for Bob would have been sent at the same moment as Alice's.
    await sleep(100);
    expect(bobSocket.received.filter((m) => m.type !== 'pong')).toEqual([]);
  });

  it('drops a socket that stays silent for two heartbeat intervals', async () => {
    const silent = await openSocket(ctx.socketUrl, { origin: testOrigin, cookie: bob.cookie });
    const started = Date.now();
    const { code } = await silent.closed;
    expect(code).toBe(1006);
    expect(Date.now() - started).toBeGreaterThanOrEqual(heartbeatIntervalMs * 2 - 50);
  });

  it('closes a socket that breaks the protocol', async () => {
    const rude = await openSocket(ctx.socketUrl, { origin: testOrigin, cookie: bob.cookie });
    rude.send({ type: 'subscribe', topic: 'everything' });
    expect((await rude.closed).code).toBe(1008);
  });

  it('ends the socket at once when its session is signed out, without waiting for a ping', async () => {
    const carol = await signUpUser(ctx.app);
    const socket = await openSocket(ctx.socketUrl, { origin: testOrigin, cookie: carol.cookie });
    const signOut = await ctx.app.request(
      '/api/auth/sign-out',
      authed(carol.cookie, jsonRequest({})),
    );
    expect(signOut.status).toBe(200);
    // Silence alone would drop it after two heartbeats with 1006; 4401 says the session ended.
    expect(await socket.closed).toEqual({ code: 4401, reason: 'session ended' });
  });

  it('ends the socket at once when another device revokes its session', async () => {
    const dave = await signUpUser(ctx.app);
    const socket = await openSocket(ctx.socketUrl, { origin: testOrigin, cookie: dave.cookie });
    const other = await authPost(ctx.app, '/sign-in/email', {
      email: dave.email,
      password: dave.password,
    });
    const revoke = await authPost(ctx.app, '/revoke-other-sessions', {}, cookiesFrom(other));
    expect(revoke.status).toBe(200);
    expect(await socket.closed).toEqual({ code: 4401, reason: 'session ended' });
  });

  it('keeps at most 20 sockets per user: the 21st closes the oldest with 4429', async () => {
    const erin = await signUpUser(ctx.app);
    const open = () => openSocket(ctx.socketUrl, { origin: testOrigin, cookie: erin.cookie });
    const sockets: TestSocket[] = [];
    for (let i = 0; i < 21; i += 1) sockets.push(await open());
    expect(await sockets[0]!.closed).toEqual({ code: 4429, reason: 'too many connections' });
    const newest = sockets.at(-1)!;
    newest.send({ type: 'ping', id: 7 });
    expect(await newest.next('pong', (m) => m.id === 7)).toEqual({ type: 'pong', id: 7 });
    for (const socket of sockets) socket.ws.close();
  });

  // Last: it stops the suite's server.
  it('closes open sockets with 1001 when the server stops', async () => {
    await ctx.server.stop();
    expect((await aliceSocket.closed).code).toBe(1001);
    expect((await bobSocket.closed).code).toBe(1001);
  });
});
