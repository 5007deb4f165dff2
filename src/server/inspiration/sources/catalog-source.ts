import type { ContentSource } from '../../../shared/inspiration/content-item';
import { searchCatalog } from '../catalog/search-catalog';
import type { SourceAdapter } from './source-adapter';

/** A source without credentials answers from the built-in catalog, so the feed works offline. */
export function catalogSource(source: ContentSource): SourceAdapter {
  return {
    source,
    search: async ({ query, limit }) => searchCatalog({ query, limit, sources: [source] }),
  };
}
