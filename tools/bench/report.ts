import {
  formatChecks,
  isOver,
  KIB,
  markdownTable,
  routeJsBudget,
  routeJsTarget,
  type BudgetCheck,
  type Budgets,
} from './budgets';
import type { ExtraScript } from './beyondFirstLoad';
import type { LighthouseRun } from './lighthouseRun';
import type { NavigationTour } from './navigation';
import type { ByteMeasurement } from './sizes';

export const median = (values: number[]): number => {
  if (values.length === 0) throw new Error('No values to take the median of.');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

export interface FloorRatio {
  lcpMs: number;
  floorLcpMs: number;
  ratio: number;
  limit: number;
}

/**
 * A route's median LCP against the median LCP of the floor page's runs measured right before each of its runs
 * (tools/bench/floor.ts), with the ratio its access allows (`signedIn`: only a signed-in visitor sees it).
 */
export function floorRatio(
  routeLcpMs: number[],
  floorLcpMs: number[],
  signedIn: boolean,
  limits: Budgets['lighthouse']['maxLcpToFloor'],
): FloorRatio {
  const lcpMs = median(routeLcpMs);
  const floorLcp = median(floorLcpMs);
  if (!(floorLcp > 0)) throw new Error('The floor page measured no LCP: the ratio has no base.');
  return {
    lcpMs,
    floorLcpMs: floorLcp,
    ratio: lcpMs / floorLcp,
    limit: signedIn ? limits.signedIn : limits.public,
  };
}

/** The lowest and highest of `values`, rounded: `12-480`. */
const spread = (values: number[]) => `${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))}`;

/** The per-metric median of several runs. */
export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const of = (metric: keyof LighthouseRun) => median(runs.map((run) => run[metric]));
  return {
    performanceScore: of('performanceScore'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    jsTransferBytes: of('jsTransferBytes'),
    jsBodyBytes: of('jsBodyBytes'),
    requestCount: of('requestCount'),
    benchmarkIndex: of('benchmarkIndex'),
  };
}

export interface NavigationSummary {
  firstVisitMs: Record<string, number>;
  repeatVisitMs: Record<string, number>;
  reactCopies: number;
  federationInstances: string[];
  federationRuntimeCopies: number;
}

/** Medians per remote over tours; copies are the most any tour saw (a copy loaded once is a copy too many). */
export function summariseTours(tours: NavigationTour[]): NavigationSummary {
  const remotes = Object.keys(tours[0]?.firstVisitMs ?? {});
  const medianOf = (pick: (tour: NavigationTour) => Record<string, number>) =>
    Object.fromEntries(
      remotes.map((remote) => [remote, median(tours.map((tour) => pick(tour)[remote] ?? NaN))]),
    );
  return {
    firstVisitMs: medianOf((tour) => tour.firstVisitMs),
    repeatVisitMs: medianOf((tour) => tour.repeatVisitMs),
    reactCopies: Math.max(...tours.map((tour) => tour.reactRenderers)),
    federationInstances: tours[0]?.federationInstances ?? [],
    federationRuntimeCopies: Math.max(...tours.map((tour) => tour.federationRuntimeCopies)),
  };
}

export interface BenchResults {
  measuredAt: string;
  commit: string;
  environment: string;
  lighthouse: {
    runs: number;
    /**
     * Per route; `visitor` says who opened it (benchPages.ts: signed out, or the account a signed-in page is for),
     * `signedIn` whether only a signed-in visitor sees it; `floorRuns` the floor page's run before each of `runs`;
     * `beyondFirstLoad` the scripts of the median run that the route's first load (`bytes.routes`) does not hold.
     */
    pages: Record<
      string,
      {
        median: LighthouseRun;
        runs: LighthouseRun[];
        floorRuns: LighthouseRun[];
        visitor?: string;
        signedIn: boolean;
        beyondFirstLoad?: ExtraScript[];
      }
    >;
  };
  navigation?: NavigationSummary & { tours: number };
  /** Time to content of a second visit served by the service worker (serviceWorkerVisit.ts), median per page. */
  serviceWorker?: { rounds: number; repeatVisitMs: Record<string, number> };
  bytes: ByteMeasurement;
  /** The parts of the bench that could not measure, with why; the report still shows every other part. */
  notMeasured?: Record<string, string>;
}

/** Runs one part of the bench; a part that fails is noted in `notMeasured` instead of losing the whole report. */
export async function measurePart<T>(
  part: string,
  notMeasured: Record<string, string>,
  measure: () => Promise<T>,
): Promise<T | undefined> {
  try {
    return await measure();
  } catch (error) {
    notMeasured[part] = error instanceof Error ? error.message : String(error);
    return undefined;
  }
}

const pageFloorRatio = (
  page: BenchResults['lighthouse']['pages'][string],
  limits: Budgets['lighthouse']['maxLcpToFloor'],
) =>
  floorRatio(
    page.runs.map((run) => run.lcpMs),
    page.floorRuns.map((run) => run.lcpMs),
    page.signedIn,
    limits,
  );

export function timingChecks(results: BenchResults, budgets: Budgets): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const { lighthouse } = budgets;
  for (const [page, measured] of Object.entries(results.lighthouse.pages)) {
    const run = measured.median;
    const lcp = pageFloorRatio(measured, lighthouse.maxLcpToFloor);
    checks.push(
      {
        name: `${page} performance score`,
        actual: run.performanceScore,
        limit: lighthouse.minPerformanceScore,
        kind: 'min',
        unit: '',
      },
      { name: `${page} LCP / floor LCP`, actual: lcp.ratio, limit: lcp.limit, kind: 'max', unit: 'x' },
      { name: `${page} TBT`, actual: run.tbtMs, limit: lighthouse.maxTbtMs, kind: 'max', unit: 'ms' },
      { name: `${page} CLS`, actual: run.cls, limit: lighthouse.maxCls, kind: 'max', unit: '' },
    );
  }
  for (const [page, { median: run }] of Object.entries(results.lighthouse.pages)) {
    checks.push({
      name: `${page} JS received (Lighthouse, gzip bodies)`,
      actual: run.jsBodyBytes / KIB,
      limit: routeJsTarget(budgets, page),
      kind: 'max',
      unit: 'KiB',
    });
  }
  if (!results.navigation) return checks;
  checks.push({
    name: 'React copies',
    actual: results.navigation.reactCopies,
    limit: budgets.maxReactCopies,
    kind: 'max',
    unit: '',
  });
  for (const [remote, ms] of Object.entries(results.navigation.repeatVisitMs)) {
    checks.push({
      name: `repeat navigation to ${remote}`,
      actual: ms,
      limit: budgets.maxRepeatNavigationMs,
      kind: 'max',
      unit: 'ms',
    });
  }
  return checks;
}

