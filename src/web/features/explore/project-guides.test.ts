import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filterGuides, projectGuides, startProjectHref } from './project-guides';

describe('project guide chips', () => {
  it('filter the six guides by category and difficulty together', () => {
    expect(projectGuides).toHaveLength(6);
    expect(filterGuides(projectGuides, 'All', 'All')).toHaveLength(6);
    expect(filterGuides(projectGuides, 'Plumbing', 'All').map((g) => g.title)).toEqual([
      'Fix a running toilet',
    ]);
    expect(filterGuides(projectGuides, 'All', 'Beginner').map((g) => g.title)).toEqual([
      'Fix a running toilet',
      'Paint an accent wall',
    ]);
    expect(filterGuides(projectGuides, 'Plumbing', 'Advanced')).toEqual([]);
  });

  it('start the chat with a question about the project', () => {
    expect(startProjectHref(projectGuides[0]!)).toBe(
      '/dashboard?prompt=How%20do%20I%20replace%20an%20outlet%3F',
    );
  });
});

describe('project guide pictures', () => {
  it("are drawings of their own, never a feed card's, so a picture shows once on /explore", () => {
    const images = projectGuides.map((guide) => guide.image);
    expect(new Set(images).size).toBe(images.length);
    for (const image of images) {
      expect(image).toMatch(/^\/guides\/[a-z-]+\.svg$/);
      expect(existsSync(join(import.meta.dirname, '../../public', image)), image).toBe(true);
    }
  });
});
