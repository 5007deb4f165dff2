import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { PageLoading } from './layout/page-loading';
import { SiteLayout } from './layout/site-layout';

type Page = LazyExoticComponent<ComponentType>;

// Every page is its own chunk, so the first view of / loads only what it shows.
const pages: Array<[path: string, page: Page]> = [
  ['/', lazy(() => import('../pages/home'))],
  ['/explore', lazy(() => import('../pages/explore'))],
  ['/library', lazy(() => import('../pages/library'))],
  ['/how-to-use', lazy(() => import('../pages/how-to-use'))],
  ['/connect', lazy(() => import('../pages/connect'))],
  ['/auth', lazy(() => import('../pages/auth'))],
  ['/professional-signup', lazy(() => import('../pages/professional-signup'))],
  ['/dashboard', lazy(() => import('../pages/dashboard-projects'))],
  ['/dashboard/projects', lazy(() => import('../pages/dashboard-projects'))],
  ['/dashboard/explore', lazy(() => import('../pages/dashboard-explore'))],
  ['/dashboard/saved', lazy(() => import('../pages/dashboard-saved'))],
  ['/dashboard/tools', lazy(() => import('../pages/dashboard-tools'))],
  ['/dashboard/inspiration', lazy(() => import('../pages/dashboard-inspiration'))],
  ['/dashboard/help', lazy(() => import('../pages/dashboard-help'))],
  ['/dashboard/profile', lazy(() => import('../pages/dashboard-profile'))],
  ['/dashboard/settings', lazy(() => import('../pages/dashboard-settings'))],
  ['/categories/:slug', lazy(() => import('../pages/category'))],
  ['/privacy-policy', lazy(() => import('../pages/privacy-policy'))],
  ['/terms-of-use', lazy(() => import('../pages/terms-of-use'))],
  ['/admin/leads', lazy(() => import('../pages/admin-leads'))],
];

/** The router's path patterns, held against the page paths the bench measures (routes.test.ts). */
export const routePatterns = pages.map(([path]) => path);

const NotFound = lazy(() => import('../pages/not-found'));

// The dashboard has its own frame (sidebar, account) in its own chunk.
const DashboardLayout = lazy(() =>
  import('../features/dashboard-shell/dashboard-layout').then((module) => ({
    default: module.DashboardLayout,
  })),
);

function isDashboardPath(location: string) {
  return location === '/dashboard' || location.startsWith('/dashboard/');
}

export function AppRoutes() {
  const [location] = useLocation();
  const routes = (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        {pages.map(([path, Page]) => (
          <Route key={path} path={path} component={Page} />
        ))}
        <Route component={NotFound} />
      </Switch>
    </Suspense>
  );
  if (isDashboardPath(location)) {
    return (
      <Suspense fallback={<PageLoading />}>
        <DashboardLayout>{routes}</DashboardLayout>
      </Suspense>
    );
  }
  return <SiteLayout>{routes}</SiteLayout>;
}
