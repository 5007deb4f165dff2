import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React renders on the server or hydrates prerendered markup, true from then on.
 * Inputs of prerendered pages stay disabled until it turns true, so nothing typed before the
 * page's code runs is shown yet left out of what the page computes.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
