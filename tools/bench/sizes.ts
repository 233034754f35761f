import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REMOTE_NAMES } from '@dreampitch/app-frame/routes';
import {
  chunkIdsIn,
  hasChunkLoadingRuntime,
  loadChunks,
  parseBundleGraph,
  providerOf,
  type AppGraph,
  type LoadState,
} from './bundleGraph';

/** Every app measured: the shell and each remote of the registry. */
export const APPS = ['shell', ...REMOTE_NAMES] as const;
export type App = (typeof APPS)[number];

export const distOf = (root: string, app: App) =>
  path.join(root, app === 'shell' ? 'shell' : `remotes/${app}`, 'dist');

/** Same level as the preview's `compression` middleware (zlib's default), so sizes match the wire. */
export const gzipSize = (content: Buffer | string) => gzipSync(content, { level: 6 }).length;

/** Script URLs of an HTML page, in document order, as paths relative to the dist root. */
export function scriptsInHtml(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) =>
    (m[1] as string).replace(/^https?:\/\/[^/]+/, '').replace(/^\//, ''),
  );
}

export interface DistReader {
  /** Text of a file inside an app's dist, or undefined when missing. */
  read(app: App, relativePath: string): string | undefined;
}

export const fileSystemReader = (root: string): DistReader => ({
  read(app, relativePath) {
    try {
      return readFileSync(path.join(distOf(root, app), relativePath), 'utf8');
    } catch {
      return undefined;
    }
  },
});

interface Manifest {
  metaData: { remoteEntry: { name: string; path: string } };
}

function required(reader: DistReader, app: App, file: string): string {
  const text = reader.read(app, file);
  if (text === undefined) throw new Error(`${app}/dist/${file} is missing: run "npm run build" first.`);
  return text;
}

export interface AppFile {
  app: App;
  file: string;
}

/**
 * What a route shows: a remote's exposed page, or a page of the shell (lazy in a chunk named `page-…`, or in its
 * bootstrap). `signedIn`: only a signed-in visitor sees the page, so its first load also restores the stored session.
 */
export type RouteTarget = { path: string; signedIn?: boolean } & (
  { remote: App; expose: string } | { remote?: undefined }
);

/**
 * The shell's chunk of data clients for a stored session (libs/data names its `import()`): a signed-in visit
 * downloads it at start-up to restore the session and load the page's data, a signed-out one never does.
 * supabase-js itself (chunk `supabase-js`) comes later, when the session or an auth action needs it.
 */
export const SESSION_CHUNK_NAME = 'supabase-data';

/**
 * Shared packages imported dynamically but fetched during start-up anyway. The chunk graph cannot see that they
 * are needed, so the budget file names them.
 */
export type StartupDynamicShared = string[];

/** The shell page's lazy chunk for `/app/auth` is named `page-auth` (its webpackChunkName). */
const shellPageChunkName = (path: string) => `page-${path.split('/').filter(Boolean).at(-1) ?? 'home'}`;

