import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { createTestApp, jsonRequest } from './test-app';
import { authed, cookiesFrom, signUpUser, signUpAdmin } from './test-users';
import { uploadRequest } from './sample-upload-files';

export const ADMIN_EMAIL = 'admin@security.test';

/** Text only user A ever writes; seeing it in anyone else's answer is a leak. */
export const A_SECRET = 'alice-private-7f3c9e';
/** The same for the guest's upload. */
export const GUEST_SECRET = 'guest-private-51d0a2';

type App = Pick<Hono, 'request'>;

async function uploadText(app: App, cookie: string, text: string) {
  const res = await app.request(
    '/api/uploads',
    uploadRequest({ bytes: new TextEncoder().encode(text), name: 'notes.txt' }, cookie),
  );
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/**
 * A new conversation of A's (question and answer stored, through the assistant), A's upload and
 * a guest's upload (carrying A_SECRET and GUEST_SECRET), for one check that may change or delete them.
 */
export async function createOwnedResources(app: App, aCookie: string, guestCookie: string) {
  const asked = await app.request(
    '/api/assistant',
    authed(aCookie, jsonRequest({ message: `How do I tile my kitchen? ${A_SECRET}` })),
  );
  if (asked.status !== 200) throw new Error(`assistant: ${asked.status} ${await asked.text()}`);
  const { conversationId } = (await asked.json()) as { conversationId: string };
  return {
    conversationId,
    uploadId: await uploadText(app, aCookie, `notes ${A_SECRET}`),
    guestUploadId: await uploadText(app, guestCookie, `guest notes ${GUEST_SECRET}`),
  };
}

export type OwnedResources = Awaited<ReturnType<typeof createOwnedResources>>;

/**
 * The real app with every kind of caller of the access matrix: nobody, a guest (signed cookie
 * from GET /api/guest/allowance), users A and B, and an admin (ADMIN_EMAILS); plus A's
 * resources, which B must never reach.
 */
export async function createSecurityFixture(env: Record<string, string> = {}) {
  const ctx = await createTestApp({
    ADMIN_EMAILS: ADMIN_EMAIL,
    // The offline assistant's pacing only slows the suite down.
    BUILTIN_STREAM_DELAY_MS: '0',
    ...env,
  });
  const { app } = ctx;
  const a = await signUpUser(app, { name: `Alice ${A_SECRET}` });
  const b = await signUpUser(app, { name: 'Bob Stranger' });
  const admin = await signUpAdmin(ctx, { email: ADMIN_EMAIL, name: 'Ada Admin' });

  const guestSessionId = randomUUID();
  const guest = cookiesFrom(
    await app.request(`/api/guest/allowance?guestSessionId=${guestSessionId}`),
  );
  if (!guest.includes('fixwise_guest=')) throw new Error('no guest cookie issued');

  const owned = await createOwnedResources(app, a.cookie, guest);
  return {
    ...ctx,
    a,
    b,
    admin,
    guest,
    guestSessionId,
    conversationId: owned.conversationId,
    uploadId: owned.uploadId,
  };
}

export type SecurityFixture = Awaited<ReturnType<typeof createSecurityFixture>>;
