import { describe, expect, it } from 'vitest';
import { pagePaths } from '../../shared/routes';
import { routePatterns } from './routes';

/** `/categories/:slug` matches `/categories/kitchen`; other patterns match only themselves. */
const matches = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`).test(path);

// The bench (decision 25) measures and budgets every path of src/shared/routes.ts: a page the
// router serves but that list lacks would escape the per-route JavaScript budget.
describe('page paths and the router', () => {
  it('every route of the router is among the page paths the bench measures', () => {
    for (const pattern of routePatterns)
      expect(
        pagePaths.some((path) => matches(pattern, path)),
        pattern,
      ).toBe(true);
  });

  it('every page path has a route', () => {
    for (const path of pagePaths)
      expect(
        routePatterns.some((pattern) => matches(pattern, path)),
        path,
      ).toBe(true);
  });
});
