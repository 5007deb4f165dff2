/**
 * The one table of pages (docs/product.md#screens-and-routes plus the account and admin pages):
 * the web router, the prerender step, the server's 404 decision and the bench all read it.
 */
export const categorySlugs = ['kitchen', 'bathroom', 'garden'] as const;
export type CategorySlug = (typeof categorySlugs)[number];

/** Who a page is for; the bench visits each page as that kind of visitor. */
export type PageVisitor = 'signed out' | 'signed in' | 'admin';

export interface PageRoute {
  /** The router's pattern; `:slug` pages list their addresses in `paths`. */
  pattern: string;
  /** Every address the page answers at; with `matches`, one example the bench opens. */
  paths: readonly string[];
  /** A page whose address carries an id (a project, a share token) answers at every match. */
  matches?: RegExp;
  /** Its module, `src/web/pages/<page>.tsx`: one lazy chunk per page. */
  page: string;
  visitor: PageVisitor;
  /**
   * What the page reads beyond its own props: the session, server state (TanStack Query). The
   * router mounts those providers for it; pages without them ship neither.
   */
  uses?: { session?: true; queries?: true };
  /** Written to static HTML at build time, with this meta description (a category's is its own). */
  prerender?: { description?: string };
}

/** The dashboard's frame shows the account menu and keeps projects in sync: every page in it has both. */
export const dashboardUses = { session: true, queries: true } as const;
const dashboard = { visitor: 'signed in', uses: dashboardUses } as const;

export const pageRoutes: readonly PageRoute[] = [
  {
    pattern: '/',
    paths: ['/'],
    page: 'home',
    visitor: 'signed out',
    prerender: {
      description:
        'Step-by-step guidance for any home improvement project, from simple repairs to complex builds.',
    },
  },
  {
    pattern: '/explore',
    paths: ['/explore'],
    page: 'explore',
    visitor: 'signed out',
    uses: { queries: true },
  },
  {
    pattern: '/library',
    paths: ['/library'],
    page: 'library',
    visitor: 'signed out',
    uses: { session: true, queries: true },
  },
  {
    pattern: '/how-to-use',
    paths: ['/how-to-use'],
    page: 'how-to-use',
    visitor: 'signed out',
    prerender: {
      description:
        'How Fixwise works: describe your project, add a photo or sketch, get personalized advice and keep chatting while you work.',
    },
  },
  { pattern: '/connect', paths: ['/connect'], page: 'connect', visitor: 'signed out' },
  {
    pattern: '/auth',
    paths: ['/auth'],
    page: 'auth',
    visitor: 'signed out',
    uses: { session: true },
  },
  {
    pattern: '/professional-signup',
    paths: ['/professional-signup'],
    page: 'professional-signup',
    visitor: 'signed out',
  },
  { pattern: '/dashboard', paths: ['/dashboard'], page: 'dashboard-projects', ...dashboard },
  {
    pattern: '/dashboard/projects',
    paths: ['/dashboard/projects'],
    page: 'dashboard-projects',
    ...dashboard,
  },
  ...(
    ['explore', 'saved', 'tools', 'inspiration', 'home', 'help', 'profile', 'settings'] as const
  ).map((section) => ({
    pattern: `/dashboard/${section}`,
    paths: [`/dashboard/${section}`],
    page: `dashboard-${section}`,
    ...dashboard,
  })),
  {
    pattern: '/dashboard/projects/:id/plan',
    paths: ['/dashboard/projects/00000000-0000-4000-8000-000000000000/plan'],
    matches: /^\/dashboard\/projects\/[0-9a-f-]{36}\/plan$/,
    page: 'dashboard-plan',
    ...dashboard,
  },
  {
    pattern: '/shared/plans/:token',
    paths: [`/shared/plans/${'0'.repeat(43)}`],
    matches: /^\/shared\/plans\/[A-Za-z0-9_-]+$/,
    page: 'shared-plan',
    visitor: 'signed out',
    uses: { queries: true },
  },
  {
    pattern: '/categories/:slug',
    paths: categorySlugs.map((slug) => `/categories/${slug}`),
    page: 'category',
    visitor: 'signed out',
    prerender: {},
  },
  {
    pattern: '/privacy-policy',
    paths: ['/privacy-policy'],
    page: 'privacy-policy',
    visitor: 'signed out',
    prerender: {
      description: 'What Fixwise stores about you, why, who else sees it and how to delete it.',
    },
  },
  {
    pattern: '/terms-of-use',
    paths: ['/terms-of-use'],
    page: 'terms-of-use',
    visitor: 'signed out',
    prerender: {
      description:
        'The terms for using Fixwise: the AI assistant, the calculators, accounts and professional help.',
    },
  },
  {
    pattern: '/admin/leads',
    paths: ['/admin/leads'],
    page: 'admin-leads',
    visitor: 'admin',
    uses: { queries: true },
  },
];

/** Every page address. The server answers 404 for others; the web router mirrors it. */
export const pagePaths: readonly string[] = pageRoutes.flatMap((route) => route.paths);

/** A path as the table lists it: no trailing slash but on `/` itself. */
export const withoutTrailingSlash = (path: string) =>
  path.length > 1 ? path.replace(/\/+$/, '') : path;

export function isPagePath(path: string): boolean {
  return pageRouteAt(path) !== undefined;
}

/** The table's entry for a page address, if it is one. */
export function pageRouteAt(path: string): PageRoute | undefined {
  const normalised = withoutTrailingSlash(path);
  return pageRoutes.find(
    (route) => route.paths.includes(normalised) || route.matches?.test(normalised),
  );
}
