import { useCallback, useState } from 'react';

/**
 * A module loaded when first needed, held in state once it is here. Unlike `lazy`, nothing
 * suspends: the caller shows what the module renders only after `load()` has resolved, so it
 * mounts as if it had been imported with the page (a dialog that suspended inside a drawer let
 * Escape close the drawer as well).
 */
export function useOnDemand<T>(importer: () => Promise<T>) {
  const [module, setModule] = useState<T | null>(null);
  const load = useCallback(
    () =>
      importer().then((loaded) => {
        setModule(() => loaded);
        return loaded;
      }),
    [importer],
  );
  return [module, load] as const;
}
