import { Suspense, useState, type ReactNode } from 'react';

/**
 * Mounts its children (a dialog or drawer whose code loads lazily) with the first opening and
 * keeps them mounted afterwards, so they close and open again as before. Until then it renders
 * nothing, as a closed dialog does.
 */
export function MountOnFirstOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
