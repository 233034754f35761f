import { describe, expect, test } from '@rstest/core';
import { routeJsBudget, routeJsTarget, type Budgets } from './budgets';
import type { LighthouseRun } from './lighthouseRun';
import type { NavigationTour } from './navigation';
import {
  bar,
  floorRatio,
  measurePart,
  median,
  medianRun,
  renderReport,
  summariseTours,
  timingChecks,
  type BenchResults,
} from './report';

const run = (score: number, lcpMs: number): LighthouseRun => ({
  performanceScore: score,
  fcpMs: 900,
  lcpMs,
  tbtMs: 50,
  cls: 0,
  jsTransferBytes: 200 * 1024,
  jsBodyBytes: 191 * 1024,
  requestCount: 30,
  benchmarkIndex: 2000,
});

const tour = (first: number, repeat: number, renderers = 1): NavigationTour => ({
  firstVisitMs: { games: first },
  repeatVisitMs: { games: repeat },
  reactRenderers: renderers,
  federationInstances: ['shell', 'games'],
  federationRuntimeCopies: 2,
});

const budgets: Budgets = {
  lighthouse: {
    minPerformanceScore: 95,
    maxLcpToFloor: { public: 1.2, signedIn: 1.3 },
    maxTbtMs: 100,
    maxCls: 0.02,
  },
  maxReactCopies: 1,
  maxRepeatNavigationMs: 100,
  maxServiceWorkerRepeatVisitMs: 500,
  bytes: { startupDynamicShared: [], maxRouteJsKiB: { '/': 150, '*': 170 }, maxAppJsKiB: {} },
};

describe('median', () => {
  test('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow('No values');
  });

  test('medianRun takes each metric on its own', () => {
    const result = medianRun([run(90, 3000), run(60, 1000), run(80, 2000)]);
    expect(result.performanceScore).toBe(80);
    expect(result.lcpMs).toBe(2000);
  });
});

describe('floorRatio', () => {
  const limits = { public: 1.2, signedIn: 1.3 };

  test("divides the route's median LCP by the median of the floor runs taken beside it", () => {
    expect(floorRatio([900, 1300, 1000], [800, 700, 9000], false, limits)).toEqual({
      lcpMs: 1000,
      floorLcpMs: 800,
      ratio: 1.25,
      limit: 1.2,
    });
  });

  test('a busy host that slows route and floor alike moves neither side of the budget', () => {
    const quiet = floorRatio([840], [700], false, limits);
    const busy = floorRatio([1680], [1400], false, limits);
    expect(busy.ratio).toBe(quiet.ratio);
    expect(quiet.ratio).toBeLessThanOrEqual(quiet.limit);
  });

  test('a signed-in page is allowed the larger ratio', () => {
    const ratio = floorRatio([910], [700], true, limits);
    expect(ratio.limit).toBe(1.3);
    expect(ratio.ratio).toBeCloseTo(1.3);
  });

  test('without a floor LCP there is no ratio to give', () => {
    expect(() => floorRatio([900], [0], false, limits)).toThrow('no LCP');
    expect(() => floorRatio([900], [], false, limits)).toThrow('No values');
  });
});

describe('summariseTours', () => {
  test('medians per remote, and the most React copies any tour saw', () => {
    const summary = summariseTours([tour(300, 20), tour(500, 40, 2), tour(400, 30)]);
    expect(summary.firstVisitMs).toEqual({ games: 400 });
    expect(summary.repeatVisitMs).toEqual({ games: 30 });
    expect(summary.reactCopies).toBe(2);
    expect(summary.federationRuntimeCopies).toBe(2);
  });
});

const results: BenchResults = {
  measuredAt: '2025-01-01T00:00:00.000Z',
  commit: 'abc1234',
  environment: 'test',
  lighthouse: {
    runs: 1,
    pages: {
      '/': { median: run(80, 2500), runs: [run(80, 2500)], floorRuns: [run(100, 700)], signedIn: false },
    },
  },
  navigation: { ...summariseTours([tour(300, 120)]), tours: 1 },
  bytes: {
    routes: {
      '/': { files: [{ app: 'shell', file: 'static/js/index.js', gzipBytes: 2048 }], gzipBytes: 2048 },
    },
    apps: {
      shell: { files: 1, gzipBytes: 2048 },
      marketing: { files: 0, gzipBytes: 0 },
      'goals-wizard': { files: 0, gzipBytes: 0 },
      tracker: { files: 0, gzipBytes: 0 },
      games: { files: 0, gzipBytes: 0 },
      billing: { files: 0, gzipBytes: 0 },
      legal: { files: 0, gzipBytes: 0 },
      training: { files: 0, gzipBytes: 0 },
    },
    demoMode: {},
  },
};

