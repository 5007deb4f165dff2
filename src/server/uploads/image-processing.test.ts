import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors';
import { reencodeImage, transformImage } from './image-processing';

/**
 * A valid side×side black-and-white PNG: a few KB on disk, side² pixels (4 bytes each as RGBA)
 * once decoded. `side` must be a multiple of 8.
 */
function pixelBomb(side = 8000): Uint8Array {
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

  it('refuses a canvas just over 24 megapixels', async () => {
    const side = 4904; // 24.05 MP
    expect(side * side).toBeGreaterThan(24_000_000);
    const error = await reencodeImage(pixelBomb(side), 'png').catch((caught: unknown) => caught);
    expect((error as ApiError).status).toBe(415);
  });

  it('asks for JPEG when a HEIC photo cannot be decoded', async () => {
    const error = await reencodeImage(new Uint8Array(64), 'heif').catch(
      (caught: unknown) => caught,
    );
    expect((error as ApiError).message).toMatch(/HEIC.*JPEG/);
  });
});

describe('image jobs', () => {
  it('runs one sharp job at a time however many requests arrive together', async () => {
    const noise = await sharp({
      create: {
        width: 1600,
        height: 1600,
        channels: 3,
        background: '#888',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
    let busiest = 0;
    let done = false;
    const watch = (async () => {
      while (!done) {
        busiest = Math.max(busiest, sharp.counters().process);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await Promise.all(
      [240, 320, 480, 640, 960, 1280].map((width) =>
        transformImage(noise, { width, format: 'jpeg' }),
      ),
    );
    done = true;
    await watch;
    expect(busiest).toBe(1);
  });
});
