import type { ContentItem } from '../../shared/inspiration/content-item';

/**
 * Takes one item from each list in turn so the feed is mixed rather than one source after the
 * other, drops repeats of an `external_link` already taken (the same post found twice, or
 * cross-posted), and stops at `limit`.
 */
export function mergeItems(
  lists: readonly (readonly ContentItem[])[],
  limit: number,
): ContentItem[] {
  const seen = new Set<string>();
  const merged: ContentItem[] = [];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let index = 0; index < longest && merged.length < limit; index += 1) {
    for (const list of lists) {
      const item = list[index];
      if (!item || seen.has(item.external_link)) continue;
      seen.add(item.external_link);
      merged.push(item);
      if (merged.length === limit) break;
    }
  }
  return merged;
}

/** The cache key's query: case, surrounding and repeated spaces do not make a new search. */
export function normaliseQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase();
}
