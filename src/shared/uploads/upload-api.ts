import { z } from 'zod';

import { IMAGE_TRANSFORM_MAX_SIDE, uploadKinds } from './upload-limits';

// The limits live in upload-limits.ts, which the chat loads without zod.
export * from './upload-limits';

/** The answer of POST /api/uploads. */
export const uploadSchema = z.object({
  id: z.uuid(),
  kind: z.enum(uploadKinds),
  mediaType: z.string(),
  name: z.string(),
  size: z.number().int(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  url: z.string(),
});
export type Upload = z.infer<typeof uploadSchema>;

/**
 * The only sizes a variant may have. A fixed list keeps the number of distinct variants (each a
 * decode and an encode, then a stored file) small, so nobody can make the server render
 * thousands of sizes of one picture.
 */
export const IMAGE_TRANSFORM_SIDES = [
  24,
  32,
  48,
  64,
  96,
  128,
  160,
  240,
  320,
  480,
  640,
  960,
  1280,
  1600,
  IMAGE_TRANSFORM_MAX_SIDE,
] as const;
/** Qualities in steps of ten, for the same reason. */
export const IMAGE_TRANSFORM_QUALITIES = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100] as const;

const oneOf = (allowed: readonly number[]) =>
  z.coerce
    .number()
    .int()
    .refine((value) => allowed.includes(value), `must be one of ${allowed.join(', ')}`);
const side = oneOf(IMAGE_TRANSFORM_SIDES);

/** docs/product.md#calls's image transform options, as query parameters of GET /api/uploads/:id. */
export const imageTransformSchema = z.object({
  width: side.optional(),
  height: side.optional(),
  resize: z.enum(['cover', 'contain', 'fill']).optional(),
  format: z.enum(['jpeg', 'png', 'webp']).optional(),
  quality: oneOf(IMAGE_TRANSFORM_QUALITIES).optional(),
});
export type ImageTransform = z.infer<typeof imageTransformSchema>;
