import type { ImageTransform } from '../../shared/uploads/upload-api';
import { DEFAULT_TRANSFORM_QUALITY, transformImage, transformMediaTypes } from './image-processing';
import type { ObjectStorage } from './object-storage';

/** Enough for the sizes the app asks for; more would let one owner fill the disk with variants. */
const MAX_CACHED_VARIANTS = 12;

export const hasTransform = (options: ImageTransform) =>
  Object.values(options).some((value) => value !== undefined);

/** One name per distinct output, so equal requests share a cached file. */
function variantKey(id: string, options: ImageTransform) {
  const format = options.format ?? 'webp';
  const size = `${options.width ?? 'auto'}x${options.height ?? 'auto'}`;
  const fit = options.width || options.height ? (options.resize ?? 'cover') : 'none';
  const quality =
    format === 'png' ? 'lossless' : `q${options.quality ?? DEFAULT_TRANSFORM_QUALITY}`;
  return `${id}/variants/${size}-${fit}-${quality}.${format}`;
}

/**
 * A transformed image, from the cache in storage when an equal request made it before. Caching
 * is best effort: a failure to store a variant still answers with the image.
 */
export async function imageVariant(storage: ObjectStorage, id: string, options: ImageTransform) {
  const key = variantKey(id, options);
  const mediaType = transformMediaTypes[options.format ?? 'webp'];
  const cached = await storage.get(key);
  if (cached) return { bytes: cached, mediaType };
  const original = await storage.get(`${id}/original`);
  if (!original) return undefined;
  const made = await transformImage(original, options);
  try {
    if ((await storage.list(`${id}/variants/`)).length < MAX_CACHED_VARIANTS) {
      await storage.put(key, made.bytes, made.mediaType);
    }
  } catch (error) {
    console.error(`upload variant not cached: ${(error as Error).message}`);
  }
  return made;
}