describe('timingChecks', () => {
  test('flags a low score, a slow LCP, heavy JS and a slow repeat navigation', () => {
    const checks = timingChecks(results, budgets);
    const verdict = (name: string) => {
      const check = checks.find((candidate) => candidate.name === name);
      if (!check) throw new Error(`no check ${name}`);
      return check.kind === 'max' ? check.actual > check.limit : check.actual < check.limit;
    };
    expect(verdict('/ performance score')).toBe(true);
    expect(verdict('/ LCP / floor LCP')).toBe(true);
    expect(verdict('/ TBT')).toBe(false);
    expect(verdict('/ JS received (Lighthouse, gzip bodies)')).toBe(true);
    expect(verdict('React copies')).toBe(false);
    expect(verdict('repeat navigation to games')).toBe(true);
  });

  test('checks the bytes against the target by their gzip bodies, not their HTTP headers', () => {
    const underOnlyWithoutHeaders = {
      ...run(99, 1200),
      jsTransferBytes: 156.9 * 1024,
      jsBodyBytes: 148 * 1024,
    };
    const page = {
      median: underOnlyWithoutHeaders,
      runs: [underOnlyWithoutHeaders],
      floorRuns: [run(100, 700)],
      signedIn: false,
    };
    const checks = timingChecks({ ...results, lighthouse: { runs: 1, pages: { '/': page } } }, budgets);
    const bytes = checks.find((check) => check.name.startsWith('/ JS'));
    expect(bytes).toMatchObject({ actual: 148, limit: 150, kind: 'max' });
  });
});

test('a route without a budget of its own gets the budget of every other route', () => {
  expect(routeJsBudget(budgets, '/')).toBe(150);
  expect(routeJsBudget(budgets, '/app/games')).toBe(170);
});

test("Lighthouse's count is held to the targets, not to a route's tighter regression guard", () => {
  const guarded: Budgets = {
    ...budgets,
    bytes: { ...budgets.bytes, maxRouteJsKiB: { '/': 150, '/app/goal-tracker': 163, '*': 170 } },
  };
  expect(routeJsBudget(guarded, '/app/goal-tracker')).toBe(163);
  expect(routeJsTarget(guarded, '/app/goal-tracker')).toBe(170);
  expect(routeJsTarget(guarded, '/')).toBe(150);
});

