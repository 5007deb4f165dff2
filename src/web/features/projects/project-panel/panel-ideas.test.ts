import { describe, expect, it } from 'vitest';
import { sampleContentItem as valid } from '../../../../../tests/helpers/web/sample-content-item';
import { contentItemSchema } from '../../../../shared/inspiration/content-item';
import { panelIdeas } from './panel-ideas';

// Changes to the fields the card shows: the card's check must agree with the server's schema.
const shownFieldVariants: Record<string, unknown>[] = [
  {},
  { image_url: '/inspiration/shelf.webp' },
  { image_url: '//evil.example/x.png' },
  { image_url: 'data:image/png;base64,AAAA' },
  { image_url: undefined },
  { external_link: 'javascript:alert(1)' },
  { external_link: 'ftp://files.example/a' },
  { external_link: undefined },
  { video_url: 'https://youtube.com/watch?v=1' },
  { video_url: 'javascript:alert(1)' },
  { title: '   ' },
  { title: undefined },
  { id: '' },
  { id: 7 },
];

describe('panelIdeas', () => {
  it.each(shownFieldVariants.map((change) => [JSON.stringify(change), change]))(
    'shows what contentItemSchema passes, and only that, for %s',
    (_name, change) => {
      const item = { ...valid, ...(change as object) };
      const parsed = contentItemSchema.safeParse(item);
      const expected = parsed.success
        ? [
            {
              id: parsed.data.id,
              title: parsed.data.title,
              image_url: parsed.data.image_url,
              link: parsed.data.video_url ?? parsed.data.external_link,
            },
          ]
        : [];
      expect(panelIdeas({ items: [item] })).toEqual(expected);
    },
  );

  it('drops what is not an item and fails an answer without an item list', () => {
    expect(panelIdeas({ items: [null, 'x', valid] })).toHaveLength(1);
    expect(() => panelIdeas({ error: 'nope' })).toThrow();
  });
});
