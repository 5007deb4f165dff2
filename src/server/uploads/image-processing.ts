import type { ImageTransform } from '../../shared/uploads/upload-api';
import { ApiError } from '../http/errors';
import type { ImageFormat } from './detect-type';
import { runImageJob } from './image-jobs';

// sharp (libvips) loads on the first image, not with the server: start-up stays short.
const loadSharp = () => import('sharp').then((module) => module.default);

/**
 * Larger pictures are refused before decoding: a small file can claim a huge canvas. 24 MP
 * covers phone and most camera photos and caps a decoded image near 100 MB (RGBA).
 */
const MAX_INPUT_PIXELS = 24_000_000;
/** Stored images are scaled down to this on the long side; a phone photo stays as it is. */
const MAX_STORED_SIDE = 4096;
const STORED_QUALITY = 85;
export const STORED_IMAGE_TYPE = 'image/webp';

export interface ProcessedImage {
  bytes: Uint8Array<ArrayBuffer>;
  width: number;
  height: number;
}

/**
 * Re-encodes an upload as WebP: turned upright by its EXIF orientation, then written without
 * any metadata (sharp drops EXIF, GPS, XMP, IPTC and ICC unless asked to keep them, converting
 * the colours to sRGB first). Re-encoding also destroys anything smuggled after the image data.
 * Animated images keep their first frame.
 */
export async function reencodeImage(
  input: Uint8Array,
  format: ImageFormat,
): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  try {
    const { data, info } = await runImageJob(() =>
      sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
        .autoOrient()
        .resize({
          width: MAX_STORED_SIDE,
          height: MAX_STORED_SIDE,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: STORED_QUALITY })
        .toBuffer({ resolveWithObject: true }),
    );
    return { bytes: new Uint8Array(data), width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // HEIC photos use HEVC, which sharp's prebuilt libvips cannot decode (AVIF it can).
    throw new ApiError(
      415,
      format === 'heif'
        ? 'This HEIC photo could not be read. Please save it as JPEG and try again.'
        : 'This image could not be read. It may be damaged or too large.',
      'UNSUPPORTED_MEDIA_TYPE',
    );
  }
}

export const DEFAULT_TRANSFORM_QUALITY = 80;

export const transformMediaTypes = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
} as const;

/**
 * docs/product.md#calls's transform options applied to a stored image; without a format it stays WebP. A
 * variant is never larger than the stored image: asking for more pixels gives the original size.
 */
export async function transformImage(stored: Uint8Array, options: ImageTransform) {
  const format = options.format ?? 'webp';
  const quality = options.quality ?? DEFAULT_TRANSFORM_QUALITY;
  const sharp = await loadSharp();
  let image = sharp(stored, { limitInputPixels: MAX_INPUT_PIXELS });
  if (options.width || options.height) {
    image = image.resize({
      width: options.width,
      height: options.height,
      fit: options.resize ?? 'cover',
      withoutEnlargement: true,
    });
  }
  if (format === 'jpeg')
    image = image.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true });
  else if (format === 'png') image = image.png();
  else image = image.webp({ quality });
  const bytes = await runImageJob(() => image.toBuffer());
  return { bytes: new Uint8Array(bytes), mediaType: transformMediaTypes[format] };
}
