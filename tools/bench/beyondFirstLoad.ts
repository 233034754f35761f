import { APP_PORTS } from '../federation/runtimeConfig';
import type { ScriptBody } from './scriptBodyBytes';
import type { AppFile } from './sizes';

/** A script a page received that its first load (`npm run size`'s chunk-graph model) does not hold. */
export interface ExtraScript {
  /** The app whose preview port served it, or the URL's host for any other origin. */
  app: string;
  file: string;
  gzipBytes: number;
}

const APP_AT_PORT = new Map(Object.entries(APP_PORTS).map(([app, port]) => [String(port), app]));

/**
 * The scripts of `received` that are not in `firstLoad`, largest first: what a page fetched after it rendered (or what
 * the model missed), so a route over its target says which files put it there. Each app is served on its own port
 * by the preview, which names the app; the file is the URL's path in that app's dist.
 */
export function scriptsBeyondFirstLoad(
  received: readonly ScriptBody[],
  firstLoad: readonly AppFile[],
): ExtraScript[] {
  const counted = new Set(firstLoad.map(({ app, file }) => `${app}:${file}`));
  return received
    .map(({ url, bytes }) => {
      const { port, host, pathname } = new URL(url);
      return { app: APP_AT_PORT.get(port) ?? host, file: pathname.replace(/^\//, ''), gzipBytes: bytes };
    })
    .filter(({ app, file }) => !counted.has(`${app}:${file}`))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/**
 * The scripts of the run whose JS received is the median (of an even number of runs, the lower of the middle two):
 * the run the page's reported figure comes from.
 */
export function scriptsOfMedianRun(
  runs: readonly { jsBodyBytes: number }[],
  scripts: readonly ScriptBody[][],
): ScriptBody[] {
  const byBytes = runs
    .map((run, index) => ({ bytes: run.jsBodyBytes, index }))
    .sort((a, b) => a.bytes - b.bytes);
  const middle = byBytes[Math.floor((byBytes.length - 1) / 2)];
  return middle ? (scripts[middle.index] ?? []) : [];
}
