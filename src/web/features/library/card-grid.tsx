import type { ReactNode } from 'react';

/** The two-column card grid every library tab uses. */
export function CardGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="grid gap-4 md:grid-cols-2">
      {children}
    </ul>
  );
}
