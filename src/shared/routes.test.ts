import { describe, expect, it } from 'vitest';
import { isPagePath, pagePaths, pageRouteAt, pageRoutes } from './routes';

describe('the route table', () => {
  it('gives every address to one page only', () => {
    expect(new Set(pagePaths).size).toBe(pagePaths.length);
    expect(new Set(pageRoutes.map((route) => route.pattern)).size).toBe(pageRoutes.length);
  });

  it('lists the addresses of a pattern with a parameter, and only its own', () => {
    const category = pageRouteAt('/categories/garden');
    expect(category?.pattern).toBe('/categories/:slug');
    expect(category?.paths).toEqual([
      '/categories/kitchen',
      '/categories/bathroom',
      '/categories/garden',
    ]);
    expect(pageRouteAt('/categories/attic')).toBeUndefined();
  });

  it('finds a page whose address carries an id by its shape', () => {
    const id = '3f2b8c1e-5d4a-4b6f-9e7d-1a2b3c4d5e6f';
    expect(pageRouteAt(`/dashboard/projects/${id}/plan`)?.page).toBe('dashboard-plan');
    expect(pageRouteAt('/dashboard/projects/nope/plan')).toBeUndefined();
    expect(pageRouteAt(`/shared/plans/${'Ab_-'.repeat(10)}xyz/`)?.page).toBe('shared-plan');
    expect(isPagePath('/shared/plans/a/b')).toBe(false);
  });

  it('finds a page with or without a trailing slash, and nothing else', () => {
    expect(pageRouteAt('/explore/')?.page).toBe('explore');
    expect(pageRouteAt('/')?.page).toBe('home');
    expect(isPagePath('/dashboard/settings/')).toBe(true);
    expect(isPagePath('/dashboard/nothing')).toBe(false);
  });

  it('gives every dashboard page the session and server state its frame reads', () => {
    const dashboard = pageRoutes.filter((route) => route.pattern.startsWith('/dashboard'));
    expect(dashboard.length).toBeGreaterThan(5);
    for (const route of dashboard) {
      expect(route.uses).toEqual({ session: true, queries: true });
      expect(route.visitor).toBe('signed in');
    }
  });

  it('prerenders only public pages, each with a description or a category of its own', () => {
    for (const route of pageRoutes.filter((candidate) => candidate.prerender)) {
      expect(route.visitor).toBe('signed out');
      expect(route.uses).toBeUndefined();
      expect(route.prerender?.description ?? route.pattern).toMatch(/\w/);
    }
  });
});
