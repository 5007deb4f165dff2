import type { ContentItem } from './content-item';
import type { SortBy } from './inspiration-filters';

/** docs/product.md#entities search options; every field is optional and an absent or empty one filters nothing. */
export interface FilterOptions {
  category?: string;
  difficulty?: string;
  source?: string;
  tags?: readonly string[];
  search?: string;
  sortBy?: SortBy;
  /** The clock for 'trending'; passed in so results are reproducible. Defaults to the real one. */
  now?: Date;
}

const DAY_MS = 86_400_000;
/** Trending: an item's weight halves every this many days. */
export const TRENDING_HALF_LIFE_DAYS = 30;

const lower = (text: string) => text.toLowerCase();
const present = (value: string | undefined): value is string =>
  value !== undefined && value.trim() !== '';

/** Search words: lowercased, split on whitespace; empty when the text is blank. */
export function searchWords(text: string | undefined): string[] {
  return lower(text ?? '')
    .split(/\s+/)
    .filter((word) => word !== '');
}

/**
 * Free text: every word must appear (as a substring) in the title, the description or one of
 * the tags, not necessarily all in the same field. "Every word" narrows as the user types more,
 * which is what a search box is expected to do.
 */
function matchesSearch(item: ContentItem, words: readonly string[]): boolean {
  const fields = [item.title, item.description, ...item.tags].map(lower);
  return words.every((word) => fields.some((field) => field.includes(word)));
}

function timeOf(item: ContentItem): number {
  const time = Date.parse(item.created_at);
  return Number.isNaN(time) ? 0 : time;
}

/**
 * Trending = (engagement + 1) × 0.5^(age in days / 30). The +1 lets recency still rank items
 * without engagement; age is clamped at 0 so a future date gets no bonus. Because the decay is
 * exponential, moving `now` scales every score alike and the order stays stable over time.
 */
export function trendingScore(item: ContentItem, now: Date): number {
  const ageDays = Math.max(0, (now.getTime() - timeOf(item)) / DAY_MS);
  return ((item.engagement_score ?? 0) + 1) * 0.5 ** (ageDays / TRENDING_HALF_LIFE_DAYS);
}

/**
 * docs/product.md#validation-rules client-side filtering and sorting. Category is a case-insensitive substring; difficulty
 * and source are exact matches compared case-insensitively, because the Filters object stores
 * them lowercased while items carry 'Beginner' or 'YouTube'-style labels. Tags pass when any item
 * tag contains any wanted tag. Ties fall back to newest first, then id, so order is deterministic.
 * Returns a new array; the input is left as it was.
 */
export function filterItems(
  items: readonly ContentItem[],
  options: FilterOptions = {},
): ContentItem[] {
  const category = present(options.category) ? lower(options.category.trim()) : undefined;
  const difficulty = present(options.difficulty) ? lower(options.difficulty.trim()) : undefined;
  const source = present(options.source) ? lower(options.source.trim()) : undefined;
  const tags = (options.tags ?? []).map((tag) => lower(tag.trim())).filter((tag) => tag !== '');
  const words = searchWords(options.search);

  const kept = items.filter(
    (item) =>
      (category === undefined || lower(item.category).includes(category)) &&
      (difficulty === undefined || lower(item.difficulty ?? '') === difficulty) &&
      (source === undefined || item.source === source) &&
      (tags.length === 0 ||
        item.tags.some((itemTag) => tags.some((tag) => lower(itemTag).includes(tag)))) &&
      matchesSearch(item, words),
  );
  return sortItems(kept, options.sortBy ?? 'trending', options.now ?? new Date());
}

/** docs/product.md#validation-rules sorts; engagement missing counts as 0. Returns a new array. */
export function sortItems(items: readonly ContentItem[], sortBy: SortBy, now: Date): ContentItem[] {
  const newest = (a: ContentItem, b: ContentItem) =>
    timeOf(b) - timeOf(a) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const key: (item: ContentItem) => number =
    sortBy === 'popular'
      ? (item) => item.engagement_score ?? 0
      : sortBy === 'trending'
        ? (item) => trendingScore(item, now)
        : () => 0;
  // Scores are computed once rather than in every comparison.
  return items
    .map((item) => ({ item, score: key(item) }))
    .sort((a, b) => b.score - a.score || newest(a.item, b.item))
    .map(({ item }) => item);
}
