import type { ReactNode } from 'react';
import { Badge } from '../../ui/badge';

/** Says plainly that the cards below are examples, not the visitor's own data. */
export function SampleNote({ children }: { children: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2 rounded-lg border border-dashed border-line bg-surface px-4 py-3 text-sm text-muted">
      <Badge variant="outline">Examples</Badge>
      <span>{children}</span>
    </div>
  );
}
