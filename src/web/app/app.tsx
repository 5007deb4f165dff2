import { lazy, Suspense, useEffect, useState } from 'react';
import { AppRoutes } from './routes';

// The toaster is not needed to paint a page, so it loads once the page is idle and stays out
// of the first-load JavaScript budget.
const Toaster = lazy(() => import('./toaster'));

export function App() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // Marks the page interactive: browser tests of prerendered pages wait for it before clicking.
    document.documentElement.dataset.hydrated = 'true';
    const id = requestIdleCallback(() => setIdle(true), { timeout: 1500 });
    return () => cancelIdleCallback(id);
  }, []);
  return (
    <>
      <AppRoutes />
      {idle && (
        <Suspense>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}
