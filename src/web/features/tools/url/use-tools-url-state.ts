import { useEffect, useState } from 'react';
import { readToolsState, writeToolsSearch, type ToolsState } from './tools-url';

/** Long enough that typing a number writes the address once, not once per key. */
const URL_WRITE_DELAY_MS = 400;

/**
 * The calculators' state, read from the address once and written back to it a moment after
 * each change. replaceState, not pushState: a keystroke is no place for the Back button to stop.
 * Browser-only: the tools page is not prerendered, so there is no server render to match.
 */
export function useToolsUrlState() {
  const [state, setState] = useState<ToolsState>(() => readToolsState(window.location.search));
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const { pathname, search, hash } = window.location;
      const next = writeToolsSearch(state);
      if (next !== search)
        window.history.replaceState(window.history.state, '', `${pathname}${next}${hash}`);
    }, URL_WRITE_DELAY_MS);
    // Leaving the page before the timer fires must not rewrite the next page's address.
    return () => window.clearTimeout(timer);
  }, [state]);
  return [state, setState] as const;
}
