import { z } from 'zod';
import { contentSources } from './inspiration-filters';

// Zod-free, so the pages show the sources, filters and sort options without loading zod.
export * from './inspiration-filters';

const httpUrl = z.url({ protocol: /^https?$/ });

/**
 * docs/product.md#entities content item. `image_url` may also be a site-relative path because the built-in
 * catalog ships its own illustrations (served from /inspiration/...). `difficulty` stays a free
 * string: sources label it differently (Beginner/Intermediate/Advanced, Easy/Medium).
 */
export const contentItemSchema = z.object({
  id: z.string().min(1),
  title: z.string().trim().min(1),
  description: z.string(),
  image_url: z.union([httpUrl, z.string().regex(/^\/[^/]/, 'Expected a site-relative path')]),
  video_url: httpUrl.optional(),
  external_link: httpUrl,
  source: z.enum(contentSources),
  category: z.string().trim().min(1),
  difficulty: z.string().trim().min(1).optional(),
  tags: z.array(z.string()),
  author: z.string().optional(),
  /** The author's profile page, for attribution (Unsplash asks for a link to the photographer). */
  author_url: httpUrl.optional(),
  engagement_score: z.number().finite().nonnegative().optional(),
  created_at: z.union([z.iso.datetime({ offset: true }), z.iso.date()]),
});

export type ContentItem = z.infer<typeof contentItemSchema>;
