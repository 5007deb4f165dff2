import { PIN_SKELETON_CARDS } from '../../../../shared/constants';
import type { Pin } from '../../../../shared/pins/pin-schema';
import { PinCard } from './pin-card';

const gridClass = 'grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** docs/product.md#screens-and-routes 'Popular DIY Ideas': an 8-card skeleton while loading, then the pins. */
export function PinGrid({
  pins,
  loading,
  onSave,
}: {
  pins: readonly Pin[];
  loading: boolean;
  onSave?: (pin: Pin) => void;
}) {
  if (loading) {
    return (
      <>
        <p role="status" className="sr-only">
          Loading pins…
        </p>
        <ul aria-hidden className={gridClass}>
          {Array.from({ length: PIN_SKELETON_CARDS }, (_, index) => (
            <li
              key={index}
              data-testid="pin-skeleton"
              className="overflow-hidden rounded-xl border border-line"
            >
              <div className="aspect-[4/3] animate-pulse bg-stone-200" />
              <div className="flex flex-col gap-2 p-4">
                <div className="h-4 w-3/4 animate-pulse rounded bg-stone-200" />
                <div className="h-3 w-full animate-pulse rounded bg-stone-100" />
              </div>
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <ul aria-label="Pins" className={gridClass}>
      {pins.map((pin) => (
        <li key={pin.id}>
          <PinCard pin={pin} onSave={onSave} />
        </li>
      ))}
    </ul>
  );
}
