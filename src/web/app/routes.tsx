import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { dashboardUses, pageRouteAt, pageRoutes, type PageRoute } from '../../shared/routes';
import { AppProviders, loadAuthProvider, loadQueryProvider } from './app-providers';
import { PageLoading } from './layout/page-loading';
import { SiteLayout } from './layout/site-layout';
import { RouteErrorBoundary } from './page-failure/route-error-boundary';

type PageModule = { default: ComponentType };

// Every page is its own chunk, so the first view of / loads only what it shows.
const pageModules = import.meta.glob<PageModule>('../pages/*.tsx');

function loaderOf(page: string): () => Promise<PageModule> {
  const load = pageModules[`../pages/${page}.tsx`];
  if (!load) throw new Error(`The route table names src/web/pages/${page}.tsx, which is missing`);
  return load;
}

const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();
function lazyPage(page: string) {
  let Page = lazyPages.get(page);
  if (!Page) {
    Page = lazy(loaderOf(page));
    lazyPages.set(page, Page);
  }
  return Page;
}

const NotFound = lazyPage('not-found');

// The dashboard has its own frame (sidebar, account) in its own chunk.
const DashboardLayout = lazy(() =>
  import('./dashboard-shell/dashboard-layout').then((module) => ({
    default: module.DashboardLayout,
  })),
);

function isDashboardPath(location: string) {
  return location === '/dashboard' || location.startsWith('/dashboard/');
}

/**
 * The page's chunk and its providers' chunks are fetched side by side: otherwise the page
 * would be asked for only once its providers had arrived.
 */
function usePreload(route: PageRoute | undefined) {
  useEffect(() => {
    if (!route) return;
    const ignore = () => undefined; // a failure shows when the page itself renders
    if (route.uses?.session) loadAuthProvider().catch(ignore);
    if (route.uses?.queries) loadQueryProvider().catch(ignore);
    loaderOf(route.page)().catch(ignore);
  }, [route]);
}

export function AppRoutes() {
  const [location] = useLocation();
  const route = pageRouteAt(location);
  usePreload(route);
  const pages = (
    <Switch>
      {pageRoutes.map(({ pattern, page }) => (
        <Route key={pattern} path={pattern} component={lazyPage(page)} />
      ))}
      <Route component={NotFound} />
    </Switch>
  );
  if (isDashboardPath(location)) {
    // The frame's own chunk can fail too: then the message stands alone rather than a blank page.
    return (
      <RouteErrorBoundary location={location}>
        <AppProviders uses={dashboardUses}>
          <Suspense fallback={<PageLoading />}>
            <DashboardLayout>
              <RouteErrorBoundary location={location}>
                <Suspense fallback={<PageLoading />}>{pages}</Suspense>
              </RouteErrorBoundary>
            </DashboardLayout>
          </Suspense>
        </AppProviders>
      </RouteErrorBoundary>
    );
  }
  return (
    <SiteLayout>
      <RouteErrorBoundary location={location}>
        <AppProviders uses={route?.uses ?? {}}>
          <Suspense fallback={<PageLoading />}>{pages}</Suspense>
        </AppProviders>
      </RouteErrorBoundary>
    </SiteLayout>
  );
}
