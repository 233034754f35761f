import { chromium } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../browser';
import { scriptBodies, type DevtoolsLogEntry, type ScriptBody } from './scriptBodyBytes';

/** Lighthouse drives the same Chromium as the e2e tests. */
export const CHROMIUM = chromiumPath() ?? '/usr/bin/chromium';

export interface LighthouseRun {
  performanceScore: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Scripts on the wire, HTTP headers included (Lighthouse's "transfer size"). */
  jsTransferBytes: number;
  /** The same scripts' compressed bodies: the quantity of the byte targets (see scriptBodyBytes). */
  jsBodyBytes: number;
  requestCount: number;
  /**
   * Lighthouse's measure of the host's speed (`environment.benchmarkIndex`, higher is faster): simulated throttling
   * scales the host's own task times, so TBT from hosts of different indexes does not compare.
   */
  benchmarkIndex: number;
}

/** A run's figures and the scripts it received (`jsBodyBytes` is their sum), to tell which ones made a page heavy. */
export interface MeasuredRun {
  run: LighthouseRun;
  scripts: ScriptBody[];
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

/**
 * One Lighthouse run with its defaults: mobile emulation, simulated throttling, cache and storage cleared, unless
 * `keepStorage` (a signed-in visit: the session was stored in the browser before, see `seedLocalStorage`).
 */
export async function lighthouseRun(url: string, port: number, keepStorage = false): Promise<MeasuredRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
  const { lhr, artifacts } = result;
  // BENCH_LHR_DIR=<dir> keeps each run's full report (long tasks, LCP element, layout shifts) to take a page apart.
  const keepIn = process.env.BENCH_LHR_DIR;
  if (keepIn) {
    mkdirSync(keepIn, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
    writeFileSync(path.join(keepIn, name), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse measured no ${id} for ${url}.`);
    return value;
  };
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)
    ?.items ?? []) as NetworkRequest[];
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined)
    throw new Error(`Lighthouse gave no performance score for ${url}.`);
  const scripts = scriptBodies(artifacts.DevtoolsLog as DevtoolsLogEntry[]);
  const run: LighthouseRun = {
    performanceScore: Math.round(score * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsTransferBytes: requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    jsBodyBytes: scripts.reduce((sum, { bytes }) => sum + bytes, 0),
    requestCount: requests.length,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
  return { run, scripts };
}

/**
 * Writes `items` into the origin's localStorage in the browser on `port`, from a page that runs no script (the
 * runtime config), then empties the HTTP cache, so the measured visit starts as cold as any other run.
 */
async function seedLocalStorage(port: number, origin: string, items: Record<string, string>) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('The browser Lighthouse drives has no default context.');
    const page = await context.newPage();
    await page.goto(`${origin}/config.json`);
    // Page source text, not a function: tsx's `__name` helper would be serialised with a function and throw.
    await page.evaluate(
      `for (const [key, value] of ${JSON.stringify(Object.entries(items))}) localStorage.setItem(key, value)`,
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Connected over CDP, close() only disconnects: the browser stays up for Lighthouse.
    await browser.close();
  }
}

export interface LighthousePage {
  url: string;
  /** localStorage the visit starts with (a stored session), or nothing: storage is then cleared as usual. */
  storage?: () => Promise<Record<string, string>>;
}

/** A page's runs, the scripts of each (`scripts[i]` of `runs[i]`), and the floor page's run right before each. */
export interface PageRuns {
  runs: LighthouseRun[];
  scripts: ScriptBody[][];
  floorRuns: LighthouseRun[];
}

/** One fresh browser (no run inherits another's compiled code or sockets), the page's storage written first. */
async function measure({ url, storage }: LighthousePage): Promise<MeasuredRun> {
  const items = (await storage?.()) ?? {};
  const keepStorage = Object.keys(items).length > 0;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS });
  try {
    if (keepStorage) await seedLocalStorage(chrome.port, new URL(url).origin, items);
    return await lighthouseRun(url, chrome.port, keepStorage);
  } finally {
    await chrome.kill();
  }
}

/**
 * Runs every page `runs` times, interleaved so a slow moment of the machine does not hit one page only, each run
 * right after a run of the floor page `floorUrl`: floor, page, floor, page… so each page has floor runs taken in the
 * same moments as its own.
 */
export async function lighthouseAll(
  pages: LighthousePage[],
  floorUrl: string,
  runs: number,
  onRun: (url: string, run: number, result: LighthouseRun) => void,
): Promise<Map<string, PageRuns>> {
  const results = new Map<string, PageRuns>(
    pages.map(({ url }) => [url, { runs: [], scripts: [], floorRuns: [] }]),
  );
  for (let run = 1; run <= runs; run += 1) {
    for (const page of pages) {
      const { run: floor } = await measure({ url: floorUrl });
      onRun(floorUrl, run, floor);
      const { run: result, scripts } = await measure(page);
      onRun(page.url, run, result);
      const measured = results.get(page.url);
      measured?.floorRuns.push(floor);
      measured?.runs.push(result);
      measured?.scripts.push(scripts);
    }
  }
  return results;
}
