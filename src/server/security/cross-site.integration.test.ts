import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { professionalLeads, proConnectWaitlist, user as users } from '../db/schema';
import { jsonRequest } from '../../../tests/helpers/server/test-app';
import {
  authPost,
  authed,
  cookiesFrom,
  signUpUser,
  testOrigin,
} from '../../../tests/helpers/server/test-users';
import { uploadRequest } from '../../../tests/helpers/server/sample-upload-files';
import {
  createSecurityFixture,
  type SecurityFixture,
} from '../../../tests/helpers/server/security-fixture';

// docs/security.md / docs/decisions/0021-cross-site-writes-are-refused-on-api-before-any.md: a state-changing request another site makes the
// browser send, with the user's cookies attached, is refused and changes nothing.
let fx: SecurityFixture;
let victim: Awaited<ReturnType<typeof signUpUser>>;
beforeAll(async () => {
  fx = await createSecurityFixture();
  victim = await signUpUser(fx.app, { name: 'Victim Original' });
});
afterAll(() => fx.close());

/** Headers a browser sends when another site posts to us. */
const foreign: Record<string, Record<string, string>> = {
  'a foreign Origin': { origin: 'https://evil.example' },
  'a look-alike Origin': { origin: 'http://localhost:3000.evil.example' },
  'Origin: null (sandboxed frame, redirect)': { origin: 'null' },
  'Sec-Fetch-Site: cross-site and no Origin': { 'sec-fetch-site': 'cross-site' },
  'Sec-Fetch-Site: same-site and no Origin': { 'sec-fetch-site': 'same-site' },
  'our Origin but Sec-Fetch-Site: cross-site': {
    origin: testOrigin,
    'sec-fetch-site': 'cross-site',
  },
};

interface Attempt {
  method: string;
  path: string | (() => string);
  body?: () => unknown;
}

const db = () => fx.database.db;
const form = (text: string) =>
  uploadRequest({ bytes: new TextEncoder().encode(text), name: 'x.txt' }).body as FormData;

// prettier-ignore
const attempts: Record<string, Attempt> = {
  'sign-up':             { method: 'POST', path: '/api/auth/sign-up/email', body: () => ({ name: 'Evil', email: 'evil-signup@example.com', password: 'Sturdy-Workbench-42' }) },
  'sign-in':             { method: 'POST', path: '/api/auth/sign-in/email', body: () => ({ email: victim.email, password: victim.password }) },
  'sign-out':            { method: 'POST', path: '/api/auth/sign-out', body: () => ({}) },
  'change password':     { method: 'POST', path: '/api/auth/change-password', body: () => ({ currentPassword: victim.password, newPassword: 'Evil-Chosen-Password-1', revokeOtherSessions: true }) },
  'delete user':         { method: 'POST', path: '/api/auth/delete-user', body: () => ({ password: victim.password }) },
  'profile PATCH':       { method: 'PATCH', path: '/api/profile', body: () => ({ full_name: 'Hacked' }) },
  'conversation create': { method: 'POST', path: '/api/conversations', body: () => ({ first_message: 'planted' }) },
  'conversation rename': { method: 'PATCH', path: () => `/api/conversations/${victimConversation}`, body: () => ({ title: 'Hacked' }) },
  'conversation delete': { method: 'DELETE', path: () => `/api/conversations/${victimConversation}` },
  assistant:             { method: 'POST', path: '/api/assistant', body: () => ({ message: 'planted question' }) },
  'professional lead':   { method: 'POST', path: '/api/professional-leads', body: () => ({ full_name: 'Evil', email: 'evil-lead@example.com', trade_specialty: 'HVAC' }) },
  waitlist:              { method: 'POST', path: '/api/pro-connect/waitlist', body: () => ({ email: 'evil-wait@example.com' }) },
  'upload POST':         { method: 'POST', path: '/api/uploads', body: () => form('planted') },
  'upload DELETE':       { method: 'DELETE', path: () => `/api/uploads/${victimUpload}` },
  'Pinterest disconnect': { method: 'DELETE', path: '/api/pins/connection' },
};

let victimConversation = '';
let victimUpload = '';

function request(attempt: Attempt, headers: Record<string, string>, cookie = victim.cookie) {
  const body = attempt.body?.();
  const base =
    body instanceof FormData || body === undefined
      ? { method: attempt.method, body: body as FormData | undefined }
      : jsonRequest(body, { method: attempt.method });
  const path = typeof attempt.path === 'string' ? attempt.path : attempt.path();
  // No `authed()`: it would add our own Origin.
  return fx.app.request(path, {
    ...base,
    headers: { ...(base.headers as Record<string, string>), ...headers, cookie },
  });
}

/** Everything the attempts could change, as the victim and the database see it. */
async function snapshot() {
  const get = async (path: string) => {
    const res = await fx.app.request(path, authed(victim.cookie));
    return `${res.status} ${await res.text()}`;
  };
  return {
    profile: await get('/api/profile'),
    conversations: await get('/api/conversations'),
    upload: await get(`/api/uploads/${victimUpload}`),
    sessions: await get('/api/auth/list-sessions'),
    users: (await db().select({ id: users.id }).from(users)).length,
    leads: (await db().select().from(professionalLeads)).length,
    waitlist: (await db().select().from(proConnectWaitlist)).length,
    victim: (await db().select().from(users).where(eq(users.id, victim.id))).length,
  };
}

describe('cross-site state-changing requests', () => {
  beforeAll(async () => {
    const created = await fx.app.request(
      '/api/conversations',
      authed(victim.cookie, jsonRequest({ first_message: 'My bathroom' })),
    );
    victimConversation = ((await created.json()) as { id: string }).id;
    const uploaded = await fx.app.request(
      '/api/uploads',
      uploadRequest({ bytes: new TextEncoder().encode('my notes'), name: 'n.txt' }, victim.cookie),
    );
    victimUpload = ((await uploaded.json()) as { id: string }).id;
  });

  const cases = Object.entries(attempts).flatMap(([name, attempt]) =>
    Object.entries(foreign).map(([how, headers]) => [name, how, attempt, headers] as const),
  );

  it.each(cases)('%s with %s: 403, nothing changed', async (_name, _how, attempt, headers) => {
    const before = await snapshot();
    const res = await request(attempt, headers);
    expect(res.status, await res.clone().text()).toBe(403);
    expect(await res.json()).toMatchObject({ error: expect.any(String) });
    expect(await snapshot()).toEqual(before);
  });

  it('still accepts the same requests from our own origin (and from clients with no Origin)', async () => {
    const sameOrigin = { origin: testOrigin, 'sec-fetch-site': 'same-origin' };
    expect((await request(attempts['profile PATCH']!, sameOrigin)).status).toBe(200);
    expect((await request(attempts['conversation create']!, {})).status).toBe(201);
    expect((await request(attempts['waitlist']!, { 'sec-fetch-site': 'none' })).status).toBe(201);
    const signIn = await authPost(fx.app, '/sign-in/email', {
      email: victim.email,
      password: victim.password,
    });
    expect(signIn.status).toBe(200);
    expect(cookiesFrom(signIn)).toContain('session_token');
  });
});
