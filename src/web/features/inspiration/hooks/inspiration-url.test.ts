import { describe, expect, it } from 'vitest';
import { defaultView, readView, writeView } from './inspiration-url';

describe('inspiration view in the URL', () => {
  it('reads an empty query string as the default view', () => {
    expect(readView(new URLSearchParams())).toEqual(defaultView);
  });

  it('round-trips a view and keeps unrelated parameters', () => {
    const view = {
      search: 'garden bed',
      filters: {
        category: 'living room',
        difficulty: 'advanced',
        source: 'youtube',
        sortBy: 'newest' as const,
      },
    };
    const params = writeView(new URLSearchParams('tab=inspiration'), view);
    expect(params.toString()).toBe(
      'tab=inspiration&q=garden+bed&category=living+room&difficulty=advanced&source=youtube&sort=newest',
    );
    expect(readView(params)).toEqual(view);
  });

  it('accepts any letter case and drops unknown values', () => {
    const view = readView(
      new URLSearchParams('category=KITCHEN&difficulty=expert&source=tiktok&sort=hot'),
    );
    expect(view.filters).toEqual({ category: 'kitchen', sortBy: 'trending' });
  });

  it('leaves defaults out of the URL', () => {
    expect(writeView(new URLSearchParams('q=x&sort=popular'), defaultView).toString()).toBe('');
  });
});
