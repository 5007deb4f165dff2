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

const side = z.coerce
  .number()
  .int()
  .min(1)
  .max(IMAGE_TRANSFORM_MAX_SIDE, `must be at most ${IMAGE_TRANSFORM_MAX_SIDE}`);

/** SPEC §7's image transform options, as query parameters of GET /api/uploads/:id. */
export const imageTransformSchema = z.object({
  width: side.optional(),
  height: side.optional(),
  resize: z.enum(['cover', 'contain', 'fill']).optional(),
  format: z.enum(['jpeg', 'png', 'webp']).optional(),
  quality: z.coerce.number().int().min(1).max(100).optional(),
});
export type ImageTransform = z.infer<typeof imageTransformSchema>;
