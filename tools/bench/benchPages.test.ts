import { describe, expect, test } from '@rstest/core';
import { examplePath } from '@dreampitch/app-frame/routes';
import { BUILT_ROUTES } from '@dreampitch/app-frame/routes/built';
import { BENCH_PAGES, selectPages } from './benchPages';

describe('BENCH_PAGES', () => {
  test('holds every route of the route table with a page to open once, the public ones first', () => {
    const openable = BUILT_ROUTES.flatMap((route) => examplePath(route) ?? []);
    expect(BENCH_PAGES.map((page) => page.path).sort()).toEqual(openable.sort());
    expect(openable).toContain('/app/goal-tracker');
    const firstSignedIn = BENCH_PAGES.findIndex((page) => page.visitor !== 'signed-out');
    expect(firstSignedIn).toBeGreaterThan(0);
    expect(BENCH_PAGES.slice(firstSignedIn).every((page) => page.visitor !== 'signed-out')).toBe(true);
  });

  test('opens a public page signed out and a signed-in page as the account it is for', () => {
    const visitorOf = (path: string) => BENCH_PAGES.find((page) => page.path === path)?.visitor;
    expect(visitorOf('/app/goal-tracker')).toBe('signed-out');
    // A guest would be sent to sign-in, a free player from the dashboard to the upgrade page.
    expect(visitorOf('/app/dashboard')).toBe('pro-player');
    expect(visitorOf('/app/account')).toBe('pro-player');
    expect(visitorOf('/app/family')).toBe('parent');
    for (const route of BUILT_ROUTES.filter((entry) => entry.access !== 'public')) {
      expect(visitorOf(route.path)).not.toBe('signed-out');
    }
  });
});

describe('selectPages', () => {
  test('every page without --pages; the named ones, in the bench order, with it', () => {
    expect(selectPages(undefined)).toBe(BENCH_PAGES);
    expect(selectPages('/app/family, /app').map((page) => page.path)).toEqual(['/app', '/app/family']);
  });

  test('a path that is no route, or an empty list, fails instead of measuring nothing', () => {
    expect(() => selectPages('/app/nope,/app')).toThrow('--pages: /app/nope is not a route');
    expect(() => selectPages('')).toThrow('--pages needs a comma-separated list');
  });
});
