import { createContext, lazy, Suspense, useContext, type ReactNode } from 'react';
import type { PageRoute } from '../../shared/routes';
import { PageLoading } from './layout/page-loading';

type Uses = NonNullable<PageRoute['uses']>;

// Each provider is its own chunk: a page that reads only server state does not download the
// auth client, and static pages download neither (docs/decisions/0003-toaster-and-tanstack-query-load-after-the-first.md).
export const loadAuthProvider = () => import('../session/auth-provider');
export const loadQueryProvider = () => import('./query-provider');
const AuthProvider = lazy(() =>
  loadAuthProvider().then((module) => ({ default: module.AuthProvider })),
);
const QueryProvider = lazy(() =>
  loadQueryProvider().then((module) => ({ default: module.QueryProvider })),
);

/** The providers an ancestor already mounted, so a nested request adds only what is missing. */
const Mounted = createContext<Uses>({});

/**
 * The one place the session and server-state providers are mounted: the router puts them
 * around the page (or the dashboard's frame) from the route table's `uses`, and a widget that
 * may sit on a static page (the embedded chat) asks for them the same way. Inside a subtree that
 * already has them, they are not mounted twice.
 */
export function AppProviders({ uses, children }: { uses: Uses; children: ReactNode }) {
  const mounted = useContext(Mounted);
  const session = uses.session && !mounted.session;
  const queries = uses.queries && !mounted.queries;
  if (!session && !queries) return children;
  let tree = <Mounted.Provider value={{ ...mounted, ...uses }}>{children}</Mounted.Provider>;
  if (queries) tree = <QueryProvider>{tree}</QueryProvider>;
  if (session) tree = <AuthProvider>{tree}</AuthProvider>;
  return <Suspense fallback={<PageLoading />}>{tree}</Suspense>;
}
