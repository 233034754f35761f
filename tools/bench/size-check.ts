/**
 * Deterministic byte budgets for `npm test`: gzip sizes of the built JS (run after `npm run build`).
 * Prints each route's and app's difference from main (`--base <ref>` for another branch), writes this build's sizes
 * to bench/sizes.json (committed with the change, so main's are there for the next branch), and exits 1 when a budget
 * in bench/budgets.json is exceeded, 2 when it cannot measure.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  formatChecks,
  isOver,
  KIB,
  loadBudgets,
  markdownTable,
  routeJsBudget,
  type Budgets,
  type BudgetCheck,
} from './budgets';
import { routeTargets } from './routeTargets';
import { formatDeltas, readBaseline, SIZES_FILE, sizeRecord } from './sizeBaseline';
import { APPS, measureBytes, type ByteMeasurement } from './sizes';

const root = path.resolve(import.meta.dirname, '../..');

export function byteChecks(measured: ByteMeasurement, budgets: Budgets): BudgetCheck[] {
  const checks: BudgetCheck[] = Object.entries(measured.routes).map(([route, { gzipBytes }]) => ({
    name: `JS for the first load of ${route} (gzip)`,
    actual: gzipBytes / KIB,
    limit: routeJsBudget(budgets, route),
    kind: 'max',
    unit: 'KiB',
  }));
  for (const app of APPS) {
    const limit = budgets.bytes.maxAppJsKiB[app];
    if (limit === undefined) continue;
    checks.push({
      name: `${app}: all JS (gzip)`,
      actual: measured.apps[app].gzipBytes / KIB,
      limit,
      kind: 'max',
      unit: 'KiB',
    });
  }
  const demoModeLimit = budgets.bytes.maxDemoModeJsKiB;
  if (demoModeLimit !== undefined) {
    // The shell's copy is the one a demo downloads (libs/data is one shared module); a build without it has no demo.
    checks.push({
      name: 'demo mode: all JS, the shell (gzip)',
      actual: measured.demoMode.shell === undefined ? Infinity : measured.demoMode.shell / KIB,
      limit: demoModeLimit,
      kind: 'max',
      unit: 'KiB',
    });
  }
  const serviceWorkerLimit = budgets.bytes.maxServiceWorkerKiB;
  if (serviceWorkerLimit !== undefined) {
    checks.push({
      name: 'shell: service worker /sw.js (gzip)',
      // A build without the worker is a regression too: it would go offline-less unnoticed.
      actual:
        measured.serviceWorkerGzipBytes === undefined ? Infinity : measured.serviceWorkerGzipBytes / KIB,
      limit: serviceWorkerLimit,
      kind: 'max',
      unit: 'KiB',
    });
  }
  return checks;
}

function main() {
  const budgets = loadBudgets(path.join(root, 'bench/budgets.json'));
  let measured: ByteMeasurement;
  try {
    measured = measureBytes(root, routeTargets(), budgets.bytes.startupDynamicShared);
  } catch (error) {
    console.error(`size-check: could not measure: ${(error as Error).message}`);
    process.exit(2);
  }
  const checks = byteChecks(measured, budgets);
  const at = process.argv.indexOf('--base');
  const base = at >= 0 ? (process.argv[at + 1] ?? 'main') : 'main';
  const record = sizeRecord(measured);
  process.stdout.write(`${formatDeltas(record, readBaseline(root, base), base)}\n\n`);
  writeFileSync(path.join(root, SIZES_FILE), `${JSON.stringify(record, null, 2)}\n`);
  const landingRows = (measured.routes['/']?.files ?? []).map((file) => [
    `${file.app}/${file.file}`,
    `${(file.gzipBytes / KIB).toFixed(1)} KiB`,
  ]);
  process.stdout.write(
    `First load of / (static chunk graph, gzip):\n${markdownTable(['File', 'gzip'], landingRows)}\n\n`,
  );
  process.stdout.write(`${formatChecks(checks)}\n`);
  const over = checks.filter(isOver);
  if (over.length > 0) {
    console.error(
      `\nsize-check: ${over.length} budget(s) over: ${over.map((check) => check.name).join('; ')}`,
    );
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
