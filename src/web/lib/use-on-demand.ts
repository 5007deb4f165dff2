import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * A module loaded when first needed, held in state once it is here. Unlike `lazy`, nothing
 * suspends: the caller shows what the module renders only after `load()` has resolved, and
 * should do so with `showNow`.
 */
export function useOnDemand<T>(importer: () => Promise<T>) {
  const [module, setModule] = useState<T | null>(null);
  const load = useCallback(
    () =>
      importer().then((loaded) => {
        showNow(() => setModule(() => loaded));
        return loaded;
      }),
    [importer],
  );
  return [module, load] as const;
}

/**
 * Renders a state change at once, effects included, as React does for a click: a dialog opened
 * once its code has loaded then mounts as one imported with the page would, its Escape handler
 * and focus trap in place before it is painted (from a promise, React would run them later).
 */
export function showNow(change: () => void) {
  flushSync(change);
}
