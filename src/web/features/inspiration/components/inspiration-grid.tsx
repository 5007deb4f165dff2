import { RefreshCw, SearchX } from 'lucide-react';
import type { ContentItem } from '../../../../shared/inspiration/content-item';
import { Button } from '../../../ui/button';
import { ContentCard } from './content-card';
import { GridPlaceholders, gridClass } from './inspiration-placeholders';

export interface InspirationGridProps {
  items: readonly ContentItem[];
  loading: boolean;
  failed: boolean;
  /** Shown instead of the generic failure line, e.g. the server's "wait a few minutes". */
  failureMessage?: string;
  /** True while a retry is in flight, so Retry cannot be pressed twice. */
  retrying?: boolean;
  onRetry: () => void;
}

/**
 * docs/product.md#screens-and-routes inspiration grid: 12 placeholders while loading, then the cards. The column count
 * follows the grid's own width (container queries), so it fits a full page and a half-screen
 * panel beside the chat alike.
 */
export function InspirationGrid({
  items,
  loading,
  failed,
  failureMessage,
  retrying = false,
  onRetry,
}: InspirationGridProps) {
  if (loading) return <GridPlaceholders />;
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-line p-10 text-center">
        <SearchX className="size-8 text-muted" aria-hidden />
        {failed ? (
          <>
            <p className="font-medium">We couldn't load inspiration right now.</p>
            {failureMessage ? <p className="text-sm text-muted">{failureMessage}</p> : null}
            <Button variant="outline" onClick={onRetry} disabled={retrying}>
              <RefreshCw aria-hidden /> Retry
            </Button>
          </>
        ) : (
          <>
            <p className="font-medium">No inspiration matches these filters.</p>
            <p className="text-sm text-muted">Try another search, or clear a filter or two.</p>
          </>
        )}
      </div>
    );
  }
  return (
    <div className="@container">
      <ul aria-label="Inspiration" className={gridClass}>
        {items.map((item) => (
          <li key={item.id}>
            <ContentCard item={item} />
          </li>
        ))}
      </ul>
    </div>
  );
}
