import { describe, expect, test } from '@rstest/core';
import path from 'node:path';
import { isOver, loadBudgets, type Budgets } from './budgets';
import { byteChecks } from './size-check';
import { APPS, type ByteMeasurement } from './sizes';

const budgets: Budgets = {
  lighthouse: {
    minPerformanceScore: 95,
    maxLcpToFloor: { public: 1.2, signedIn: 1.3 },
    maxTbtMs: 150,
    maxCls: 0.02,
  },
  maxReactCopies: 1,
  maxRepeatNavigationMs: 100,
  maxServiceWorkerRepeatVisitMs: 500,
  bytes: {
    startupDynamicShared: [],
    maxRouteJsKiB: { '/': 150, '*': 170 },
    maxAppJsKiB: { shell: 200 },
    maxServiceWorkerKiB: 7,
  },
};

const apps = Object.fromEntries(
  APPS.map((app) => [app, { files: 1, gzipBytes: 100 * 1024 }]),
) as ByteMeasurement['apps'];

const workerCheck = (measured: ByteMeasurement) =>
  byteChecks(measured, budgets).find((check) => check.name.includes('service worker'));

describe('byteChecks: the service worker', () => {
  test('has a budget of its own', () => {
    const check = workerCheck({ routes: {}, apps, demoMode: {}, serviceWorkerGzipBytes: 6.5 * 1024 });
    expect(check).toMatchObject({ actual: 6.5, limit: 7, kind: 'max', unit: 'KiB' });
    expect(isOver(check!)).toBe(false);
    expect(isOver(workerCheck({ routes: {}, apps, demoMode: {}, serviceWorkerGzipBytes: 7.5 * 1024 })!)).toBe(
      true,
    );
  });

  test('a build without the worker fails the check', () => {
    expect(isOver(workerCheck({ routes: {}, apps, demoMode: {} })!)).toBe(true);
  });
});

const demoCheck = (measured: ByteMeasurement) =>
  byteChecks(measured, { ...budgets, bytes: { ...budgets.bytes, maxDemoModeJsKiB: 300 } }).find((check) =>
    check.name.startsWith('demo mode'),
  );

describe('byteChecks: demo mode', () => {
  test("the shell's demo chunk has a budget of its own, not in the app's JS", () => {
    const measured = { routes: {}, apps, demoMode: { shell: 310 * 1024 } };
    expect(demoCheck(measured)).toMatchObject({ actual: 310, limit: 300 });
    expect(isOver(demoCheck(measured)!)).toBe(true);
    expect(byteChecks(measured, budgets).find((check) => check.name === 'shell: all JS (gzip)')?.actual).toBe(
      100,
    );
  });

  test('a shell build without the demo chunk fails the check', () => {
    expect(isOver(demoCheck({ routes: {}, apps, demoMode: { tracker: 1024 } })!)).toBe(true);
  });
});

describe('bench/budgets.json', () => {
  test('gives every app a whole-build budget: an app without one would go unchecked', () => {
    const committed = loadBudgets(path.resolve(import.meta.dirname, '../../bench/budgets.json'));
    expect(Object.keys(committed.bytes.maxAppJsKiB).sort()).toEqual([...APPS].sort());
  });
});
