/**
 * `npm run bench [-- --no-build] [--runs 3] [--tours 3] [--pages /app,/app/family]`: builds production, serves it
 * with the preview (reusing one that already runs), measures with Lighthouse and Playwright, writes
 * bench/results.json and bench/REPORT.md, and prints what is over budget. A report, not a gate:
 * exits 0 when over budget, 1 only when it could not measure. `--pages` measures only those routes with
 * Lighthouse (no tours, no repeat visits) and writes its report to bench/.tmp, leaving the committed one alone.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { formatChecks, isOver, KIB, loadBudgets } from './budgets';
import { BENCH_PAGES, selectPages, VISITOR_LABELS } from './benchPages';
import { scriptsBeyondFirstLoad, scriptsOfMedianRun } from './beyondFirstLoad';
import { FLOOR_PATH } from './floor';
import { CHROMIUM, lighthouseAll } from './lighthouseRun';
import { navigationTour, remoteTours, type NavigationTour } from './navigation';
import { REPEAT_VISIT_PAGES, serviceWorkerChecks, serviceWorkerRepeatVisits } from './serviceWorkerVisit';
import { ensurePreview, SHELL_URL } from './preview';
import {
  measurePart,
  medianRun,
  renderReport,
  summariseTours,
  timingChecks,
  type BenchResults,
} from './report';
import { byteChecks } from './size-check';
import { routeTargets } from './routeTargets';
import { backendConfig, signedInVisitors } from './signedInVisitors';
import { measureBytes } from './sizes';

const root = path.resolve(import.meta.dirname, '../..');

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} needs a whole number >= 1.`);
  return value;
}

function listOption(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? (process.argv[at + 1] ?? '') : undefined;
}

const log = (line: string) => process.stdout.write(`${line}\n`);

async function main() {
  const runs = option('--runs', 3);
  const tours = option('--tours', 3);
  const pagesOption = listOption('--pages');
  const pages = selectPages(pagesOption, BENCH_PAGES);
  const subset = pagesOption !== undefined;
  const outDir = path.join(root, subset ? 'bench/.tmp' : 'bench');
  const budgets = loadBudgets(path.join(root, 'bench/budgets.json'));
  if (!process.argv.includes('--no-build')) {
    log('Building production (npm run build)…');
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('The production build failed.');
  }
  const bytes = measureBytes(root, routeTargets(), budgets.bytes.startupDynamicShared);
  const preview = await ensurePreview(root);
  log(
    preview.reused
      ? `Reusing the preview already running on ${SHELL_URL}.`
      : `Started a preview on ${SHELL_URL}.`,
  );
  try {
    const visitors = pages.some((page) => page.visitor !== 'signed-out')
      ? signedInVisitors(await backendConfig(SHELL_URL))
      : undefined;
    const lighthouseStarted = Date.now();
    log(`Lighthouse: ${pages.length} pages x ${runs} runs, each after a run of the floor page…`);
    const lighthouseRuns = await lighthouseAll(
      pages.map(({ path: page, visitor }) => ({
        url: `${SHELL_URL}${page}`,
        storage: visitors && (() => visitors.storageFor(visitor)),
      })),
      `${SHELL_URL}${FLOOR_PATH}`,
      runs,
      (url, run, result) =>
        log(
          `  run ${run} ${new URL(url).pathname}: score ${result.performanceScore}, LCP ${Math.round(result.lcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms, JS ${(result.jsBodyBytes / KIB).toFixed(1)} KiB (${(result.jsTransferBytes / KIB).toFixed(1)} on wire)`,
        ),
    );
    // A part that cannot measure is named in the report; the others' figures are still written.
    const notMeasured: Record<string, string> = {};
    if (!subset) log(`Navigation: ${tours} tours…`);
    const navigation = subset
      ? undefined
      : await measurePart('Navigation between remotes', notMeasured, async () => {
          const targets = await remoteTours(SHELL_URL);
          const navigationTours: NavigationTour[] = [];
          for (let tour = 0; tour < tours; tour += 1)
            navigationTours.push(await navigationTour(SHELL_URL, targets));
          return { ...summariseTours(navigationTours), tours };
        });
    if (!subset) log(`Repeat visits with the service worker: ${REPEAT_VISIT_PAGES.length} pages x ${tours}…`);
    const repeatVisitMs = subset
      ? undefined
      : await measurePart('Repeat visit with the service worker', notMeasured, () =>
          serviceWorkerRepeatVisits(SHELL_URL, REPEAT_VISIT_PAGES, tours),
        );

    const results: BenchResults = {
      measuredAt: new Date().toISOString(),
      commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim(),
      environment: `${os.cpus().length} CPUs, Node ${process.version}, ${execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).trim()}`,
      lighthouse: {
        runs,
        pages: Object.fromEntries(
          pages.map(({ path: page, visitor }) => {
            const {
              runs: pageRuns,
              scripts,
              floorRuns,
            } = lighthouseRuns.get(`${SHELL_URL}${page}`) ?? { runs: [], scripts: [], floorRuns: [] };
            return [
              page,
              {
                median: medianRun(pageRuns),
                runs: pageRuns,
                floorRuns,
                visitor: VISITOR_LABELS[visitor],
                signedIn: visitor !== 'signed-out',
                beyondFirstLoad: scriptsBeyondFirstLoad(
                  scriptsOfMedianRun(pageRuns, scripts),
                  bytes.routes[page]?.files ?? [],
                ),
              },
            ];
          }),
        ),
      },
      navigation,
      serviceWorker: repeatVisitMs && { rounds: tours, repeatVisitMs },
      bytes,
      notMeasured,
    };
    const checks = [
      ...timingChecks(results, budgets),
      ...serviceWorkerChecks(repeatVisitMs ?? {}, budgets.maxServiceWorkerRepeatVisitMs),
      ...byteChecks(bytes, budgets),
    ];
    mkdirSync(outDir, { recursive: true });
    writeFileSync(path.join(outDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
    const reportFile = path.join(outDir, 'REPORT.md');
    // The report is committed and `npm test` checks formatting, so write it the way Prettier would.
    const prettierOptions = { ...(await resolveConfig(reportFile)), filepath: reportFile };
    writeFileSync(reportFile, await format(renderReport(results, budgets, checks), prettierOptions));
    log(`\n${formatChecks(checks)}\n`);
    log(`Measuring took ${Math.round((Date.now() - lighthouseStarted) / 60_000)} min.`);
    const over = checks.filter(isOver);
    log(
      over.length === 0
        ? 'Every budget is met.'
        : `Over budget (${over.length}): ${over.map((check) => check.name).join('; ')}`,
    );
    log(`Wrote ${path.relative(root, outDir)}/results.json and ${path.relative(root, reportFile)}.`);
    for (const [part, reason] of Object.entries(notMeasured)) {
      console.error(`bench: could not measure ${part}: ${reason}`);
      process.exitCode = 1;
    }
  } finally {
    await preview.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`bench: could not measure: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
