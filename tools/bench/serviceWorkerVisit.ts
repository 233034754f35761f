import { chromium } from '@playwright/test';
import type { BudgetCheck } from './budgets';
import { CHROMIUM } from './lighthouseRun';
import { publicPages } from './remoteTours';
import { median } from './report';

/**
 * A page of every app a returning visitor opens: the first public page (route table order) of the shell and of each
 * remote, so the worker is measured serving every app's files, a remote added included.
 */
export const REPEAT_VISIT_PAGES = publicPages()
  .filter((page, index, pages) => pages.findIndex((other) => other.owner === page.owner) === index)
  .map((page) => page.path);

/**
 * Runs in the page before any of its scripts: records when a visible h1 (the page's content) is first painted,
 * in ms since the navigation started. Source text, not a function: the bench runs under tsx, whose transform
 * wraps named inner functions in a `__name` helper that does not exist in the page, so a serialised function
 * threw there and no repeat visit was ever timed.
 */
export const RECORD_CONTENT_TIME = `(() => {
  const seen = () => [...document.querySelectorAll('h1')].some((heading) => heading.checkVisibility());
  const check = () => {
    if (seen()) window.__contentAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/**
 * A repeat visit with the service worker: a fresh browser profile opens `path`, waits until the worker controls
 * the page and the network is idle (everything cached), then opens `path` again and times it to content.
 */
async function repeatVisitMs(baseUrl: string, path: string): Promise<number> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    await context.addInitScript({ content: RECORD_CONTENT_TIME });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${path}`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 20_000,
    });
    await page.waitForLoadState('networkidle');
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      () => (window as unknown as { __contentAt?: number }).__contentAt,
      undefined,
      { timeout: 20_000 },
    );
    const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    if (!controlled) throw new Error(`The repeat visit of ${path} was not served by the service worker.`);
    return (await handle.jsonValue()) as number;
  } finally {
    await browser.close();
  }
}

/** Median over `rounds` fresh profiles, per page. */
export async function serviceWorkerRepeatVisits(
  baseUrl: string,
  pages: string[],
  rounds: number,
): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const path of pages) {
    const times: number[] = [];
    for (let round = 0; round < rounds; round += 1) times.push(await repeatVisitMs(baseUrl, path));
    result[path] = median(times);
  }
  return result;
}

export function serviceWorkerChecks(repeatVisitMs: Record<string, number>, limitMs: number): BudgetCheck[] {
  return Object.entries(repeatVisitMs).map(([path, ms]) => ({
    name: `${path} repeat visit (service worker) to content`,
    actual: ms,
    limit: limitMs,
    kind: 'max',
    unit: 'ms',
  }));
}
