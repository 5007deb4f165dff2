import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';

export const exploreTabs = ['projects', 'inspiration'] as const;
export type ExploreTab = (typeof exploreTabs)[number];

const isTab = (value: string | null): value is ExploreTab =>
  (exploreTabs as readonly string[]).includes(value ?? '');

/**
 * docs/product.md#states-and-transitions explore mode, default projects, kept in the URL (`?tab=inspiration`) next to the
 * feed's own parameters, so a shared link opens the same tab and view.
 */
export function useExploreTab(): [ExploreTab, (tab: string) => void] {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const value = new URLSearchParams(search).get('tab');
  const tab: ExploreTab = isTab(value) ? value : 'projects';
  // The query string as last written, ahead of the re-render: Radix reports one click twice
  // (pointer down, then focus), and a second identical history entry would make Back look dead.
  const latest = useRef(search);
  useEffect(() => {
    latest.current = search;
  }, [search]);

  const setTab = (next: string) => {
    const params = new URLSearchParams(latest.current);
    if ((params.get('tab') ?? 'projects') === next) return;
    if (next === 'projects' || !isTab(next)) params.delete('tab');
    else params.set('tab', next);
    latest.current = params.toString();
    navigate(latest.current ? `${path}?${latest.current}` : path);
  };
  return [tab, setTab];
}
