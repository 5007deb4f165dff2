import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Upload } from '../../shared/uploads/upload-api';
import { createTestApp } from '../../../tests/helpers/server/test-app';
import { authed, signUpUser } from '../../../tests/helpers/server/test-users';
import { startFakeS3 } from '../../../tests/helpers/server/fake-s3-server';
import { createS3Storage } from './s3-storage';
import { photoWithGps, uploadRequest } from '../../../tests/helpers/server/sample-upload-files';

let s3: Awaited<ReturnType<typeof startFakeS3>>;
beforeAll(async () => {
  s3 = await startFakeS3('fixwise');
});
afterAll(() => s3.close());

const settings = () => ({
  endpoint: s3.url,
  bucket: 'fixwise',
  region: 'us-east-1',
  accessKeyId: 'test-key',
  secretAccessKey: 'test-secret',
});

describe('S3 storage adapter (against a local fake endpoint)', () => {
  it('puts, gets, lists and removes objects under the uploads/ prefix', async () => {
    const storage = await createS3Storage(settings());
    await storage.put('abc/original', new Uint8Array([1, 2, 3]), 'application/pdf');
    await storage.put('abc/variants/a.webp', new Uint8Array([4]), 'image/webp');
    expect([...s3.objects.keys()]).toEqual(['uploads/abc/original', 'uploads/abc/variants/a.webp']);
    expect(await storage.get('abc/original')).toEqual(new Uint8Array([1, 2, 3]));
    expect(await storage.get('abc/missing')).toBeUndefined();
    expect(await storage.list('abc/')).toEqual(['abc/original']);
    expect(await storage.list('abc/variants/')).toEqual(['abc/variants/a.webp']);
    await storage.removeFolder('abc/');
    expect(s3.objects.size).toBe(0);
    expect(s3.unsigned).toEqual([]);
  });

  it('refuses keys that could escape the prefix', async () => {
    const storage = await createS3Storage(settings());
    await expect(storage.put('../secret', new Uint8Array(1), 'text/plain')).rejects.toThrow(
      /unsafe/,
    );
  });

  it('backs the uploads API when S3_BUCKET is set', async () => {
    const ctx = await createTestApp({
      S3_BUCKET: 'fixwise',
      S3_ENDPOINT: s3.url,
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
    });
    try {
      const user = await signUpUser(ctx.app);
      const res = await ctx.app.request(
        '/api/uploads',
        uploadRequest({ bytes: await photoWithGps(), name: 'deck.jpg' }, user.cookie),
      );
      const photo = (await res.json()) as Upload;
      expect(s3.objects.has(`uploads/${photo.id}/original`)).toBe(true);
      const small = await ctx.app.request(`${photo.url}?width=24&format=png`, authed(user.cookie));
      expect(await sharp(Buffer.from(await small.arrayBuffer())).metadata()).toMatchObject({
        width: 24,
      });
      expect(s3.objects.has(`uploads/${photo.id}/variants/24xauto-cover-lossless.png`)).toBe(true);
      await ctx.app.request(photo.url, authed(user.cookie, { method: 'DELETE' }));
      expect([...s3.objects.keys()].some((key) => key.includes(photo.id))).toBe(false);
    } finally {
      await ctx.close();
    }
  });
});
