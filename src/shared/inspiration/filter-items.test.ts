import { describe, expect, it } from 'vitest';
import type { ContentItem } from './content-item';
import { filterItems, sortItems, trendingScore } from './filter-items';

const now = new Date('2026-06-01T00:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

function item(id: string, patch: Partial<ContentItem> = {}): ContentItem {
  return {
    id,
    title: `Item ${id}`,
    description: '',
    image_url: '/inspiration/x.svg',
    external_link: `https://example.com/${id}`,
    source: 'reddit',
    category: 'Kitchen',
    tags: [],
    created_at: daysAgo(1),
    ...patch,
  };
}

const ids = (items: readonly ContentItem[]) => items.map((entry) => entry.id);

describe('filterItems', () => {
  const items = [
    item('kitchen', { category: 'Kitchen', difficulty: 'Beginner', tags: ['Backsplash', 'tile'] }),
    item('bath', { category: 'Bathroom Remodel', difficulty: 'Advanced', source: 'youtube' }),
    item('living', { category: 'Living Room', difficulty: 'Easy', source: 'unsplash' }),
    item('shelf', {
      category: 'Storage',
      source: 'pinterest',
      title: 'Floating oak shelves',
      description: 'Hidden brackets hold them up.',
      tags: ['woodworking'],
    }),
  ];
  const run = (options: Parameters<typeof filterItems>[1]) =>
    ids(filterItems(items, { sortBy: 'newest', now, ...options })).sort();

  it('returns everything when no filter is set, without mutating the input', () => {
    const before = [...items];
    expect(run({})).toEqual(['bath', 'kitchen', 'living', 'shelf']);
    expect(items).toEqual(before);
  });

  it('matches category as a case-insensitive substring', () => {
    expect(run({ category: 'bathroom' })).toEqual(['bath']);
    expect(run({ category: 'ROOM' })).toEqual(['bath', 'living']);
    expect(run({ category: 'living room' })).toEqual(['living']);
  });

  it('matches difficulty exactly, ignoring case', () => {
    expect(run({ difficulty: 'beginner' })).toEqual(['kitchen']);
    expect(run({ difficulty: 'Advanced' })).toEqual(['bath']);
    expect(run({ difficulty: 'begin' })).toEqual([]);
    // 'Easy' is a different label, not an alias of Beginner.
    expect(run({ difficulty: 'easy' })).toEqual(['living']);
  });

  it('matches source exactly', () => {
    expect(run({ source: 'youtube' })).toEqual(['bath']);
    expect(run({ source: 'YouTube' })).toEqual(['bath']);
    expect(run({ source: 'tube' })).toEqual([]);
  });

  it('keeps items where any tag contains any wanted tag', () => {
    expect(run({ tags: ['back'] })).toEqual(['kitchen']);
    expect(run({ tags: ['TILE', 'wood'] })).toEqual(['kitchen', 'shelf']);
    expect(run({ tags: [' '] })).toEqual(['bath', 'kitchen', 'living', 'shelf']);
  });

  it('searches title, description and tags; every word must match somewhere', () => {
    expect(run({ search: 'floating' })).toEqual(['shelf']);
    expect(run({ search: 'BRACKETS' })).toEqual(['shelf']);
    expect(run({ search: 'backsplash' })).toEqual(['kitchen']);
    expect(run({ search: 'oak brackets woodworking' })).toEqual(['shelf']);
    expect(run({ search: 'oak tile' })).toEqual([]);
    expect(run({ search: '   ' })).toHaveLength(4);
  });

  it('does not search the category field', () => {
    expect(run({ search: 'storage' })).toEqual([]);
  });

  it('combines filters', () => {
    expect(run({ category: 'room', source: 'unsplash' })).toEqual(['living']);
    expect(run({ category: 'kitchen', difficulty: 'advanced' })).toEqual([]);
  });
});

describe('sorting', () => {
  it('newest: created_at descending', () => {
    const items = [
      item('mid', { created_at: daysAgo(5) }),
      item('old', { created_at: daysAgo(50) }),
      item('new', { created_at: daysAgo(0) }),
    ];
    expect(ids(sortItems(items, 'newest', now))).toEqual(['new', 'mid', 'old']);
  });

  it('popular: engagement descending, missing counts as 0', () => {
    const items = [
      item('none'),
      item('low', { engagement_score: 3 }),
      item('high', { engagement_score: 900 }),
      item('zero', { engagement_score: 0, created_at: daysAgo(0) }),
    ];
    // 'none' and 'zero' tie at 0; the newer one comes first.
    expect(ids(sortItems(items, 'popular', now))).toEqual(['high', 'low', 'zero', 'none']);
  });

  it('trending: engagement halves in weight every 30 days', () => {
    const fresh = item('fresh', { engagement_score: 99, created_at: daysAgo(0) });
    const monthOld = item('month', { engagement_score: 99, created_at: daysAgo(30) });
    expect(trendingScore(fresh, now)).toBeCloseTo(100);
    expect(trendingScore(monthOld, now)).toBeCloseTo(50);
    expect(trendingScore(item('future', { created_at: daysAgo(-10) }), now)).toBeCloseTo(1);
  });

  it('trending: a recent modest item beats an old popular one, a big lead survives', () => {
    const items = [
      item('old-hit', { engagement_score: 1000, created_at: daysAgo(180) }),
      item('new-modest', { engagement_score: 100, created_at: daysAgo(2) }),
      item('month-hit', { engagement_score: 1000, created_at: daysAgo(30) }),
      item('new-none', { created_at: daysAgo(0) }),
    ];
    expect(ids(sortItems(items, 'trending', now))).toEqual([
      'month-hit',
      'new-modest',
      'old-hit',
      'new-none',
    ]);
  });

  it('trending is the default sort and uses the given clock', () => {
    const items = [
      item('a', { engagement_score: 10, created_at: '2026-01-01T00:00:00.000Z' }),
      item('b', { engagement_score: 40, created_at: '2025-10-01T00:00:00.000Z' }),
    ];
    // On Jan 1 'a' is brand new (11 vs 41 × 0.5^(92/30) ≈ 4.9); the order holds later too.
    expect(ids(filterItems(items, { now: new Date('2026-01-01T00:00:00.000Z') }))).toEqual([
      'a',
      'b',
    ]);
    expect(ids(filterItems(items, { now: new Date('2027-01-01T00:00:00.000Z') }))).toEqual([
      'a',
      'b',
    ]);
  });

  it('breaks ties deterministically by newest, then id', () => {
    const items = [item('b'), item('a'), item('c', { created_at: daysAgo(0) })];
    expect(ids(sortItems(items, 'popular', now))).toEqual(['c', 'a', 'b']);
  });
});
