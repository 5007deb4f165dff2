import { useCallback, useState } from 'react';

function read(key: string, fallback: boolean): boolean {
  try {
    const stored = window.localStorage.getItem(key);
    return stored === null ? fallback : stored === 'true';
  } catch {
    return fallback; // storage blocked (private mode, policy): the default, every visit
  }
}

/** A yes/no choice of the user's (a panel shown or hidden) kept across visits in localStorage. */
export function useStoredFlag(key: string, fallback: boolean) {
  const [value, setValue] = useState(() => read(key, fallback));
  const set = useCallback(
    (next: boolean) => {
      setValue(next);
      try {
        window.localStorage.setItem(key, String(next));
      } catch {
        // Not remembered, still applied.
      }
    },
    [key],
  );
  return [value, set] as const;
}
