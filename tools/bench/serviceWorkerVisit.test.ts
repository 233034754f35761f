import { describe, expect, test } from '@rstest/core';
import { runInNewContext } from 'node:vm';
import { isOver } from './budgets';
import { RECORD_CONTENT_TIME, serviceWorkerChecks } from './serviceWorkerVisit';

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
