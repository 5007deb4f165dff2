import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Upload } from '../../shared/uploads/upload-api';
import { createTestApp } from '../../../tests/helpers/server/test-app';
import { authed, signUpUser } from '../../../tests/helpers/server/test-users';
import {
  exifIfd0Tags,
  GPS_IFD_TAG,
  photoWithGps,
  uploadRequest,
} from '../../../tests/helpers/server/sample-upload-files';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let owner: Awaited<ReturnType<typeof signUpUser>>;
let photo: Upload;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpUser(ctx.app);
  const res = await ctx.app.request(
    '/api/uploads',
    uploadRequest(
      { bytes: await photoWithGps(), name: 'IMG_0042.JPG', type: 'image/jpeg' },
      owner.cookie,
    ),
  );
  expect(res.status).toBe(201);
  photo = (await res.json()) as Upload;
});
afterAll(() => ctx.close());

const fetchImage = async (query = '') => {
  const res = await ctx.app.request(`${photo.url}${query}`, authed(owner.cookie));
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};

describe('image uploads', () => {
  it('starts from a photo that really carries GPS, orientation and a colour profile', async () => {
    const input = await photoWithGps();
    const meta = await sharp(input).metadata();
    expect(exifIfd0Tags(meta.exif!)).toContain(GPS_IFD_TAG);
    expect(meta).toMatchObject({ orientation: 6, width: 64, height: 48 });
    expect(meta.icc).toBeDefined();
    expect(input.includes('GPS')).toBe(true);
  });

  it('stores it upright as WebP without any metadata', async () => {
    expect(photo).toMatchObject({ kind: 'image', mediaType: 'image/webp', width: 48, height: 64 });
    expect(photo.name).toBe('IMG_0042.JPG');
    const { res, bytes } = await fetchImage();
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="IMG_0042.webp"/);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 48, height: 64 });
    expect([meta.exif, meta.icc, meta.xmp, meta.iptc, meta.orientation]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(bytes.includes('GPS')).toBe(false);
    expect(bytes.includes('Exif')).toBe(false);
  });

  it('stores the file under its random id, not the uploaded name', () => {
    const root = path.join(ctx.config.dataDir, 'uploads');
    expect(readdirSync(root)).toEqual([photo.id]);
    const stored = readFileSync(path.join(root, photo.id, 'original'));
    expect(stored.includes('GPS')).toBe(false);
  });
});

describe('image transforms', () => {
  it('returns the requested size and format', async () => {
    const cover = await fetchImage('?width=32&height=32&resize=cover&format=png');
    expect(cover.res.headers.get('content-type')).toBe('image/png');
    expect(await sharp(cover.bytes).metadata()).toMatchObject({
      format: 'png',
      width: 32,
      height: 32,
    });

    const jpeg = await fetchImage('?width=32&format=jpeg&quality=40');
    expect(jpeg.res.headers.get('content-type')).toBe('image/jpeg');
    expect(jpeg.res.headers.get('content-disposition')).toMatch(/filename="IMG_0042.jpg"/);
    const meta = await sharp(jpeg.bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 32, height: 43 });
    expect(meta.exif).toBeUndefined();

    const fill = await fetchImage('?width=48&height=24&resize=fill');
    expect(await sharp(fill.bytes).metadata()).toMatchObject({
      format: 'webp',
      width: 48,
      height: 24,
    });
    const contain = await fetchImage('?width=32&height=24&resize=contain');
    expect(await sharp(contain.bytes).metadata()).toMatchObject({ width: 32, height: 24 });
  });

  it('never enlarges: asking for more pixels than the 48×64 photo has gives its own size', async () => {
    const big = await fetchImage('?width=960&format=png');
    expect(await sharp(big.bytes).metadata()).toMatchObject({ width: 48, height: 64 });
    const cover = await fetchImage('?width=640&height=640&resize=cover');
    expect(await sharp(cover.bytes).metadata()).toMatchObject({ width: 48, height: 64 });
  });

  it('caches a variant and serves the same bytes again', async () => {
    const first = await fetchImage('?width=24&format=webp&quality=50');
    const variants = path.join(ctx.config.dataDir, 'uploads', photo.id, 'variants');
    expect(readdirSync(variants)).toContain('24xauto-cover-q50.webp');
    const second = await fetchImage('?width=24&format=webp&quality=50');
    expect(second.bytes.equals(first.bytes)).toBe(true);
  });

  it('refuses sizes and qualities off the fixed lists, and unknown options, with 400', async () => {
    for (const query of [
      '?width=4096',
      '?width=97',
      '?height=0',
      '?quality=41',
      '?resize=stretch',
      '?format=gif',
      '?quality=101',
    ]) {
      expect((await fetchImage(query)).res.status).toBe(400);
    }
  });
});

describe('readUploadForModel', () => {
  it("gives the owner's image as bytes and nothing to anyone else", async () => {
    const { uploads } = ctx.services;
    const forModel = await uploads.readUploadForModel(photo.id, { kind: 'user', id: owner.id });
    expect(forModel).toMatchObject({ kind: 'image', mediaType: 'image/webp' });
    expect(
      await uploads.readUploadForModel(photo.id, { kind: 'user', id: 'someone' }),
    ).toBeUndefined();
    expect(
      await uploads.readUploadForModel(photo.id, { kind: 'guest', id: owner.id }),
    ).toBeUndefined();
  });
});
