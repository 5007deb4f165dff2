import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { contentItemSchema, type ContentItem } from '../../../../shared/inspiration/content-item';
import { apiFetch } from '../../../lib/api-fetch';

/** `GET /api/inspiration` answer. Items are checked one by one (see `parseItems`). */
export const inspirationResponseSchema = z.object({
  items: z.array(z.unknown()),
  failedSources: z.array(z.string()).optional(),
});

/** A single malformed item from an outside source is dropped rather than failing the feed. */
function parseItems(items: unknown[]): ContentItem[] {
  return items.flatMap((item) => {
    const parsed = contentItemSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export async function getInspiration(
  { query, source }: { query: string; source?: string },
  signal?: AbortSignal,
): Promise<ContentItem[]> {
  // SPEC §7: the aggregator is asked for the selected source only, or all of them.
  const params = new URLSearchParams({ query });
  if (source) params.set('sources', source);
  const body = await apiFetch<unknown>(`/api/inspiration?${params}`, { signal });
  return parseItems(inspirationResponseSchema.parse(body).items);
}

/** Keyed by query and source filter: the other filters apply on the client (SPEC §5). */
export function useInspiration(query: string, source: string | undefined) {
  return useQuery({
    queryKey: ['inspiration', query, source ?? 'all'],
    queryFn: ({ signal }) => getInspiration({ query, source }, signal),
  });
}
