import { documentTitle } from '@dreampitch/domain';
import { describe, expect, test } from '@rstest/core';
import { ROUTES, type RouteEntry } from './routes';

/** The page a route shows: `/privacy` and `/app/privacy` are one page under two addresses. */
function pageOf(route: RouteEntry): string {
  return 'remote' in route ? `${route.remote}/${route.module}` : route.path;
}

describe('route titles', () => {
  test('every route names its page, and two different pages never share a name', () => {
    const pagesByTitle = new Map<string, Set<string>>();
    for (const route of ROUTES) {
      expect(route.title.trim()).not.toBe('');
      const pages = pagesByTitle.get(route.title) ?? new Set();
      pages.add(pageOf(route));
      pagesByTitle.set(route.title, pages);
    }
    for (const [title, pages] of pagesByTitle) {
      const routes = ROUTES.filter((route) => route.title === title);
      // Aliases (/privacy, /app/privacy) share a title; anything else sharing one is a defect.
      const aliases = new Set(routes.map((route) => route.path.replace(/^\/app(?=\/)/, '')));
      expect({ title, pages: pages.size, addresses: aliases.size }).toEqual({
        title,
        pages: 1,
        addresses: 1,
      });
    }
  });

  test('the tab reads page first, then the product', () => {
    const tracker = ROUTES.find((route) => route.path === '/app/goal-tracker');
    expect(documentTitle(tracker!.title)).toBe('Goal Tracker · DreamPitch');
  });
});
