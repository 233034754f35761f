import { describe, expect, test } from '@rstest/core';
import { isOver } from './budgets';
import { serviceWorkerChecks } from './serviceWorkerVisit';

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
