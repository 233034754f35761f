import { readFileSync } from 'node:fs';
import type { App } from './sizes';

export interface Budgets {
  lighthouse: {
    minPerformanceScore: number;
    /**
     * A route's LCP at most this many times the floor page's (tools/bench/floor.ts), measured in the same sitting:
     * `public` for a page anyone may open, `signedIn` for a page only a signed-in visitor sees.
     */
    maxLcpToFloor: { public: number; signedIn: number };
    maxTbtMs: number;
    maxCls: number;
  };
  maxReactCopies: number;
  maxRepeatNavigationMs: number;
  /** A second visit served by the service worker, navigation to content (tools/bench/serviceWorkerVisit.ts). */
  maxServiceWorkerRepeatVisitMs: number;
  bytes: {
    /** Shared packages start-up imports dynamically (invisible to the chunk graph), e.g. supabase-js. */
    startupDynamicShared: string[];
    /** JS (gzip KiB) of a route's first load: by path, `*` for every other route. */
    maxRouteJsKiB: Record<string, number> & { '*': number };
    /** Each app's whole build but demo mode's chunk. */
    maxAppJsKiB: Partial<Record<App, number>>;
    /** Demo mode's chunk in the shell (PGlite, the migrations, the in-browser host): loaded only in demo mode. */
    maxDemoModeJsKiB?: number;
    /** The shell's service worker, /sw.js (not part of any app's JS above). */
    maxServiceWorkerKiB?: number;
  };
}

/** The first-load JS budget of a route. */
export const routeJsBudget = (budgets: Budgets, path: string): number =>
  budgets.bytes.maxRouteJsKiB[path] ?? budgets.bytes.maxRouteJsKiB['*'];

/**
 * The target itself (150 KiB for `/`, 170 for any other route), without the tighter regression guards some routes
 * have in `npm run size`: what Lighthouse's count, which also holds chunks a page loads after it rendered, is held to.
 */
export const routeJsTarget = (budgets: Budgets, path: string): number =>
  path === '/' ? routeJsBudget(budgets, '/') : budgets.bytes.maxRouteJsKiB['*'];

export const loadBudgets = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Budgets;

export const KIB = 1024;

/** One measured figure against its limit. `kind` says which side of the limit is good. */
export interface BudgetCheck {
  name: string;
  actual: number;
  limit: number;
  kind: 'max' | 'min';
  unit: string;
}

export const isOver = (check: BudgetCheck) =>
  check.kind === 'max' ? check.actual > check.limit : check.actual < check.limit;

export function formatValue(value: number, unit: string): string {
  if (unit === 'KiB') return `${value.toFixed(1)} KiB`;
  if (unit === 'ms') return `${Math.round(value)} ms`;
  if (unit === 'x') return `${value.toFixed(2)}x`;
  if (unit === '') return Number.isInteger(value) ? String(value) : value.toFixed(3);
  return `${value} ${unit}`;
}

/** A Markdown/console table: one row per check, with the verdict. */
export function formatChecks(checks: BudgetCheck[]): string {
  const rows = checks.map((check) => [
    check.name,
    formatValue(check.actual, check.unit),
    `${check.kind === 'max' ? '<=' : '>='} ${formatValue(check.limit, check.unit)}`,
    isOver(check) ? 'OVER' : 'ok',
  ]);
  return markdownTable(['Check', 'Measured', 'Budget', 'Result'], rows);
}

export function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [
    line(header),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n');
}
