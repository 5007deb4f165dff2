import { INSPIRATION_PLACEHOLDERS } from '../../../../shared/constants';

export const gridClass = 'grid grid-cols-1 gap-4 @xl:grid-cols-2 @4xl:grid-cols-3 @6xl:grid-cols-4';

const pulse = 'animate-pulse rounded-lg bg-stone-200';

/** docs/product.md#screens-and-routes: the grid's 12 placeholders while items load. */
export function GridPlaceholders({ label = 'Loading inspiration…' }: { label?: string }) {
  return (
    <div className="@container">
      <p role="status" className="sr-only">
        {label}
      </p>
      <ul aria-hidden className={gridClass}>
        {Array.from({ length: INSPIRATION_PLACEHOLDERS }, (_, index) => (
          <li
            key={index}
            data-testid="inspiration-placeholder"
            className="overflow-hidden rounded-xl border border-line"
          >
            <div className="aspect-[4/3] animate-pulse bg-stone-200" />
            <div className="flex flex-col gap-2 p-4">
              <div className="h-4 w-3/4 animate-pulse rounded bg-stone-200" />
              <div className="h-3 w-full animate-pulse rounded bg-stone-100" />
              <div className="h-3 w-2/3 animate-pulse rounded bg-stone-100" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The whole feed while its code loads: the filter panel's frame at its size (a header row, the
 * search row, four labelled selects) over the grid's placeholders, so nothing moves when the
 * feed takes their place.
 */
export function FeedPlaceholders() {
  return (
    <div className="flex flex-col gap-6">
      <div className="@container flex flex-col gap-4 rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5">
        <div className="flex h-8 items-center justify-between">
          <div className={`h-6 w-40 ${pulse}`} />
          <div className={`h-8 w-24 ${pulse}`} />
        </div>
        <div className={`h-10 ${pulse}`} />
        <div className="grid grid-cols-2 gap-3 @3xl:grid-cols-4">
          {Array.from({ length: 4 }, (_, index) => (
            <div key={index} className="flex flex-col gap-1.5">
              <div className={`h-5 w-20 ${pulse}`} />
              <div className={`h-10 ${pulse}`} />
            </div>
          ))}
        </div>
      </div>
      <GridPlaceholders label="Loading the inspiration feed…" />
    </div>
  );
}
