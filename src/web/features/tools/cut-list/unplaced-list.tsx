import { TriangleAlert } from 'lucide-react';

export interface Unplaced {
  key: string;
  name: string;
  size: string;
  quantity: number;
  message: string;
}

/** Pieces or cuts the plan could not place, each with the optimizer's reason. */
export function UnplacedList({ items }: { items: Unplaced[] }) {
  if (items.length === 0) return null;
  return (
    <div role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
      <p className="flex items-center gap-2 font-semibold text-amber-900">
        <TriangleAlert className="size-4" aria-hidden /> Not placed
      </p>
      <ul className="mt-2 grid gap-1">
        {items.map((item) => (
          <li key={item.key}>
            <span className="font-medium">
              {item.quantity} × {item.name}
            </span>{' '}
            ({item.size}): {item.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
