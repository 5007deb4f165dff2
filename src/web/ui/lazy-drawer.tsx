import { lazy } from 'react';
import type { DrawerProps } from './drawer';
import { MountOnFirstOpen } from './mount-on-first-open';

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