/** A text bar scaled to `max`, for charts that read in a terminal, a diff and on GitHub alike. */
export function bar(value: number, max: number, width = 30): string {
  if (max <= 0 || value <= 0) return '';
  return '█'.repeat(Math.max(1, Math.round((Math.min(value, max) / max) * width)));
}

function barChart(rows: [string, number][], unit: string, limit?: number): string {
  const max = Math.max(...rows.map(([, value]) => value), limit ?? 0);
  const labelWidth = Math.max(...rows.map(([label]) => label.length));
  const lines = rows.map(
    ([label, value]) =>
      `${label.padEnd(labelWidth)} ${bar(value, max).padEnd(30)} ${Math.round(value)} ${unit}`,
  );
  if (limit !== undefined)
    lines.push(`${'budget'.padEnd(labelWidth)} ${bar(limit, max).padEnd(30)} ${limit} ${unit}`);
  return ['```text', ...lines, '```'].join('\n');
}

function notMeasuredSection(notMeasured: Record<string, string>): string[] {
  const parts = Object.entries(notMeasured);
  if (parts.length === 0) return [];
  return [
    '## Not measured',
    '',
    'These parts of the bench could not measure this time; their figures are missing below, not zero:',
    '',
    ...parts.map(([part, reason]) => `- ${part}: ${reason}`),
    '',
  ];
}

