import { execFileSync } from 'node:child_process';
import { KIB, markdownTable } from './budgets';
import type { ByteMeasurement } from './sizes';

/** Where `npm run size` keeps the sizes of the build it measured, committed with the code that made them. */
export const SIZES_FILE = 'bench/sizes.json';

/** Gzip bytes of each route's first load and each app's whole build: what a branch is compared on. */
export interface SizeRecord {
  routes: Record<string, number>;
  apps: Record<string, number>;
  /** Demo mode's chunk in the shell. */
  demoMode?: number;
  serviceWorker?: number;
}

export function sizeRecord(measured: ByteMeasurement): SizeRecord {
  return {
    routes: Object.fromEntries(
      Object.entries(measured.routes).map(([route, { gzipBytes }]) => [route, gzipBytes]),
    ),
    apps: Object.fromEntries(Object.entries(measured.apps).map(([app, { gzipBytes }]) => [app, gzipBytes])),
    demoMode: measured.demoMode.shell,
    serviceWorker: measured.serviceWorkerGzipBytes,
  };
}

/** Where the branch left `ref` (main): its sizes are the ones committed in that commit's SIZES_FILE. */
export interface Baseline {
  commit: string;
  record?: SizeRecord;
  /** Why there is no record to compare with. */
  missing?: string;
}

export function readBaseline(root: string, ref: string): Baseline {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: 'pipe' }).trim();
  let commit: string;
  try {
    commit = git('merge-base', 'HEAD', ref);
  } catch {
    return { commit: ref, missing: `no common ancestor with ${ref}` };
  }
  try {
    return { commit, record: JSON.parse(git('show', `${commit}:${SIZES_FILE}`)) as SizeRecord };
  } catch {
    return { commit, missing: `${SIZES_FILE} is not committed there` };
  }
}

const signedKiB = (bytes: number) =>
  `${bytes > 0 ? '+' : bytes < 0 ? '−' : '±'}${(Math.abs(bytes) / KIB).toFixed(1)}`;

/** One row per route, app and the worker: the size now, on the baseline, and the difference (new or gone: "–"). */
export function deltaRows(now: SizeRecord, base: SizeRecord | undefined): string[][] {
  const row = (name: string, current: number | undefined, before: number | undefined) => [
    name,
    current === undefined ? '–' : (current / KIB).toFixed(1),
    before === undefined ? '–' : (before / KIB).toFixed(1),
    current === undefined || before === undefined ? '–' : signedKiB(current - before),
  ];
  const keys = (part: 'routes' | 'apps') => [
    ...new Set([...Object.keys(now[part]), ...Object.keys(base?.[part] ?? {})]),
  ];
  return [
    ...keys('routes').map((route) => row(route, now.routes[route], base?.routes[route])),
    ...keys('apps').map((app) => row(`${app} (all JS)`, now.apps[app], base?.apps[app])),
    ...(now.demoMode === undefined && base?.demoMode === undefined
      ? []
      : [row('demo mode (all JS, shell)', now.demoMode, base?.demoMode)]),
    row('service worker', now.serviceWorker, base?.serviceWorker),
  ];
}

export function formatDeltas(now: SizeRecord, baseline: Baseline, ref: string): string {
  const heading = baseline.record
    ? `Against ${ref} at ${baseline.commit.slice(0, 10)} (gzip KiB, ${SIZES_FILE} of that commit):`
    : `Against ${ref}: no sizes to compare with (${baseline.missing}).`;
  return `${heading}\n${markdownTable(['First load / build', 'Now', ref, 'Δ'], deltaRows(now, baseline.record))}`;
}
