import { describe, expect, test } from '@rstest/core';
import { runInNewContext } from 'node:vm';
import { REMOTE_NAMES, ROUTES } from '@dreampitch/app-frame/routes';
import { isOver } from './budgets';
import { RECORD_CONTENT_TIME, REPEAT_VISIT_PAGES, serviceWorkerChecks } from './serviceWorkerVisit';

describe('REPEAT_VISIT_PAGES', () => {
  test('one public page of the shell and of every remote, so a remote added is measured too', () => {
    const ownerOf = (path: string) => ROUTES.find((route) => route.path === path)?.owner;
    expect(REPEAT_VISIT_PAGES.map(ownerOf).sort()).toEqual(['shell', ...REMOTE_NAMES].sort());
    expect(REPEAT_VISIT_PAGES).toContain('/');
    for (const path of REPEAT_VISIT_PAGES)
      expect(ROUTES.find((route) => route.path === path)?.access).toBe('public');
  });
});

describe('serviceWorkerChecks', () => {
  test('one check per page against the repeat-visit budget', () => {
    const checks = serviceWorkerChecks({ '/': 180, '/app/games': 640 }, 500);
    expect(checks.map((check) => [check.name, isOver(check)])).toEqual([
      ['/ repeat visit (service worker) to content', false],
      ['/app/games repeat visit (service worker) to content', true],
    ]);
    expect(checks[0]).toMatchObject({ limit: 500, kind: 'max', unit: 'ms' });
  });
});

describe('RECORD_CONTENT_TIME', () => {
  test('runs in a page on its own and records the first frame with a visible h1', () => {
    let visible = false;
    const frames: Array<() => void> = [];
    const page: Record<string, unknown> = {
      document: { querySelectorAll: () => [{ checkVisibility: () => visible }] },
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      performance: { now: () => 412.5 },
    };
    page.window = page;
    runInNewContext(RECORD_CONTENT_TIME, page);
    frames.shift()?.();
    expect(page.__contentAt).toBeUndefined();
    visible = true;
    frames.shift()?.();
    expect(page.__contentAt).toBe(412.5);
    expect(frames).toHaveLength(0);
  });
});
