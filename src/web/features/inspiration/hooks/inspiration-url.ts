import { INSPIRATION_DEFAULT_QUERY } from '../../../../shared/constants';
import {
  applyFilterChange,
  categoryOptions,
  defaultSort,
  difficultyOptions,
  emptyFilters,
  sourceOptions,
  type FilterKey,
  type Filters,
} from '../../../../shared/inspiration/inspiration-filters';

/** What the feed shows: the search text sent to the aggregator and the filter panel's values. */
export interface InspirationView {
  search: string;
  filters: Filters;
}

export const defaultView: InspirationView = {
  search: INSPIRATION_DEFAULT_QUERY,
  filters: emptyFilters,
};

/** Query-string names; short, because people share these links. */
const PARAM = {
  search: 'q',
  category: 'category',
  difficulty: 'difficulty',
  source: 'source',
  sortBy: 'sort',
} as const;

const allowed: Record<Exclude<FilterKey, 'sortBy'>, readonly string[]> = {
  category: categoryOptions,
  difficulty: difficultyOptions,
  source: sourceOptions,
};

/**
 * Reads a view from a (possibly hand-edited) URL. Values outside the panel's option lists are
 * ignored rather than trusted, so a stale or mistyped link still opens a sensible view.
 */
export function readView(params: URLSearchParams): InspirationView {
  let filters = emptyFilters;
  for (const key of ['category', 'difficulty', 'source'] as const) {
    const value = params.get(PARAM[key])?.toLowerCase();
    const option = allowed[key].find((label) => label.toLowerCase() === value);
    if (option) filters = applyFilterChange(filters, key, option);
  }
  filters = applyFilterChange(filters, 'sortBy', params.get(PARAM.sortBy) ?? defaultSort);
  const search = params.get(PARAM.search)?.trim() || INSPIRATION_DEFAULT_QUERY;
  return { search, filters };
}

/**
 * Writes a view into a copy of `params`, leaving unrelated ones (such as a tab) alone. Defaults
 * are left out, so the plain page has a plain URL.
 */
export function writeView(params: URLSearchParams, view: InspirationView): URLSearchParams {
  const next = new URLSearchParams(params);
  const values: Record<keyof typeof PARAM, string | undefined> = {
    search: view.search === INSPIRATION_DEFAULT_QUERY ? undefined : view.search,
    category: view.filters.category,
    difficulty: view.filters.difficulty,
    source: view.filters.source,
    sortBy: view.filters.sortBy === defaultSort ? undefined : view.filters.sortBy,
  };
  for (const [key, value] of Object.entries(values)) {
    const name = PARAM[key as keyof typeof PARAM];
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}