function navigationSection(navigation: NonNullable<BenchResults['navigation']>): string[] {
  const remotes = Object.keys(navigation.firstVisitMs);
  const navigationRows = remotes.map((remote) => [
    remote,
    `${Math.round(navigation.firstVisitMs[remote] ?? NaN)}`,
    `${Math.round(navigation.repeatVisitMs[remote] ?? NaN)}`,
  ]);
  return [
    '## Navigation between remotes (Playwright, desktop, no throttling)',
    '',
    `Click on a link to the new page's \`h1\` being visible, median of ${navigation.tours} tours. First visit: the`,
    'remote was never loaded in the tab. Repeat: back to the previous page and click again.',
    '',
    markdownTable(['Remote', 'First visit ms', 'Repeat visit ms'], navigationRows),
    '',
    barChart(
      remotes
        .map((remote) => [`${remote} first`, navigation.firstVisitMs[remote] ?? 0] as [string, number])
        .concat(
          remotes.map(
            (remote) => [`${remote} repeat`, navigation.repeatVisitMs[remote] ?? 0] as [string, number],
          ),
        ),
      'ms',
    ),
    '',
    `React copies (react-dom renderers injected): **${navigation.reactCopies}**. Federation instances:`,
    `${navigation.federationInstances.join(', ')}; federation runtime copies (distinct runtime classes):`,
    `**${navigation.federationRuntimeCopies}** (remotes use the shell's runtime: 1 is the goal).`,
    '',
  ];
}

/** For each page over its JS target, the scripts it received beyond its first load: what put it over. */
function beyondFirstLoadSection(results: BenchResults, budgets: Budgets): string[] {
  const over = Object.entries(results.lighthouse.pages).filter(
    ([page, { median: run }]) => run.jsBodyBytes / KIB > routeJsTarget(budgets, page),
  );
  if (over.length === 0) return [];
  return [
    '## Scripts beyond the first load',
    '',
    'The pages that received more JS than their target, with each script of their median run that is not in the',
    "route's first load (the chunk-graph model of `npm run size`): chunks loaded after the page rendered.",
    '',
    ...over.flatMap(([page, { median: run, beyondFirstLoad = [] }]) => {
      const firstLoad = results.bytes.routes[page]?.gzipBytes ?? 0;
      return [
        `\`${page}\`: ${(run.jsBodyBytes / KIB).toFixed(1)} KiB received, ${(firstLoad / KIB).toFixed(1)} KiB first load, target ${routeJsTarget(budgets, page)} KiB.`,
        '',
        markdownTable(
          ['Script', 'gzip KiB'],
          beyondFirstLoad.map(({ app, file, gzipBytes }) => [`${app}/${file}`, (gzipBytes / KIB).toFixed(1)]),
        ),
        '',
      ];
    }),
  ];
}

