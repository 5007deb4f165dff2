import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  applyFilterChange,
  emptyFilters,
  type FilterKey,
} from '../../../../shared/inspiration/inspiration-filters';
import { defaultView, readView, writeView, type InspirationView } from './inspiration-url';

/**
 * The feed's search and filters, kept in the query string so a view can be shared, restored on
 * reload, and stepped through with the browser's back and forward buttons (each change is a new
 * history entry).
 */
export function useInspirationView() {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const view = useMemo(() => readView(new URLSearchParams(search)), [search]);
  // The query string as last written, ahead of the re-render: two changes in one event both
  // count, and an unchanged view (the same search again) adds no history entry for Back to skip.
  const latest = useRef(search);
  useEffect(() => {
    latest.current = search;
  }, [search]);

  const update = (change: (current: InspirationView) => InspirationView) => {
    const current = new URLSearchParams(latest.current);
    const query = writeView(current, change(readView(current))).toString();
    if (query === current.toString()) return;
    latest.current = query;
    navigate(query ? `${path}?${query}` : path);
  };

  return {
    view,
    setFilter: (key: FilterKey, value: string) =>
      update((current) => ({
        ...current,
        filters: applyFilterChange(current.filters, key, value),
      })),
    setSearch: (text: string) =>
      update((current) => ({ ...current, search: text.trim() || defaultView.search })),
    /** docs/product.md#screens-and-routes Clear Filters: no filters, and the search back to 'home improvement'. */
    clear: () => update(() => ({ search: defaultView.search, filters: emptyFilters })),
  };
}