describe('renderReport', () => {
  test('has the tables, a chart and the list of what is over', () => {
    const report = renderReport(results, budgets, timingChecks(results, budgets));
    expect(report).toMatch(/\| `\/`\s+\| signed out \| 80/);
    expect(report).toContain('| games  | 300');
    expect(report).toMatch(/```text\n\/\s+█+ 2500 ms\n {2}floor\s+█+\s+700 ms/);
    expect(report).toMatch(/\| `\/`\s+\| signed out \| 80\s+\| 900 \| 2500 \| 700\s+\| 3\.57 \(<= 1\.2\)/);
    expect(report).toContain('**4 over budget:**');
  });

  test("shows TBT's spread over the runs and the host's benchmark index beside the medians", () => {
    const runs = [
      { ...run(90, 800), tbtMs: 12, benchmarkIndex: 2400 },
      { ...run(90, 800), tbtMs: 480, benchmarkIndex: 2600 },
      { ...run(90, 800), tbtMs: 140, benchmarkIndex: 2500 },
    ];
    const noisy: BenchResults = {
      ...results,
      lighthouse: {
        runs: 3,
        pages: { '/': { median: medianRun(runs), runs, floorRuns: [run(100, 700)], signedIn: false } },
      },
    };
    expect(renderReport(noisy, budgets, [])).toMatch(
      /\| `\/`\s+\| signed out .*\| 140 \(12-480\) \|.*\| 2500\s+\|/,
    );
  });

  test('a signed-in page is reported like a public one, with its visitor, and checked against the same budgets', () => {
    const withSignedIn: BenchResults = {
      ...results,
      lighthouse: {
        runs: 1,
        pages: {
          ...results.lighthouse.pages,
          '/app/dashboard': {
            median: run(97, 1500),
            runs: [run(97, 1500)],
            floorRuns: [run(100, 1200)],
            visitor: 'Pro player',
            signedIn: true,
          },
        },
      },
    };
    const checks = timingChecks(withSignedIn, budgets);
    expect(renderReport(withSignedIn, budgets, checks)).toMatch(
      /\| `\/app\/dashboard` \| Pro player\s+\| 97/,
    );
    expect(checks.map((check) => check.name)).toEqual(
      expect.arrayContaining(['/app/dashboard LCP / floor LCP', '/app/dashboard TBT', '/app/dashboard CLS']),
    );
    expect(checks.find((check) => check.name === '/app/dashboard LCP / floor LCP')).toMatchObject({
      actual: 1.25,
      limit: 1.3,
    });
  });

  test('shows the repeat visits served by the service worker when they were measured', () => {
    expect(renderReport(results, budgets, [])).not.toContain('service worker');
    const withWorker = { ...results, serviceWorker: { rounds: 3, repeatVisitMs: { '/app/games': 212.4 } } };
    const report = renderReport(withWorker, budgets, []);
    expect(report).toContain('## Repeat visit with the service worker');
    expect(report).toMatch(/\| `\/app\/games` \| 212\s+\| 500\s+\|/);
  });

  test('a part that could not measure is named with its reason, and the rest is still reported', () => {
    const partial: BenchResults = {
      ...results,
      navigation: undefined,
      notMeasured: { 'Repeat visit with the service worker': 'no worker controlled / within 20000 ms' },
    };
    const report = renderReport(partial, budgets, timingChecks(partial, budgets));
    expect(report).toContain('## Not measured');
    expect(report).toContain(
      '- Repeat visit with the service worker: no worker controlled / within 20000 ms',
    );
    expect(report).not.toContain('## Navigation between remotes');
    expect(report).toMatch(/\| `\/`\s+\| signed out \| 80/);
    expect(timingChecks(partial, budgets).map((check) => check.name)).not.toContain('React copies');
  });

  test('names the scripts beyond the first load of each page over its JS target, and only of those', () => {
    const page = results.lighthouse.pages['/']!;
    const withScripts: BenchResults = {
      ...results,
      lighthouse: {
        runs: 1,
        pages: {
          '/': {
            ...page,
            beyondFirstLoad: [
              { app: 'training', file: 'static/js/async/drill-content.js', gzipBytes: 31 * 1024 },
            ],
          },
          '/app': { ...page, median: { ...page.median, jsBodyBytes: 160 * 1024 } },
        },
      },
    };
    const report = renderReport(withScripts, budgets, []);
    expect(report).toContain('## Scripts beyond the first load');
    expect(report).toContain('`/`: 191.0 KiB received, 2.0 KiB first load, target 150 KiB.');
    expect(report).toMatch(/\| training\/static\/js\/async\/drill-content\.js \| 31\.0\s+\|/);
    expect(report).not.toContain('`/app`: 160.0 KiB received');
    const light = {
      ...withScripts,
      lighthouse: { runs: 1, pages: { '/app': withScripts.lighthouse.pages['/app']! } },
    };
    expect(renderReport(light, budgets, [])).not.toContain('## Scripts beyond the first load');
  });

  test('bars scale to the largest value and clamp above it', () => {
    expect(bar(50, 100, 10)).toBe('█████');
    expect(bar(500, 100, 10)).toBe('██████████');
    expect(bar(0, 100, 10)).toBe('');
  });
});

describe('measurePart', () => {
  test('returns what the part measured', async () => {
    const notMeasured: Record<string, string> = {};
    await expect(measurePart('tours', notMeasured, async () => 42)).resolves.toBe(42);
    expect(notMeasured).toEqual({});
  });

  test('notes a failing part with its message instead of throwing', async () => {
    const notMeasured: Record<string, string> = {};
    const result = await measurePart('tours', notMeasured, async () => {
      throw new Error('page.waitForFunction: Timeout 20000ms exceeded.');
    });
    expect(result).toBeUndefined();
    expect(notMeasured).toEqual({ tours: 'page.waitForFunction: Timeout 20000ms exceeded.' });
  });
});
