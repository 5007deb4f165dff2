import { useQuery } from '@tanstack/react-query';
import type { ContentItem } from '../../../../shared/inspiration/content-item';
import { apiFetch } from '../../../lib/api-fetch';
import { safeItems } from '../../../lib/safe-items';

export async function getInspiration(
  { query, source }: { query: string; source?: string },
  signal?: AbortSignal,
): Promise<ContentItem[]> {
  // docs/product.md#calls: the aggregator is asked for the selected source only, or all of them.
  const params = new URLSearchParams({ query });
  if (source) params.set('sources', source);
  return safeItems(await apiFetch<unknown>(`/api/inspiration?${params}`, { signal }));
}

/** Keyed by query and source filter: the other filters apply on the client (docs/product.md#validation-rules). */
export function useInspiration(query: string, source: string | undefined) {
  return useQuery({
    queryKey: ['inspiration', query, source ?? 'all'],
    queryFn: ({ signal }) => getInspiration({ query, source }, signal),
  });
}
