import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  boardListSchema,
  boardSchema,
  pinSearchResultSchema,
  pinterestStatusSchema,
} from '../../../../shared/pins/pin-schema';
import { pinChecks } from './pin-checks';

const pin = {
  id: '42',
  title: 'Pegboard wall',
  description: 'Tools in reach',
  image: { original: { url: 'https://i.pinimg.com/x.jpg' } },
  link: 'https://www.pinterest.com/pin/42/',
};

/** The browser's check passes what the shared schema passes, with the same result. */
function agrees(check: (body: unknown) => unknown, schema: z.ZodType, body: unknown) {
  const parsed = schema.safeParse(body);
  if (parsed.success) expect(check(body)).toEqual(parsed.data);
  else expect(() => check(body)).toThrow();
}

const pins: Record<string, unknown>[] = [
  {},
  { board_id: 'b1', extra: 'dropped' },
  { image: { original: { url: '/pins/sample.webp' } } },
  { image: { original: { url: 'javascript:alert(1)' } } },
  { image: { original: {} } },
  { link: 'javascript:alert(1)' },
  { link: `https://example.com/${'a'.repeat(2048)}` },
  { id: '' },
  { id: ' ' },
  { title: 3 },
];

describe('pinChecks', () => {
  it.each(pins.map((change) => [JSON.stringify(change).slice(0, 60), change]))(
    'search results agree with the schema for %s',
    (_name, change) => {
      const body = { items: [{ ...pin, ...(change as object) }], sample: false };
      agrees(pinChecks.searchResult, pinSearchResultSchema, body);
      agrees(pinChecks.searchResult, pinSearchResultSchema, { ...body, notice: 'Samples' });
    },
  );

  it('agrees on the status, boards and the created pin', () => {
    for (const status of [
      { configured: true, signedIn: true, connected: false },
      { configured: true, signedIn: 'yes', connected: false },
      {},
    ])
      agrees(pinChecks.status, pinterestStatusSchema, status);
    for (const boards of [{ items: [{ id: 'b', name: 'Shop' }] }, { items: [{ id: '' }] }, []])
      agrees((body) => ({ items: pinChecks.boards(body) }), boardListSchema, boards);
    agrees(pinChecks.board, boardSchema, { id: 'b', name: 'Shop', extra: 1 });
    agrees(pinChecks.created, boardSchema.pick({ id: true }), { id: '7', name: 'x' });
    agrees(pinChecks.created, boardSchema.pick({ id: true }), { id: 7 });
  });
});
