import { INSPIRATION_DEFAULT_SORT, INSPIRATION_SOURCES } from '../constants';

/** docs/product.md#entities content item sources; the same list the aggregator may be asked for (§9). */
export const contentSources = INSPIRATION_SOURCES;
export type ContentSource = (typeof contentSources)[number];

/** docs/product.md#screens-and-routes filter panel option lists, labels as shown; 'All' means "no filter". */
export const ALL_OPTION = 'All';
export const categoryOptions = [
  ALL_OPTION,
  'Kitchen',
  'Bathroom',
  'Living Room',
  'Bedroom',
  'Outdoor',
  'Storage',
  'Woodworking',
  'Electrical',
  'Plumbing',
  'Painting',
  'Organization',
] as const;
export const difficultyOptions = [ALL_OPTION, 'Beginner', 'Intermediate', 'Advanced'] as const;
export const sourceOptions = [ALL_OPTION, 'Reddit', 'YouTube', 'Unsplash', 'Pinterest'] as const;

export const sortValues = ['trending', 'newest', 'popular'] as const;
export type SortBy = (typeof sortValues)[number];
export const sortOptions: readonly { value: SortBy; label: string }[] = [
  { value: 'trending', label: 'Trending' },
  { value: 'newest', label: 'Newest' },
  { value: 'popular', label: 'Most Popular' },
];
export const defaultSort: SortBy = INSPIRATION_DEFAULT_SORT;

/** docs/product.md#entities Filters object: category, difficulty and source are lowercased; absent = no filter. */
export interface Filters {
  category?: string;
  difficulty?: string;
  source?: string;
  sortBy: SortBy;
}
export type FilterKey = keyof Filters;

export const emptyFilters: Filters = { sortBy: defaultSort };

export function isSortBy(value: string): value is SortBy {
  return (sortValues as readonly string[]).includes(value);
}

/**
 * docs/product.md#screens-and-routes: choosing 'All' removes the filter; category, difficulty and source are stored
 * lowercased, sortBy as is. An unknown sort value leaves the filters unchanged rather than
 * storing something the sorter cannot honour.
 */
export function applyFilterChange(filters: Filters, key: FilterKey, value: string): Filters {
  if (key === 'sortBy') return isSortBy(value) ? { ...filters, sortBy: value } : filters;
  const next = { ...filters };
  if (value.trim() === '' || value.toLowerCase() === ALL_OPTION.toLowerCase()) delete next[key];
  else next[key] = value.toLowerCase();
  return next;
}

/** The 'N active' badge: sortBy always has a value, so only the three removable chips count. */
export function countActiveFilters(filters: Filters): number {
  return [filters.category, filters.difficulty, filters.source].filter(Boolean).length;
}