/** `r.e("a")` or `Promise.all([r.e("a"),r.e("b")])` followed by the module require: one `import()` call. */
const IMPORT_CALL =
  /(?:Promise\.all\(\[((?:[\w$]{1,3}\.e\([^)]*\),?)+)\]\)|([\w$]{1,3}\.e\([^)]*\)))\.then\(([\w$]{1,3})\.bind\(\3,/g;

/** The chunks of the `import()` call that loads `chunkId`, in any of `sources`. */
export function importGroupOf(sources: string[], chunkId: string): string[] {
  for (const source of sources) {
    for (const match of source.matchAll(IMPORT_CALL)) {
      const ids = chunkIdsIn((match[1] ?? match[2]) as string);
      if (ids.includes(chunkId)) return ids;
    }
  }
  return [chunkId];
}

/**
 * The JS a first visit to `target.path` downloads: the shell's scripts from its HTML, the chunks its bootstrap
 * loads with the shared packages they consume (transitively), then the page: a remote's entry and exposed
 * module with any shared package not already loaded, or the shell page's lazy chunk. See README.md.
 */
export function routeInitialJs(
  reader: DistReader,
  target: RouteTarget,
  startupDynamicShared: StartupDynamicShared = [],
): AppFile[] {
  const state: LoadState = { files: new Set(), loadedShared: new Map() };
  // `/` is prerendered into index.html; every other route is served the SPA page (same scripts).
  const page =
    target.path !== '/' && reader.read('shell', '200.html') !== undefined ? '200.html' : 'index.html';
  const shellScripts = scriptsInHtml(required(reader, 'shell', page));
  if (shellScripts.length === 0) throw new Error(`shell/dist/${page} references no script.`);
  let shell: AppGraph | undefined;
  for (const script of shellScripts) {
    state.files.add(`shell:${script}`);
    const source = required(reader, 'shell', script);
    if (hasChunkLoadingRuntime(source)) shell = { app: 'shell', graph: parseBundleGraph(source) };
  }
  if (!shell) throw new Error('No shell script carries the chunk-loading runtime.');
  if (shell.graph.bootstrapChunks.length === 0)
    throw new Error("Could not find the shell's bootstrap import.");
  loadChunks(shell, shell.graph.bootstrapChunks, [shell], state);
  const providers = [shell];

  if (target.remote) {
    const manifest = JSON.parse(required(reader, target.remote, 'mf-manifest.json')) as Manifest;
    const entryFile = path.posix.join(manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name);
    state.files.add(`${target.remote}:${entryFile}`);
    const remote: AppGraph = {
      app: target.remote,
      graph: parseBundleGraph(required(reader, target.remote, entryFile)),
    };
    const exposeChunks = remote.graph.exposes.get(target.expose);
    if (!exposeChunks) throw new Error(`${target.remote} does not expose ${target.expose}.`);
    providers.push(remote);
    loadChunks(remote, exposeChunks, providers, state);
  }
  const shellGraph = shell;
  /** Loads the shell's chunk named `name` with the rest of its `import()`; false when the shell has no such chunk. */
  const loadNamedShellChunk = (name: string): boolean => {
    const prefix = `static/js/async/${name}.`;
    const chunk = [...shellGraph.graph.chunkFiles].find(([, file]) => file.startsWith(prefix))?.[0];
    if (!chunk) return false;
    const sources = [...shellGraph.graph.chunkFiles.values()].map((file) => reader.read('shell', file) ?? '');
    loadChunks(shellGraph, importGroupOf(sources, chunk), providers, state);
    return true;
  };
  if (!target.remote) loadNamedShellChunk(shellPageChunkName(target.path));
  if (target.signedIn && !loadNamedShellChunk(SESSION_CHUNK_NAME))
    throw new Error(
      `The shell has no chunk named ${SESSION_CHUNK_NAME} (libs/data's import of the stored session).`,
    );
  for (const shareKey of startupDynamicShared) {
    if (state.loadedShared.has(shareKey)) continue;
    const provider = providerOf(providers, shareKey);
    if (!provider) throw new Error(`No app provides the shared package ${shareKey}.`);
    state.loadedShared.set(shareKey, provider.app);
    loadChunks(provider, provider.graph.sharedProviders.get(shareKey) ?? [], providers, state);
  }

  return [...state.files].map((entry): AppFile => {
    const colon = entry.indexOf(':');
    return { app: entry.slice(0, colon) as App, file: entry.slice(colon + 1) };
  });
}

/** Every JS file of a dist folder (relative paths), licence comments excluded. */
export function jsFilesIn(distDir: string): string[] {
  return (readdirSync(distDir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.js'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

export interface SizedFile extends AppFile {
  gzipBytes: number;
}

export interface RouteBytes {
  files: SizedFile[];
  gzipBytes: number;
}

/**
 * The shell's service worker (shell/src/serviceWorker): not code of any page, downloaded once in the background
 * after a page has loaded, so it has a budget of its own instead of counting in the shell's JS.
 */
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * Demo mode's chunk (the `import()` libs/data/src/config.ts names "demo": PGlite, the migrations, the in-browser
 * host): a page loads it only when no backend is configured, so it is not code every visitor downloads and has a
 * budget of its own instead of counting in its app's JS. Self-contained: the split shares none of its modules.
 */
export const isDemoModeFile = (file: string) => file.startsWith('static/js/async/demo.');

export interface ByteMeasurement {
  /** Route path -> the JS of its first load. */
  routes: Record<string, RouteBytes>;
  /** Each app's JS but its demo mode chunk. */
  apps: Record<App, { files: number; gzipBytes: number }>;
  /** Demo mode's chunk in the apps that emit it (the shell loads its own, the remotes' copies stay unused). */
  demoMode: Partial<Record<App, number>>;
  /** gzip bytes of the shell's /sw.js, when built. */
  serviceWorkerGzipBytes?: number;
}

export function measureBytes(
  root: string,
  targets: RouteTarget[],
  startupDynamicShared: StartupDynamicShared = [],
): ByteMeasurement {
  const sizeOf = ({ app, file }: AppFile) => gzipSize(readFileSync(path.join(distOf(root, app), file)));
  const reader = fileSystemReader(root);
  const routes = Object.fromEntries(
    targets.map((target) => {
      const files = routeInitialJs(reader, target, startupDynamicShared)
        .map((appFile) => ({ ...appFile, gzipBytes: sizeOf(appFile) }))
        .sort((a, b) => b.gzipBytes - a.gzipBytes);
      return [target.path, { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) }];
    }),
  );
  const demoMode: ByteMeasurement['demoMode'] = {};
  const apps = Object.fromEntries(
    APPS.map((app) => {
      const allFiles = jsFilesIn(distOf(root, app)).filter(
        (file) => app !== 'shell' || file !== SERVICE_WORKER_FILE,
      );
      const demoFiles = allFiles.filter(isDemoModeFile);
      if (demoFiles.length > 0)
        demoMode[app] = demoFiles.reduce((sum, file) => sum + sizeOf({ app, file }), 0);
      const appFiles = allFiles.filter((file) => !isDemoModeFile(file));
      const gzipBytes = appFiles.reduce((sum, file) => sum + sizeOf({ app, file }), 0);
      return [app, { files: appFiles.length, gzipBytes }];
    }),
  ) as ByteMeasurement['apps'];
  const serviceWorkerFile = path.join(distOf(root, 'shell'), SERVICE_WORKER_FILE);
  return {
    routes,
    apps,
    demoMode,
    ...(existsSync(serviceWorkerFile)
      ? { serviceWorkerGzipBytes: gzipSize(readFileSync(serviceWorkerFile)) }
      : {}),
  };
}
