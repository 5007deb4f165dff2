import { describe, expect, it } from 'vitest';
import type { ContentItem, ContentSource } from '../../shared/inspiration/content-item';
import { mergeItems, normaliseQuery } from './merge-items';

const item = (source: ContentSource, n: number, link = `https://example.com/${source}/${n}`) =>
  ({
    id: `${source}-${n}`,
    title: `${source} ${n}`,
    description: '',
    image_url: '/inspiration/workbench.svg',
    external_link: link,
    source,
    category: 'Home Improvement',
    tags: [],
    created_at: '2024-01-01T00:00:00.000Z',
  }) satisfies ContentItem;

describe('mergeItems', () => {
  it('interleaves the sources, drops repeated links and stops at the limit', () => {
    const reddit = [item('reddit', 1), item('reddit', 2), item('reddit', 3)];
    const youtube = [item('youtube', 1, 'https://example.com/reddit/2'), item('youtube', 2)];
    const unsplash = [item('unsplash', 1)];
    const ids = (items: ContentItem[]) => items.map((one) => one.id);
    expect(ids(mergeItems([reddit, youtube, unsplash], 10))).toEqual([
      'reddit-1',
      'youtube-1',
      'unsplash-1',
      'youtube-2',
      'reddit-3',
    ]);
    expect(ids(mergeItems([reddit, youtube, unsplash], 2))).toEqual(['reddit-1', 'youtube-1']);
    expect(mergeItems([], 5)).toEqual([]);
  });

  it('normalises queries for the cache key', () => {
    expect(normaliseQuery('  Kitchen   BACKSPLASH ')).toBe('kitchen backsplash');
  });
});
