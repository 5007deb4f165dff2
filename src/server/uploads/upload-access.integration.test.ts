import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Upload } from '../../shared/uploads/upload-api';
import { uploads } from '../db/schema';
import { createTestApp } from '../../../tests/helpers/server/test-app';
import { authed, cookiesFrom, signUpUser } from '../../../tests/helpers/server/test-users';
import {
  pdfBytes,
  photoWithGps,
  uploadRequest,
} from '../../../tests/helpers/server/sample-upload-files';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let owner: Awaited<ReturnType<typeof signUpUser>>;
let stranger: Awaited<ReturnType<typeof signUpUser>>;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpUser(ctx.app);
  stranger = await signUpUser(ctx.app);
});
afterAll(() => ctx.close());

/** A guest's signed cookie, issued the way the chat page gets it. */
async function guestCookie() {
  const res = await ctx.app.request(`/api/guest/allowance?guestSessionId=${randomUUID()}`);
  return cookiesFrom(res);
}

async function uploadAs(cookie: string, file: Parameters<typeof uploadRequest>[0]) {
  const res = await ctx.app.request('/api/uploads', uploadRequest(file, cookie));
  expect(res.status).toBe(201);
  return (await res.json()) as Upload;
}

const status = async (url: string, cookie?: string) =>
  (await ctx.app.request(url, cookie ? authed(cookie) : {})).status;

describe('who may fetch an upload', () => {
  it("answers 404 to another user, a guest and nobody for a user's photo", async () => {
    const photo = await uploadAs(owner.cookie, { bytes: await photoWithGps(), name: 'p.jpg' });
    expect(await status(photo.url, owner.cookie)).toBe(200);
    expect(await status(photo.url, stranger.cookie)).toBe(404);
    expect(await status(photo.url, await guestCookie())).toBe(404);
    expect(await status(photo.url)).toBe(404);
    expect(await status(`${photo.url}?width=32`, stranger.cookie)).toBe(404);
  });

  it("keeps a guest's upload to the guest with the same cookie", async () => {
    const mine = await guestCookie();
    const doc = await uploadAs(mine, { bytes: pdfBytes(), name: 'plan.pdf' });
    expect(await status(doc.url, mine)).toBe(200);
    expect(await status(doc.url, await guestCookie())).toBe(404);
    expect(await status(doc.url, owner.cookie)).toBe(404);
    const other = await ctx.app.request(doc.url, authed(await guestCookie(), { method: 'DELETE' }));
    expect(other.status).toBe(404);
    expect((await ctx.app.request(doc.url, authed(mine, { method: 'DELETE' }))).status).toBe(204);
  });

  it('refuses a forged guest cookie', async () => {
    const forged = `fixwise_guest=${randomUUID()}.not-a-signature`;
    const res = await ctx.app.request(
      '/api/uploads',
      uploadRequest({ bytes: pdfBytes(), name: 'a.pdf' }, forged),
    );
    expect(res.status).toBe(401);
  });

  it('answers 404 for ids that are unknown or not UUIDs', async () => {
    expect(await status(`/api/uploads/${randomUUID()}`, owner.cookie)).toBe(404);
    expect(await status('/api/uploads/..%2F..%2Fdb', owner.cookie)).toBe(404);
  });

  it('refuses image options on a document', async () => {
    const doc = await uploadAs(owner.cookie, { bytes: pdfBytes(), name: 'a.pdf' });
    expect(await status(`${doc.url}?width=96`, owner.cookie)).toBe(400);
  });
});

describe('guest uploads', () => {
  it('are removed, file and row, once older than a day; fresh ones stay', async () => {
    const guest = await guestCookie();
    const oldOne = await uploadAs(guest, { bytes: pdfBytes(), name: 'old.pdf' });
    const fresh = await uploadAs(guest, { bytes: pdfBytes(), name: 'fresh.pdf' });
    const users = await uploadAs(owner.cookie, { bytes: pdfBytes(), name: 'kept.pdf' });
    const later = (hours: number) => new Date(Date.now() + hours * 60 * 60 * 1000);

    // Twenty-five hours on, the two guest uploads are old; move the fresh ones' clocks along.
    await ctx.database.db
      .update(uploads)
      .set({ createdAt: later(24) })
      .where(inArray(uploads.id, [fresh.id, users.id]));
    expect((await ctx.services.uploads.sweepUploads(later(25))).guests).toBe(1);

    expect(await status(oldOne.url, guest)).toBe(404);
    expect(existsSync(path.join(ctx.config.dataDir, 'uploads', oldOne.id))).toBe(false);
    expect(await status(fresh.url, guest)).toBe(200);
    expect(await status(users.url, owner.cookie)).toBe(200);
    expect((await ctx.services.uploads.sweepUploads(later(25))).guests).toBe(0);
  });
});
