import { INSPIRATION_DEFAULT_LIMIT, INSPIRATION_DEFAULT_QUERY } from '../../../shared/constants';
import {
  contentSources,
  type ContentItem,
  type ContentSource,
} from '../../../shared/inspiration/content-item';
import { catalogItems } from './catalog';

/** The aggregator's request (docs/product.md#calls): query, limit and the sources to ask. */
export interface CatalogSearch {
  query?: string;
  limit?: number;
  sources?: readonly ContentSource[];
}

/**
 * Words that say "anything around the house": the default query 'home improvement' is made only
 * of these, so it must return a broad mix rather than the few items that happen to say "home".
 */
const GENERIC_WORDS = new Set(
  // Singular forms only: query words are stemmed before this check.
  'home house improvement improve diy idea project inspiration inspo'.split(' '),
);
const FILLER_WORDS = new Set(
  'an and or the for with to of in on at by from my your our how do it is yourself'.split(' '),
);

/** Crude singular form, applied to query and text alike so "shelves" finds "shelf" and back. */
function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('elves')) return `${word.slice(0, -5)}elf`;
  if (word.length > 4 && /(x|ch|sh|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1)
    .map(stem);
}

export function queryTerms(query: string): string[] {
  return [
    ...new Set(words(query).filter((word) => !GENERIC_WORDS.has(word) && !FILLER_WORDS.has(word))),
  ];
}

/** Where a term counts most: a title hit beats a tag or category hit, which beats the body. */
function fieldsOf(item: ContentItem): { words: string[]; weight: number }[] {
  return [
    { words: words(item.title), weight: 3 },
    { words: words(item.tags.join(' ')), weight: 2 },
    { words: words(item.category), weight: 2 },
    { words: words(item.description), weight: 1 },
  ];
}

interface Ranked {
  item: ContentItem;
  matched: number;
  score: number;
}

function rank(item: ContentItem, terms: readonly string[]): Ranked {
  const fields = fieldsOf(item);
  let matched = 0;
  let score = 0;
  for (const term of terms) {
    // Prefix match on word stems: "tile" finds "tiled", but "art" does not find "start".
    const hits = fields.filter((field) => field.words.some((word) => word.startsWith(term)));
    if (hits.length > 0) matched += 1;
    score += hits.reduce((sum, field) => sum + field.weight, 0);
  }
  return { item, matched, score };
}

const byRelevance = (a: Ranked, b: Ranked) =>
  b.matched - a.matched ||
  b.score - a.score ||
  (b.item.engagement_score ?? 0) - (a.item.engagement_score ?? 0) ||
  (a.item.id < b.item.id ? -1 : 1);

/**
 * Searches the built-in catalog the way the aggregator queries the real sites: each source
 * returns its own relevance-ranked list (any query word matching title, tags, category or
 * description; more words matched ranks higher) and the lists are interleaved, so the first
 * results mix sources. A query of only generic words matches everything, ranked by engagement.
 * Missing or empty `sources` means all of them; `limit` defaults to 25. Items are copies.
 */
export function searchCatalog(
  {
    query = INSPIRATION_DEFAULT_QUERY,
    limit = INSPIRATION_DEFAULT_LIMIT,
    sources,
  }: CatalogSearch = {},
  items: readonly ContentItem[] = catalogItems,
): ContentItem[] {
  const wanted: readonly ContentSource[] =
    sources !== undefined && sources.length > 0 ? [...new Set(sources)] : contentSources;
  const max = Number.isFinite(limit) ? Math.max(0, Math.floor(limit)) : INSPIRATION_DEFAULT_LIMIT;
  const terms = queryTerms(query);

  const perSource = wanted.map((source) =>
    items
      .filter((item) => item.source === source)
      .map((item) => rank(item, terms))
      .filter((ranked) => terms.length === 0 || ranked.matched > 0)
      .sort(byRelevance),
  );

  const results: ContentItem[] = [];
  for (let index = 0; results.length < max; index += 1) {
    const round = perSource.flatMap((list) => list[index] ?? []);
    if (round.length === 0) break;
    for (const { item } of round.slice(0, max - results.length)) {
      results.push({ ...item, tags: [...item.tags] });
    }
  }
  return results;
}
