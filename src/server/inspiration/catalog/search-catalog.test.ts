import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../../../shared/inspiration/content-item';
import { catalogItems } from './catalog';
import { queryTerms, searchCatalog } from './search-catalog';

const threeSources = ['reddit', 'youtube', 'unsplash'] as const;

describe('queryTerms', () => {
  it('drops generic and filler words and folds plurals', () => {
    expect(queryTerms('home improvement')).toEqual([]);
    expect(queryTerms('DIY home improvement ideas')).toEqual([]);
    expect(queryTerms('Floating SHELVES for the kitchen')).toEqual([
      'floating',
      'shelf',
      'kitchen',
    ]);
    expect(queryTerms('boxes, supplies & tiles')).toEqual(['box', 'supply', 'tile']);
  });
});

describe('searchCatalog', () => {
  it('answers the default request with 25 items mixing sources and categories', () => {
    const results = searchCatalog({ sources: threeSources });
    expect(results).toHaveLength(25);
    expect(new Set(results.map((item) => item.source))).toEqual(new Set(threeSources));
    expect(new Set(results.map((item) => item.category)).size).toBeGreaterThanOrEqual(8);
    expect(searchCatalog()).toHaveLength(25);
  });

  it('treats a query of generic words like the default one', () => {
    const ids = (items: ContentItem[]) => items.map((item) => item.id);
    expect(ids(searchCatalog({ query: 'DIY home improvement', limit: 66 }))).toEqual(
      ids(searchCatalog({ query: 'home improvement', limit: 66 })),
    );
    expect(searchCatalog({ query: '', limit: 1000 })).toHaveLength(catalogItems.length);
  });

  it('honours limit', () => {
    expect(searchCatalog({ limit: 3 })).toHaveLength(3);
    expect(searchCatalog({ limit: 0 })).toEqual([]);
    expect(searchCatalog({ limit: -5 })).toEqual([]);
    expect(searchCatalog({ limit: 2.7 })).toHaveLength(2);
    expect(searchCatalog({ limit: 1000 })).toHaveLength(catalogItems.length);
    expect(searchCatalog({ query: 'faucet', limit: 1 })).toHaveLength(1);
  });

  it('honours sources', () => {
    for (const source of ['reddit', 'youtube', 'unsplash', 'pinterest'] as const) {
      const results = searchCatalog({ sources: [source], limit: 100 });
      expect(results.length).toBeGreaterThan(0);
      expect(results.every((item) => item.source === source)).toBe(true);
    }
    const two = searchCatalog({ query: 'paint', sources: ['youtube', 'pinterest'], limit: 100 });
    expect(new Set(two.map((item) => item.source))).toEqual(new Set(['youtube', 'pinterest']));
    expect(searchCatalog({ sources: [], limit: 1000 })).toHaveLength(catalogItems.length);
  });

  it('interleaves sources so the first results are not all from one site', () => {
    const results = searchCatalog({ sources: threeSources, limit: 6 });
    expect(results.map((item) => item.source)).toEqual([...threeSources, ...threeSources]);
  });

  it('matches the query against title, tags, category and description', () => {
    const text = (item: ContentItem) =>
      [item.title, item.description, item.category, ...item.tags].join(' ').toLowerCase();
    const byTitle = searchCatalog({ query: 'dovetail' });
    expect(byTitle.length).toBeGreaterThan(0);
    expect(byTitle.every((item) => text(item).includes('dovetail'))).toBe(true);
    expect(searchCatalog({ query: 'gfci' }).map((item) => item.tags)).toContainEqual(
      expect.arrayContaining(['gfci']),
    );
    const plumbing = searchCatalog({ query: 'plumbing', limit: 100 });
    expect(plumbing.filter((item) => item.category === 'Plumbing')).toHaveLength(6);
    expect(searchCatalog({ query: 'gophers' }).map((item) => item.id)).toEqual([
      'fw-reddit-cedar-raised-beds',
    ]);
  });

  it('finds plural and singular forms alike, but not mid-word fragments', () => {
    const shelf = searchCatalog({ query: 'shelf', limit: 100 }).map((item) => item.id);
    const shelves = searchCatalog({ query: 'shelves', limit: 100 }).map((item) => item.id);
    expect(shelves).toEqual(shelf);
    expect(shelf).toContain('fw-youtube-floating-shelves-books');
    expect(searchCatalog({ query: 'arch' }).map((item) => item.id)).toEqual([
      'fw-pinterest-painted-arch-wall',
    ]);
  });

  it('ranks items matching more of the query first within a source', () => {
    const [first] = searchCatalog({ query: 'raised bed drip', sources: ['youtube'] });
    expect(first?.id).toBe('fw-youtube-drip-irrigation-beds');
  });

  it('returns nothing for a query nothing matches', () => {
    expect(searchCatalog({ query: 'submarine' })).toEqual([]);
  });

  it('returns copies, so callers cannot change the catalog', () => {
    const [first] = searchCatalog({ limit: 1 });
    if (first === undefined) throw new Error('expected a result');
    first.title = 'changed';
    first.tags.push('changed');
    const original = catalogItems.find((item) => item.id === first.id);
    expect(original?.title).not.toBe('changed');
    expect(original?.tags).not.toContain('changed');
  });
});
