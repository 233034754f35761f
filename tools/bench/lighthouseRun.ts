import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../browser';

/** Lighthouse drives the same Chromium as the e2e tests. */
export const CHROMIUM = chromiumPath() ?? '/usr/bin/chromium';

export interface LighthouseRun {
  performanceScore: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsTransferBytes: number;
  requestCount: number;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

/** One Lighthouse run with its defaults: mobile emulation, simulated throttling, cache and storage cleared. */
export async function lighthouseRun(url: string, port: number): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
  const { lhr } = result;
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
  return {
    performanceScore: Math.round(score * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsTransferBytes: requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    requestCount: requests.length,
  };
}

/** Runs every page `runs` times, interleaved so a slow moment of the machine does not hit one page only. */
export async function lighthouseAll(
  urls: string[],
  runs: number,
  onRun: (url: string, run: number, result: LighthouseRun) => void,
): Promise<Map<string, LighthouseRun[]>> {
  const results = new Map<string, LighthouseRun[]>(urls.map((url) => [url, []]));
  for (let run = 1; run <= runs; run += 1) {
    for (const url of urls) {
      // A fresh browser per run, so no run inherits another's compiled code or sockets.
      const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS });
      try {
        const result = await lighthouseRun(url, chrome.port);
        results.get(url)?.push(result);
        onRun(url, run, result);
      } finally {
        await chrome.kill();
      }
    }
  }
  return results;
}
