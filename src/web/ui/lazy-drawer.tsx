import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { DrawerProps } from './drawer';

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

// The dialog primitive behind a drawer (focus trap, scroll lock) is about 15 KB gzip that
// only a visitor who opens the drawer needs.
const Drawer = lazy(() => import('./drawer'));

/** A drawer whose code loads with its first opening. */
export function LazyDrawer(props: DrawerProps) {
  return (
    <MountOnFirstOpen open={props.open}>
      <Drawer {...props} />
    </MountOnFirstOpen>
  );
}
