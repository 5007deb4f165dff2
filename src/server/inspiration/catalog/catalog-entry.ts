import type { ContentItem, ContentSource } from '../../../shared/inspiration/content-item';
import { catalogImageUrl, type CatalogImage } from './catalog-images';

/**
 * One hand-written catalog item before it is shaped like an aggregator result. `search` is the
 * phrase behind the item's links: links are real search pages of the source site, so a click
 * leads somewhere useful without pretending a made-up post exists.
 */
export interface CatalogEntry {
  slug: string;
  source: ContentSource;
  title: string;
  description: string;
  category: string;
  difficulty: 'Beginner' | 'Intermediate' | 'Advanced';
  tags: string[];
  engagement: number;
  /** Calendar day of publication, YYYY-MM-DD. */
  date: string;
  image: CatalogImage;
  search: string;
}

/** Who every built-in item is credited to. */
export const CATALOG_AUTHOR = 'Fixwise';

const q = (phrase: string) => encodeURIComponent(phrase);

/** The source site's own search page for a phrase. */
export function searchLink(source: ContentSource, phrase: string): string {
  switch (source) {
    case 'reddit':
      return `https://www.reddit.com/r/DIY/search/?q=${q(phrase)}&restrict_sr=1`;
    case 'youtube':
      return `https://www.youtube.com/results?search_query=${q(phrase)}`;
    case 'unsplash':
      return `https://unsplash.com/s/photos/${phrase.trim().toLowerCase().replace(/\s+/g, '-')}`;
    case 'pinterest':
      return `https://www.pinterest.com/search/pins/?q=${q(phrase)}`;
  }
}

/** YouTube's search narrowed to videos (the `sp` filter), which is what the play button opens. */
export function videoLink(phrase: string): string {
  return `${searchLink('youtube', phrase)}&sp=EgIQAQ%253D%253D`;
}

export function toContentItem(entry: CatalogEntry): ContentItem {
  return {
    id: `fw-${entry.source}-${entry.slug}`,
    title: entry.title,
    description: entry.description,
    image_url: catalogImageUrl(entry.image),
    ...(entry.source === 'youtube' ? { video_url: videoLink(entry.search) } : {}),
    external_link: searchLink(entry.source, entry.search),
    source: entry.source,
    category: entry.category,
    difficulty: entry.difficulty,
    tags: entry.tags,
    // Written by us, so credited to us: a made-up Reddit user or photographer would claim a post
    // or photo that does not exist.
    author: CATALOG_AUTHOR,
    engagement_score: entry.engagement,
    // Noon UTC, so the written day is the one shown in almost every time zone.
    created_at: `${entry.date}T12:00:00.000Z`,
  };
}
