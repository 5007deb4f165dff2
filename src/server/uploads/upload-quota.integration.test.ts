import { existsSync } from 'node:fs';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Upload } from '../../shared/uploads/upload-api';
import { uploads } from '../db/schema';
import { createTestApp, jsonRequest } from '../../../tests/helpers/server/test-app';
import { authed, signUpUser } from '../../../tests/helpers/server/test-users';
import { uploadRequest } from '../../../tests/helpers/server/sample-upload-files';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ UPLOAD_MAX_BYTES: '4096', UPLOAD_QUOTA_BYTES: '10000' });
});
afterAll(() => ctx.close());

const textFile = (name: string, size = 3000) => ({
  bytes: new TextEncoder().encode('a'.repeat(size)),
  name,
});
const upload = (cookie: string, name: string, size?: number) =>
  ctx.app.request('/api/uploads', uploadRequest(textFile(name, size), cookie));
async function uploaded(cookie: string, name: string, size?: number) {
  const res = await upload(cookie, name, size);
  expect(res.status).toBe(201);
  return (await res.json()) as Upload;
}
const status = async (url: string, cookie: string) =>
  (await ctx.app.request(url, authed(cookie))).status;

describe('upload quota per user', () => {
  it('refuses a file that would pass the quota with 413 UPLOAD_QUOTA_EXCEEDED, per user', async () => {
    const user = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    const first = await uploaded(user.cookie, 'a.txt');
    await uploaded(user.cookie, 'b.txt');
    await uploaded(user.cookie, 'c.txt');

    const refused = await upload(user.cookie, 'd.txt');
    expect(refused.status).toBe(413);
    const body = (await refused.json()) as { error: string; code: string };
    expect(body.code).toBe('UPLOAD_QUOTA_EXCEEDED');
    expect(body.error).toMatch(/attachment space/);

    expect((await upload(other.cookie, 'e.txt')).status).toBe(201);
    // Deleting a file gives its space back.
    await ctx.app.request(first.url, authed(user.cookie, { method: 'DELETE' }));
    expect((await upload(user.cookie, 'd.txt')).status).toBe(201);
  });
});

describe('sweep of unreferenced uploads', () => {
  it('removes a user upload older than a day that no message or profile uses', async () => {
    const user = await signUpUser(ctx.app);
    const attached = await uploaded(user.cookie, 'attached.txt', 1000);
    const avatar = await uploaded(user.cookie, 'avatar.txt', 1000);
    const stray = await uploaded(user.cookie, 'stray.txt', 1000);
    const recent = await uploaded(user.cookie, 'recent.txt', 1000);

    const store = ctx.services.conversations;
    const conversation = await store.create(user.id, 'Fix a shelf');
    await store.addQuestion(conversation.id, {
      content: 'Here is my plan',
      attachments: [{ id: attached.id, kind: 'text', name: 'attached.txt' }],
    });
    const profile = await ctx.app.request(
      '/api/profile',
      authed(user.cookie, jsonRequest({ avatar_url: avatar.url }, { method: 'PATCH' })),
    );
    expect(profile.status).toBe(200);

    const later = (hours: number) => new Date(Date.now() + hours * 60 * 60 * 1000);
    await ctx.database.db
      .update(uploads)
      .set({ createdAt: later(24) })
      .where(inArray(uploads.id, [recent.id]));
    const swept = await ctx.services.uploads.sweepUploads(later(25));
    expect(swept.unreferenced).toBeGreaterThanOrEqual(1);

    expect(await status(stray.url, user.cookie)).toBe(404);
    expect(existsSync(path.join(ctx.config.dataDir, 'uploads', stray.id))).toBe(false);
    for (const kept of [attached, avatar, recent]) {
      expect(await status(kept.url, user.cookie)).toBe(200);
    }
  });
});
