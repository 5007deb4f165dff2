import { describe, expect, it } from 'vitest';
import {
  contentSources,
  type ContentItem,
  type ContentSource,
} from '../../shared/inspiration/content-item';
import type { InspirationCache } from './inspiration-cache';
import { createInspirationFeed } from './inspiration-feed';
import { catalogSource } from './sources/catalog-source';
import type { SourceAdapters } from './sources/create-sources';
import type { SourceAdapter } from './sources/source-adapter';

/** The database cache's contract, in memory, for unit tests. */
function memoryCache(): InspirationCache & { store: Map<string, ContentItem[]> } {
  const store = new Map<string, ContentItem[]>();
  return {
    store,
    read: async (keys) =>
      new Map(keys.flatMap((key) => (store.has(key) ? [[key, store.get(key)!]] : []))),
    write: async (key, _source, items) => {
      store.set(key, items);
    },
  };
}

const catalog = Object.fromEntries(
  contentSources.map((source) => [source, catalogSource(source)]),
) as SourceAdapters;

function live(source: ContentSource, search: SourceAdapter['search']): SourceAdapter {
  return { source, cacheTtlMs: 60_000, search };
}

const query = { query: 'home improvement', limit: 12, sources: [...contentSources] };

describe('the inspiration feed', () => {
  it('mixes the sources and honours the limit', async () => {
    const feed = createInspirationFeed({
      sources: catalog,
      cache: memoryCache(),
      timeoutMs: 1_000,
    });
    const { items, failedSources } = await feed.aggregate(query);
    expect(failedSources).toEqual([]);
    expect(items).toHaveLength(12);
    expect(items.slice(0, 4).map((item) => item.source)).toEqual([...contentSources]);
  });

  it('reports a throwing source and a hanging one as failed, and keeps the rest', async () => {
    const lines: string[] = [];
    const feed = createInspirationFeed({
      sources: {
        ...catalog,
        reddit: live('reddit', async () => {
          throw new Error('socket hang up');
        }),
        // Ignores its signal on purpose: the feed's own deadline must still end the wait.
        youtube: live('youtube', () => new Promise(() => {})),
      },
      cache: memoryCache(),
      timeoutMs: 100,
      log: (line) => lines.push(line),
    });
    const started = Date.now();
    const { items, failedSources } = await feed.aggregate(query);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(failedSources).toEqual(['reddit', 'youtube']);
    expect(new Set(items.map((item) => item.source))).toEqual(new Set(['unsplash', 'pinterest']));
    expect(lines).toEqual([
      'inspiration: reddit failed: socket hang up',
      'inspiration: youtube failed: timed out after 100 ms',
    ]);
  });

  it('drops items that are not valid content items', async () => {
    const good = (
      await catalog.unsplash.search({ query: 'x', limit: 1, signal: AbortSignal.timeout(100) })
    )[0]!;
    const feed = createInspirationFeed({
      sources: { ...catalog, unsplash: live('unsplash', async () => [good, { ...good, id: '' }]) },
      cache: memoryCache(),
      timeoutMs: 1_000,
      log: () => {},
    });
    const { items } = await feed.aggregate({ ...query, sources: ['unsplash'] });
    expect(items).toEqual([good]);
  });

  it('shares one outgoing request between identical searches in flight', async () => {
    let calls = 0;
    const feed = createInspirationFeed({
      sources: {
        ...catalog,
        reddit: live('reddit', async () => {
          calls += 1;
          await new Promise((resolve) => setTimeout(resolve, 50));
          return [];
        }),
      },
      cache: memoryCache(),
      timeoutMs: 1_000,
    });
    await Promise.all([1, 2, 3].map(() => feed.aggregate({ ...query, sources: ['reddit'] })));
    expect(calls).toBe(1);
  });

  it('caches live answers per source but not failures or the catalog', async () => {
    const cache = memoryCache();
    const feed = createInspirationFeed({
      sources: {
        ...catalog,
        youtube: live('youtube', async () => []),
        reddit: live('reddit', async () => {
          throw new Error('down');
        }),
      },
      cache,
      timeoutMs: 1_000,
      log: () => {},
    });
    await feed.aggregate({ ...query, query: '  Home   IMPROVEMENT ' });
    expect([...cache.store.keys()]).toEqual(['youtube|12|home improvement']);
  });
});