export function renderReport(results: BenchResults, budgets: Budgets, checks: BudgetCheck[]): string {
  const pages = Object.entries(results.lighthouse.pages);
  const ratios = new Map(
    pages.map(([page, measured]) => [page, pageFloorRatio(measured, budgets.lighthouse.maxLcpToFloor)]),
  );
  const lighthouseRows = pages.map(([page, { median: run, runs, visitor }]) => [
    `\`${page}\``,
    visitor ?? 'signed out',
    String(run.performanceScore),
    `${Math.round(run.fcpMs)}`,
    `${Math.round(run.lcpMs)}`,
    `${Math.round(ratios.get(page)?.floorLcpMs ?? NaN)}`,
    `${(ratios.get(page)?.ratio ?? NaN).toFixed(2)} (<= ${ratios.get(page)?.limit})`,
    `${Math.round(run.tbtMs)} (${spread(runs.map(({ tbtMs }) => tbtMs))})`,
    run.cls.toFixed(3),
    (run.jsBodyBytes / KIB).toFixed(1),
    (run.jsTransferBytes / KIB).toFixed(1),
    String(run.requestCount),
    String(Math.round(run.benchmarkIndex)),
  ]);
  const over = checks.filter(isOver);
  const landing = results.bytes.routes['/'] ?? { files: [], gzipBytes: 0 };
  const landingFiles = landing.files.map((file) => [
    `${file.app}/${file.file}`,
    (file.gzipBytes / KIB).toFixed(1),
  ]);
  return [
    '# DreamPitch performance report',
    '',
    `Measured ${results.measuredAt} on commit \`${results.commit}\` (${results.environment}). Produced by \`npm run bench\`;`,
    'budgets live in `bench/budgets.json`, raw figures in `bench/results.json`.',
    '',
    ...notMeasuredSection(results.notMeasured ?? {}),
    '## Lighthouse (mobile emulation, simulated throttling)',
    '',
    `Median of ${results.lighthouse.runs} runs per page, each right after a run of the floor page (static HTML, inline`,
    'CSS, no script: tools/bench/floor.ts); Floor LCP is the median of those floor runs, and LCP / floor the ratio',
    `the budget holds (${budgets.lighthouse.maxLcpToFloor.public} public, ${budgets.lighthouse.maxLcpToFloor.signedIn} signed in). Times in ms. JS KiB: the gzip bodies of every script the`,
    'page received (what the byte targets count); on wire: the same with their HTTP response headers. A signed-in',
    'page is opened by its account (a Pro player with goals, or a parent on the Parent plan), its session stored in',
    'the browser before the run, the HTTP cache empty. TBT: the median, then the lowest and highest run; host',
    "index: Lighthouse's benchmark of the machine (higher is faster), the median of the page's runs. Simulated",
    "throttling multiplies the host's own task times, so TBT compares only between runs of a similar index.",
    '',
    markdownTable(
      [
        'Page',
        'Visitor',
        'Score',
        'FCP',
        'LCP',
        'Floor LCP',
        'LCP / floor',
        'TBT',
        'CLS',
        'JS KiB',
        'On wire',
        'Requests',
        'Host index',
      ],
      lighthouseRows,
    ),
    '',
    "LCP per page (ms), beside the floor's measured before each of its runs:",
    '',
    barChart(
      pages.flatMap(([page, { median: run }]) => [
        [page, run.lcpMs] as [string, number],
        [`  floor`, ratios.get(page)?.floorLcpMs ?? 0] as [string, number],
      ]),
      'ms',
    ),
    '',
    ...(results.navigation ? navigationSection(results.navigation) : []),
    ...(results.serviceWorker
      ? [
          '## Repeat visit with the service worker (Playwright, desktop, no throttling)',
          '',
          `A fresh profile opens the page, waits until the service worker controls it and the network is idle, then`,
          `opens it again: ms from the navigation to a visible \`h1\`, median of ${results.serviceWorker.rounds} profiles.`,
          '',
          markdownTable(
            ['Page', 'Repeat visit ms', 'Budget ms'],
            Object.entries(results.serviceWorker.repeatVisitMs).map(([page, ms]) => [
              `\`${page}\``,
              `${Math.round(ms)}`,
              String(budgets.maxServiceWorkerRepeatVisitMs),
            ]),
          ),
          '',
        ]
      : []),
    '## Bytes (static, from dist)',
    '',
    'JS of the first load of every route, from the chunk graph (method: docs/PERFORMANCE.md):',
    '',
    markdownTable(
      ['Route', 'JS files', 'gzip KiB', 'Budget KiB'],
      Object.entries(results.bytes.routes).map(([route, { files, gzipBytes }]) => [
        `\`${route}\``,
        String(files.length),
        (gzipBytes / KIB).toFixed(1),
        String(routeJsBudget(budgets, route)),
      ]),
    ),
    '',
    `Largest files of the first load of \`/\` (${(landing.gzipBytes / KIB).toFixed(1)} KiB):`,
    '',
    markdownTable(['File', 'gzip KiB'], landingFiles.slice(0, 12)),
    '',
    markdownTable(
      ['App', 'JS files', 'All JS gzip KiB'],
      Object.entries(results.bytes.apps).map(([app, { files, gzipBytes }]) => [
        app,
        String(files),
        (gzipBytes / KIB).toFixed(1),
      ]),
    ),
    '',
    ...beyondFirstLoadSection(results, budgets),
    '## Budgets',
    '',
    formatChecks(checks),
    '',
    over.length === 0
      ? 'Every budget is met.'
      : `**${over.length} over budget:** ${over.map((check) => check.name).join('; ')}.`,
    '',
  ].join('\n');
}
