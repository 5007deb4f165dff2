import { describe, expect, it } from 'vitest';
import {
  clip,
  decodeEntities,
  fallbackImage,
  inferCategory,
  isHttpUrl,
  toIsoInstant,
} from './normalise';

describe('inferCategory', () => {
  it.each([
    ['Tiled our kitchen backsplash', 'Kitchen'],
    ['Re-caulking the shower', 'Bathroom'],
    ['Painted the living room accent wall', 'Living Room'],
    ['Fixing a dripping faucet under the sink', 'Plumbing'],
    ['Garage shelving from 2x4s', 'Storage'],
    ['Replacing an outlet', 'Electrical'],
    ['My first dovetail joints', 'Woodworking'],
    ['Building a deck over the weekend', 'Outdoor'],
  ])('%s -> %s', (text, category) => {
    expect(inferCategory(text)).toBe(category);
  });

  it('falls back when nothing matches, and does not match inside words', () => {
    expect(inferCategory('Before and after')).toBe('Home Improvement');
    expect(inferCategory('a tubular frame, unpainted', 'Woodworking')).toBe('Woodworking');
    expect(inferCategory('stainless steel sink')).toBe('Plumbing');
  });
});

describe('the other helpers', () => {
  it('decodes the HTML entities YouTube sends', () => {
    expect(decodeEntities('Don&#39;t &amp; won&#x27;t &quot;ever&quot; &bogus;')).toBe(
      `Don't & won't "ever" &bogus;`,
    );
  });

  it('reads Unix seconds, offsets and zone-less timestamps as UTC instants', () => {
    expect(toIsoInstant(1713700000)).toBe('2024-04-21T11:46:40.000Z');
    expect(toIsoInstant('2019-08-21T09:14:41-04:00')).toBe('2019-08-21T13:14:41.000Z');
    expect(toIsoInstant('2023-06-14T19:22:05')).toBe('2023-06-14T19:22:05.000Z');
    expect(toIsoInstant('yesterday')).toBeUndefined();
    expect(toIsoInstant(null)).toBeUndefined();
  });

  it('cuts long text at a word', () => {
    expect(clip('short  text\n')).toBe('short text');
    const cut = clip('word '.repeat(100), 50);
    expect(cut.length).toBeLessThanOrEqual(51);
    expect(cut.endsWith('word…')).toBe(true);
  });

  it('knows placeholders from URLs and has an illustration per category', () => {
    expect(isHttpUrl('self')).toBe(false);
    expect(isHttpUrl('https://i.redd.it/x.jpg')).toBe(true);
    expect(fallbackImage('Plumbing')).toBe('/inspiration/under-sink-plumbing.svg');
    expect(fallbackImage('Home Improvement')).toBe('/inspiration/workbench.svg');
  });
});
