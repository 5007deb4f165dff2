import { z } from 'zod';

/**
 * A knowledge entry a reply used. `href` is the entry's page when it has one; `ref` is a stable
 * reference (`fixwise:knowledge/<id>`) that names it either way.
 */
export const citationSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  kind: z.enum(['how-to', 'troubleshooting']),
  href: z.string().nullable(),
  ref: z.string().min(1),
});
export type Citation = z.infer<typeof citationSchema>;

export const knowledgeRef = (id: string) => `fixwise:knowledge/${id}`;
