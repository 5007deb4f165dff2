import { useEffect, useMemo } from 'react';
import { toast } from '../../../lib/toast';
import { filterItems } from '../../../../shared/inspiration/filter-items';
import { ApiFailure } from '../../../lib/api-fetch';
import { useInspiration } from '../api/get-inspiration';
import { useInspirationView } from '../hooks/use-inspiration-view';
import { FilterPanel } from './filter-panel';
import { InspirationGrid } from './inspiration-grid';

/**
 * The filter panel over the grid, both driven by the URL. The aggregator gets the search text
 * and the source (docs/product.md#calls); category, difficulty, source and sort apply here on the client
 * (docs/product.md#validation-rules). The text is not filtered a second time on the client: the aggregator already ranks
 * by it, and requiring every word again would empty the default 'home improvement' view.
 */
export function InspirationFeed() {
  const { view, setFilter, setSearch, clear } = useInspirationView();
  const { filters, search } = view;
  const query = useInspiration(search, filters.source);

  const items = useMemo(
    () =>
      query.isError
        ? []
        : filterItems(query.data ?? [], {
            category: filters.category,
            difficulty: filters.difficulty,
            source: filters.source,
            sortBy: filters.sortBy,
          }),
    [query.data, query.isError, filters],
  );

  // Too many searches: the server's message says to wait, which a plain "try again" would not.
  const { error } = query;
  const failureMessage =
    error instanceof ApiFailure && error.status === 429 ? error.message : undefined;

  useEffect(() => {
    if (!query.isError) return;
    // One toast per failure; the id keeps a retry that fails again from stacking copies.
    toast.error('Content Loading Error', {
      id: 'inspiration-load-error',
      description: failureMessage ?? 'Unable to load inspiration content. Please try again.',
    });
  }, [query.isError, query.errorUpdatedAt, failureMessage]);

  return (
    <div className="flex flex-col gap-6">
      <FilterPanel
        search={search}
        filters={filters}
        onSearch={setSearch}
        onFilterChange={setFilter}
        onClear={clear}
      />
      <InspirationGrid
        items={items}
        loading={query.isPending}
        failed={query.isError}
        failureMessage={failureMessage}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    </div>
  );
}
