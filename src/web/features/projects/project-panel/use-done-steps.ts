import { useCallback, useState } from 'react';

const keyFor = (scope: string, guideId: string) => `fixwise_steps:${scope}:${guideId}`;

function read(key: string): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

/** Ticked-off steps of a guide, remembered per conversation in this browser. */
export function useDoneSteps(scope: string, guideId: string) {
  const key = keyFor(scope, guideId);
  const [state, setState] = useState(() => ({ key, done: read(key) }));
  const done = state.key === key ? state.done : read(key);
  const toggle = useCallback(
    (index: number) => {
      const next = done.includes(index) ? done.filter((n) => n !== index) : [...done, index];
      localStorage.setItem(key, JSON.stringify(next));
      setState({ key, done: next });
    },
    [done, key],
  );
  return { done, toggle };
}
