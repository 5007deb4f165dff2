import { describe, expect, it } from 'vitest';
import { sampleContentItem as valid } from '../../../tests/helpers/web/sample-content-item';
import { contentItemSchema } from '../../shared/inspiration/content-item';
import { safeItems } from './safe-items';

// Each variant changes one field; the browser's check must agree with the server's schema.
const variants: Record<string, unknown>[] = [
  {},
  { image_url: '/inspiration/shelf.webp' },
  { image_url: '//evil.example/x.png' },
  { image_url: 'data:image/png;base64,AAAA' },
  { external_link: 'javascript:alert(1)' },
  { external_link: 'ftp://files.example/a' },
  { video_url: 'https://youtube.com/watch?v=1' },
  { video_url: 'javascript:alert(1)' },
  { author: 'Sam', author_url: 'https://unsplash.com/@sam' },
  { author_url: 'javascript:alert(1)' },
  { title: '   ' },
  { title: undefined },
  { id: '' },
  { id: ' ' },
  { source: 'myspace' },
  { category: ' ' },
  { difficulty: ' Beginner ' },
  { difficulty: '' },
  { tags: 'shelves' },
  { tags: [1] },
  { engagement_score: 12.5 },
  { engagement_score: -1 },
  { engagement_score: Number.POSITIVE_INFINITY },
  { created_at: '2026-01-02' },
  { created_at: '2026-01-02T03:04:05+02:00' },
  { created_at: 'yesterday' },
  { extra: 'dropped' },
];

describe('safeItems', () => {
  it.each(variants.map((change) => [JSON.stringify(change), change]))(
    'agrees with contentItemSchema for %s',
    (_name, change) => {
      const item = { ...valid, ...(change as object) };
      const parsed = contentItemSchema.safeParse(item);
      expect(safeItems({ items: [item] })).toEqual(parsed.success ? [parsed.data] : []);
    },
  );

  it('fails an answer without an item list', () => {
    expect(() => safeItems({ error: 'nope' })).toThrow();
  });
});
