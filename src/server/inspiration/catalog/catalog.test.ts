import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ALL_OPTION,
  categoryOptions,
  contentItemSchema,
  contentSources,
  difficultyOptions,
} from '../../../shared/inspiration/content-item';
import { filterItems } from '../../../shared/inspiration/filter-items';
import { catalogItems } from './catalog';
import { CATALOG_AUTHOR } from './catalog-entry';
import { CATALOG_IMAGE_BASE, catalogImages } from './catalog-images';

const publicDir = fileURLToPath(new URL('../../../web/public/inspiration/', import.meta.url));
const svgFiles = readdirSync(publicDir).filter((name) => name.endsWith('.svg'));

describe('catalogItems', () => {
  it('holds at least 60 items that all pass the shared schema', () => {
    expect(catalogItems.length).toBeGreaterThanOrEqual(60);
    for (const item of catalogItems) {
      expect(contentItemSchema.safeParse(item).success, item.id).toBe(true);
    }
  });

  it('has unique ids and unique links', () => {
    const unique = (values: (string | undefined)[]) => new Set(values).size;
    expect(unique(catalogItems.map((item) => item.id))).toBe(catalogItems.length);
    expect(unique(catalogItems.map((item) => item.external_link))).toBe(catalogItems.length);
    const videos = catalogItems.flatMap((item) => item.video_url ?? []);
    expect(unique(videos)).toBe(videos.length);
  });

  it('puts at least 4 items under every filter-panel category', () => {
    for (const category of categoryOptions.filter((option) => option !== ALL_OPTION)) {
      const found = filterItems(catalogItems, { category: category.toLowerCase() });
      expect(found.length, category).toBeGreaterThanOrEqual(4);
    }
  });

  it('uses every source, and only panel difficulties so the difficulty filter finds them', () => {
    for (const source of contentSources) {
      expect(
        catalogItems.some((item) => item.source === source),
        source,
      ).toBe(true);
    }
    for (const item of catalogItems) {
      expect(difficultyOptions as readonly string[]).toContain(item.difficulty);
    }
  });

  it('links only to search pages of the four source sites', () => {
    const allowed =
      /^https:\/\/(www\.reddit\.com\/r\/DIY\/search\/\?q=|www\.youtube\.com\/results\?search_query=|unsplash\.com\/s\/photos\/|www\.pinterest\.com\/search\/pins\/\?q=)/;
    for (const item of catalogItems) {
      expect(item.external_link, item.id).toMatch(allowed);
      expect(item.external_link, item.id).toContain(
        item.source === 'youtube' ? 'youtube' : item.source,
      );
    }
  });

  it('credits every item to Fixwise, never to a made-up person, channel or profile', () => {
    for (const item of catalogItems) {
      expect(item.author, item.id).toBe(CATALOG_AUTHOR);
      expect(item.author_url, item.id).toBeUndefined();
    }
  });

  it('gives every YouTube item a video link and no other item one', () => {
    for (const item of catalogItems) {
      expect(item.video_url !== undefined, item.id).toBe(item.source === 'youtube');
    }
  });

  it('dates every item within about 18 months before late 2026', () => {
    for (const item of catalogItems) {
      expect(item.created_at >= '2025-05-01' && item.created_at < '2026-11-21', item.id).toBe(true);
    }
  });

  it('shows only images shipped in src/web/public/inspiration', () => {
    for (const item of catalogItems) {
      expect(item.image_url.startsWith(CATALOG_IMAGE_BASE), item.id).toBe(true);
      const file = item.image_url.slice(CATALOG_IMAGE_BASE.length);
      expect(existsSync(`${publicDir}${file}`), item.image_url).toBe(true);
    }
  });

  it('gives every item a picture of its own', () => {
    const idsByImage = new Map<string, string[]>();
    for (const item of catalogItems) {
      idsByImage.set(item.image_url, [...(idsByImage.get(item.image_url) ?? []), item.id]);
    }
    const shared = [...idsByImage].filter(([, ids]) => ids.length > 1);
    // Lists the items that share a picture, so a failure says which cards to draw for.
    expect(shared.map(([image, ids]) => `${image}: ${ids.join(', ')}`)).toEqual([]);
  });

  it('uses every listed image, and every shipped image is listed', () => {
    const used = new Set(catalogItems.map((item) => item.image_url));
    for (const image of catalogImages)
      expect(used.has(`/inspiration/${image}.svg`), image).toBe(true);
    expect(svgFiles.sort()).toEqual(catalogImages.map((image) => `${image}.svg`).sort());
  });
});
