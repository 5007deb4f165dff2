import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { onFirstToast, toastRequested } from '../lib/toast';
import { AppRoutes } from './routes';

// The toaster (sonner) is not needed to paint a page: it loads with the first toast, and stays
// out of the first-load JavaScript of every page.
const Toaster = lazy(() => import('./toaster'));

export function App() {
  const toasting = useSyncExternalStore(onFirstToast, toastRequested, () => false);
  useEffect(() => {
    // Marks the page interactive: browser tests of prerendered pages wait for it before clicking.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <AppRoutes />
      {toasting && (
        <Suspense>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}
