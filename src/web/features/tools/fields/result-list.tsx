import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export interface ResultItem {
  /** Defaults to the label; rows whose labels may repeat (room names) pass their id. */
  key?: string;
  label: string;
  value: ReactNode;
  /** The headline figure, set larger. */
  emphasis?: boolean;
}

/** Calculator results as a description list, so each figure is read with its label. */
export function ResultList({ items, className }: { items: ResultItem[]; className?: string }) {
  return (
    <dl className={cn('grid gap-2', className)}>
      {items.map((item) => (
        <div
          key={item.key ?? item.label}
          className={cn(
            'flex items-baseline justify-between gap-4',
            item.emphasis && 'border-t border-line pt-2',
          )}
        >
          <dt className={item.emphasis ? 'font-semibold' : 'text-muted'}>{item.label}</dt>
          <dd className={cn('tabular-nums', item.emphasis ? 'text-xl font-bold' : 'font-medium')}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
