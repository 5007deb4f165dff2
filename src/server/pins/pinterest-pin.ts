import { z } from 'zod';
import type { Board, Pin } from '../../shared/pins/pin-schema';

/** Pinterest v5's pin, read leniently: only the fields we show, most of them optional. */
export const rawPinSchema = z.object({
  id: z.string(),
  title: z.string().nullish(),
  description: z.string().nullish(),
  link: z.string().nullish(),
  board_id: z.string().nullish(),
  media: z
    .object({ images: z.record(z.string(), z.object({ url: z.string() })).nullish() })
    .nullish(),
});
export type RawPin = z.infer<typeof rawPinSchema>;

export const rawBoardSchema = z.object({ id: z.string(), name: z.string().nullish() });

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(z.unknown()).transform((items) => parseEach(item, items)) });

/** One malformed item should not sink a whole page of results, so bad items are dropped. */
function parseEach<T extends z.ZodType>(schema: T, items: unknown[]): z.infer<T>[] {
  return items.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

// Largest first: v5 names image sizes by width; 'originals' appears for some apps.
const imageSizes = ['originals', '1200x', '600x', '400x300', '236x', '150x150'];
const isHttp = (url: string | null | undefined): url is string => !!url && /^https?:\/\//.test(url);

/**
 * docs/product.md#entities's pin shape from Pinterest's. Only http(s) URLs pass, so a `javascript:` link can never
 * reach a page; a pin without a usable image is left out (undefined).
 */
export function toPin(raw: RawPin): Pin | undefined {
  const images = raw.media?.images ?? {};
  const url = imageSizes.map((size) => images[size]?.url).find(isHttp);
  if (!url) return undefined;
  const description = raw.description?.trim() ?? '';
  return {
    id: raw.id,
    title: raw.title?.trim() || description.slice(0, 100) || 'Pinterest pin',
    description,
    image: { original: { url } },
    link: isHttp(raw.link)
      ? raw.link
      : `https://www.pinterest.com/pin/${encodeURIComponent(raw.id)}/`,
    ...(raw.board_id ? { board_id: raw.board_id } : {}),
  };
}

export function toBoard(raw: z.infer<typeof rawBoardSchema>): Board {
  return { id: raw.id, name: raw.name?.trim() || 'Untitled board' };
}
