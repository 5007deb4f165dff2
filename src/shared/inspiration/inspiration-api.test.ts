import { describe, expect, it } from 'vitest';
import { inspirationQuerySchema, inspirationResponseSchema } from './inspiration-api';

const parse = (input: Record<string, unknown>) => inspirationQuerySchema.safeParse(input);
const firstIssue = (input: Record<string, unknown>) => {
  const result = parse(input);
  return result.success ? undefined : result.error.issues[0];
};

describe('inspirationQuerySchema', () => {
  it('applies the docs/product.md#constants-and-limits defaults', () => {
    expect(inspirationQuerySchema.parse({})).toEqual({
      query: 'home improvement',
      limit: 25,
      sources: ['reddit', 'youtube', 'unsplash', 'pinterest'],
    });
    expect(inspirationQuerySchema.parse({ query: '   ', sources: '' }).query).toBe(
      'home improvement',
    );
  });

  it('reads a comma list of sources in any order and case, or a repeated parameter', () => {
    expect(parse({ sources: 'YouTube, reddit' }).data?.sources).toEqual(['reddit', 'youtube']);
    expect(parse({ sources: ['unsplash', 'reddit,unsplash'] }).data?.sources).toEqual([
      'reddit',
      'unsplash',
    ]);
  });

  it('turns limit into a number', () => {
    expect(parse({ limit: '7' }).data?.limit).toBe(7);
  });

  it.each([
    [{ limit: '0' }, 'limit'],
    [{ limit: '101' }, 'limit'],
    [{ limit: '2.5' }, 'limit'],
    [{ limit: 'ten' }, 'limit'],
    [{ sources: 'reddit,tiktok' }, 'sources'],
    [{ query: 'x'.repeat(201) }, 'query'],
  ])('refuses %j, naming %s', (input, field) => {
    expect(firstIssue(input)?.path).toEqual([field]);
  });

  it('says which source it does not know', () => {
    expect(firstIssue({ sources: 'tiktok' })?.message).toMatch(/unknown source "tiktok"/);
  });
});

describe('inspirationResponseSchema', () => {
  it('accepts an answer with failed sources', () => {
    expect(inspirationResponseSchema.parse({ items: [], failedSources: ['reddit'] })).toEqual({
      items: [],
      failedSources: ['reddit'],
    });
    expect(inspirationResponseSchema.safeParse({ items: [], failedSources: ['x'] }).success).toBe(
      false,
    );
  });
});
