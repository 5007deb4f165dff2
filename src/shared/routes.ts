/** Every page path of docs/product.md#screens-and-routes. The server answers 404 for others; the web router mirrors it. */
export const categorySlugs = ['kitchen', 'bathroom', 'garden'] as const;
export type CategorySlug = (typeof categorySlugs)[number];

export const dashboardSections = ['explore', 'saved', 'tools', 'inspiration', 'help'] as const;

/** Administrators' pages (beyond docs/product.md#screens-and-routes's list); the API refuses everyone else. */
export const adminPaths = ['/admin/leads'] as const;

/** Account pages reached from the user menu (beyond docs/product.md#screens-and-routes's list). */
export const accountPaths = ['/dashboard/profile', '/dashboard/settings'] as const;

export const pagePaths: readonly string[] = [
  '/',
  '/explore',
  '/library',
  '/how-to-use',
  '/connect',
  '/auth',
  '/professional-signup',
  '/dashboard',
  '/dashboard/projects',
  ...dashboardSections.map((section) => `/dashboard/${section}`),
  ...accountPaths,
  ...categorySlugs.map((slug) => `/categories/${slug}`),
  '/privacy-policy',
  '/terms-of-use',
  ...adminPaths,
];

export function isPagePath(path: string): boolean {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return pagePaths.includes(normalised);
}
