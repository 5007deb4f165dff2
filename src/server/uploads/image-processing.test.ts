import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors';
import { reencodeImage } from './image-processing';

/**
 * A valid 8000×8000 black-and-white PNG: 8 KB on disk, 64 megapixels (256 MB as RGBA) once
 * decoded, over the 50 megapixel limit.
 */
function pixelBomb(): Uint8Array {
  const side = 8000;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // 1-bit greyscale
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const rows = deflateSync(Buffer.alloc(side * (1 + side / 8)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(
    Buffer.concat([
      signature,
      chunk('IHDR', ihdr),
      chunk('IDAT', rows),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

describe('reencodeImage', () => {
  it('refuses an image whose canvas is too large before decoding it', async () => {
    // The file itself is fine: only its size is refused.
    expect(await sharp(pixelBomb()).metadata()).toMatchObject({ width: 8000, height: 8000 });
    const error = await reencodeImage(pixelBomb(), 'png').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(415);
  });

  it('asks for JPEG when a HEIC photo cannot be decoded', async () => {
    const error = await reencodeImage(new Uint8Array(64), 'heif').catch(
      (caught: unknown) => caught,
    );
    expect((error as ApiError).message).toMatch(/HEIC.*JPEG/);
  });
});
