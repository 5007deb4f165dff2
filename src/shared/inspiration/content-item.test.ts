import { describe, expect, it } from 'vitest';
import {
  applyFilterChange,
  categoryOptions,
  contentItemSchema,
  countActiveFilters,
  difficultyOptions,
  emptyFilters,
  sortOptions,
  sourceOptions,
} from './content-item';

const valid = {
  id: 'a1',
  title: 'Subway tile backsplash',
  description: 'Weekend project.',
  image_url: '/inspiration/kitchen-backsplash.svg',
  external_link: 'https://www.pinterest.com/search/pins/?q=backsplash',
  source: 'pinterest',
  category: 'Kitchen',
  tags: ['tile'],
  created_at: '2026-03-01T10:00:00.000Z',
};

describe('contentItemSchema', () => {
  it('accepts a minimal item and the optional fields', () => {
    expect(contentItemSchema.safeParse(valid).success).toBe(true);
    const full = {
      ...valid,
      video_url: 'https://www.youtube.com/results?search_query=tile',
      difficulty: 'Easy',
      author: 'u/tile_tom',
      engagement_score: 42,
      created_at: '2026-03-01',
    };
    expect(contentItemSchema.safeParse(full).success).toBe(true);
  });

  it('accepts absolute http(s) image URLs as well as site paths', () => {
    const remote = { ...valid, image_url: 'https://images.example.com/a.jpg' };
    expect(contentItemSchema.safeParse(remote).success).toBe(true);
  });

  it.each([
    ['an unknown source', { source: 'tiktok' }],
    ['a protocol-relative image', { image_url: '//evil.example/a.svg' }],
    ['a javascript link', { external_link: 'javascript:alert(1)' }],
    ['a non-date created_at', { created_at: 'yesterday' }],
    ['a negative engagement', { engagement_score: -1 }],
    ['an empty title', { title: '  ' }],
  ])('rejects %s', (_label, patch) => {
    expect(contentItemSchema.safeParse({ ...valid, ...patch }).success).toBe(false);
  });
});

describe('filter panel options', () => {
  it('lists the docs/product.md#screens-and-routes options with All first', () => {
    expect(categoryOptions).toHaveLength(12);
    for (const list of [categoryOptions, difficultyOptions, sourceOptions]) {
      expect(list[0]).toBe('All');
    }
    expect(sortOptions.map((option) => option.value)).toEqual(['trending', 'newest', 'popular']);
    expect(sortOptions.find((option) => option.value === 'popular')?.label).toBe('Most Popular');
    expect(emptyFilters).toEqual({ sortBy: 'trending' });
  });
});

describe('applyFilterChange', () => {
  it('stores category, difficulty and source lowercased', () => {
    let filters = applyFilterChange(emptyFilters, 'category', 'Living Room');
    filters = applyFilterChange(filters, 'difficulty', 'Beginner');
    filters = applyFilterChange(filters, 'source', 'YouTube');
    expect(filters).toEqual({
      category: 'living room',
      difficulty: 'beginner',
      source: 'youtube',
      sortBy: 'trending',
    });
  });

  it('removes a filter when All is chosen', () => {
    const filters = applyFilterChange({ sortBy: 'newest', source: 'reddit' }, 'source', 'All');
    expect(filters).toEqual({ sortBy: 'newest' });
    expect('source' in filters).toBe(false);
  });

  it('stores sortBy as is and ignores unknown sorts', () => {
    expect(applyFilterChange(emptyFilters, 'sortBy', 'popular').sortBy).toBe('popular');
    expect(applyFilterChange(emptyFilters, 'sortBy', 'Popular')).toBe(emptyFilters);
  });

  it('does not mutate its input', () => {
    const before = { sortBy: 'trending' as const, category: 'kitchen' };
    applyFilterChange(before, 'category', 'All');
    expect(before.category).toBe('kitchen');
  });
});

describe('countActiveFilters', () => {
  it('counts the removable filters, not the sort', () => {
    expect(countActiveFilters(emptyFilters)).toBe(0);
    expect(countActiveFilters({ sortBy: 'popular', category: 'kitchen' })).toBe(1);
    expect(
      countActiveFilters({
        sortBy: 'newest',
        category: 'kitchen',
        difficulty: 'beginner',
        source: 'reddit',
      }),
    ).toBe(3);
  });
});
