import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Upload } from '../../shared/uploads/upload-api';
import { createTestApp, jsonRequest } from '../../../tests/helpers/server/test-app';
import { authed, signUpUser, signUpAdmin } from '../../../tests/helpers/server/test-users';
import {
  elfBytes,
  mzBytes,
  pdfBytes,
  uploadRequest,
} from '../../../tests/helpers/server/sample-upload-files';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let a: Awaited<ReturnType<typeof signUpUser>>;
let b: Awaited<ReturnType<typeof signUpUser>>;
const ADMIN_EMAIL = 'boss@uploads.test';
beforeAll(async () => {
  ctx = await createTestApp({ ADMIN_EMAILS: ADMIN_EMAIL });
  a = await signUpUser(ctx.app);
  b = await signUpUser(ctx.app);
});
afterAll(() => ctx.close());

const MB = 1024 * 1024;
const text = (value: string) => new TextEncoder().encode(value);
const upload = (file: Parameters<typeof uploadRequest>[0], cookie?: string) =>
  ctx.app.request('/api/uploads', uploadRequest(file, cookie));
const get = (url: string, cookie?: string) => ctx.app.request(url, cookie ? authed(cookie) : {});
const folderOf = (id: string) => path.join(ctx.config.dataDir, 'uploads', id);

describe('POST /api/uploads limits', () => {
  it('answers 401 to a caller with neither a session nor a guest cookie', async () => {
    const res = await upload({ bytes: text('hello'), name: 'a.txt' });
    expect(res.status).toBe(401);
  });

  it('refuses 20 MB with 413 and a message', async () => {
    const res = await upload({ bytes: new Uint8Array(20 * MB), name: 'big.txt' }, a.cookie);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toMatch(/too large.*10 MB/);
  });

  it('stops reading a streamed body once it passes the limit', async () => {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 100 * MB) return controller.close();
        sent += MB;
        controller.enqueue(new Uint8Array(MB));
      },
    });
    const res = await ctx.app.request(
      '/api/uploads',
      authed(a.cookie, {
        method: 'POST',
        body,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        duplex: 'half',
      } as RequestInit),
    );
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(13 * MB);
  });

  it('takes more than the 1 MB other routes allow, which keep their limit', async () => {
    const res = await upload({ bytes: text('a'.repeat(3 * MB)), name: 'log.txt' }, a.cookie);
    expect(res.status).toBe(201);
    const json = await ctx.app.request(
      '/api/conversations',
      authed(a.cookie, jsonRequest({ first_message: 'x'.repeat(2 * MB) })),
    );
    expect(json.status).toBe(413);
  });

  it('answers 400 without a file field', async () => {
    const form = new FormData();
    form.append('other', 'value');
    const res = await ctx.app.request(
      '/api/uploads',
      authed(a.cookie, { method: 'POST', body: form }),
    );
    expect(res.status).toBe(400);
  });
});

describe('POST /api/uploads types', () => {
  it('refuses an executable named photo.png sent as image/png with 415', async () => {
    for (const bytes of [elfBytes(), mzBytes()]) {
      const res = await upload({ bytes, name: 'photo.png', type: 'image/png' }, a.cookie);
      expect(res.status).toBe(415);
      expect(((await res.json()) as { error: string }).error).toMatch(/not supported/);
    }
  });

  it('refuses binary junk named notes.txt', async () => {
    const junk = new Uint8Array(2048).map((_, index) => (index * 7919) % 256);
    const res = await upload({ bytes: junk, name: 'notes.txt', type: 'text/plain' }, a.cookie);
    expect(res.status).toBe(415);
  });

  it('accepts UTF-8 text and serves it as a text/plain attachment', async () => {
    const content = 'Shopping list: 2×4 studs, wood glue ✓\n';
    const res = await upload({ bytes: text(content), name: '../notes\u202e.txt' }, a.cookie);
    expect(res.status).toBe(201);
    const body = (await res.json()) as Upload;
    expect(body).toMatchObject({ kind: 'text', mediaType: 'text/plain', name: 'notes.txt' });
    expect(body.url).toBe(`/api/uploads/${body.id}`);
    const served = await get(body.url, a.cookie);
    expect(served.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="notes.txt"/);
    expect(await served.text()).toBe(content);
  });

  it('accepts a PDF whatever its name, keeping the bytes', async () => {
    const res = await upload({ bytes: pdfBytes(), name: 'quote', type: 'text/html' }, a.cookie);
    expect(res.status).toBe(201);
    const body = (await res.json()) as Upload;
    expect(body).toMatchObject({
      kind: 'pdf',
      mediaType: 'application/pdf',
      size: pdfBytes().length,
    });
    const served = await get(body.url, a.cookie);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toMatch(/^private/);
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="quote.pdf"/);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pdfBytes());
  });
});

describe('DELETE /api/uploads/:id and account deletion', () => {
  it('lets only the owner delete, removing the file', async () => {
    const { id, url } = (await (
      await upload({ bytes: pdfBytes(), name: 'a.pdf' }, a.cookie)
    ).json()) as Upload;
    expect(existsSync(folderOf(id))).toBe(true);
    expect((await ctx.app.request(url, authed(b.cookie, { method: 'DELETE' }))).status).toBe(404);
    expect((await ctx.app.request(url, authed(a.cookie, { method: 'DELETE' }))).status).toBe(204);
    expect(existsSync(folderOf(id))).toBe(false);
    expect((await get(url, a.cookie)).status).toBe(404);
  });

  it('removes the files of a deleted account', async () => {
    const user = await signUpUser(ctx.app);
    const ids: string[] = [];
    for (const name of ['one.txt', 'two.pdf']) {
      const bytes = name.endsWith('.pdf') ? pdfBytes() : text('notes');
      ids.push(((await (await upload({ bytes, name }, user.cookie)).json()) as Upload).id);
    }
    expect(ids.every((id) => existsSync(folderOf(id)))).toBe(true);
    const res = await ctx.app.request(
      '/api/auth/delete-user',
      authed(user.cookie, jsonRequest({ password: user.password })),
    );
    expect(res.status).toBe(200);
    expect(ids.some((id) => existsSync(folderOf(id)))).toBe(false);
    const left = await ctx.database.db.query.uploads.findMany();
    expect(left.some((row) => ids.includes(row.id))).toBe(false);
    expect(readdirSync(path.join(ctx.config.dataDir, 'uploads'))).not.toContain(ids[0]);
  });

  it('removes the files of an account an administrator removes', async () => {
    const admin = await signUpAdmin(ctx, { email: ADMIN_EMAIL });
    const user = await signUpUser(ctx.app);
    const { id } = (await (
      await upload({ bytes: pdfBytes(), name: 'plan.pdf' }, user.cookie)
    ).json()) as Upload;
    expect(existsSync(folderOf(id))).toBe(true);
    const res = await ctx.app.request(
      '/api/auth/admin/remove-user',
      authed(admin.cookie, jsonRequest({ userId: user.id })),
    );
    expect(res.status).toBe(200);
    expect(existsSync(folderOf(id))).toBe(false);
    const left = await ctx.database.db.query.uploads.findMany();
    expect(left.some((row) => row.id === id)).toBe(false);
  });
});
