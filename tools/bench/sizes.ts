import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  hasChunkLoadingRuntime,
  loadChunks,
  parseBundleGraph,
  type AppGraph,
  type LoadState,
} from './bundleGraph';

export const APPS = ['shell', 'marketing', 'goals-wizard', 'tracker', 'games', 'billing', 'legal'] as const;
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
 * The JS a first visit to `/` downloads: the shell's scripts from index.html, the chunks its
 * bootstrap loads with the shared packages they consume (transitively), the marketing remote's entry,
 * and the LandingPage expose with any shared package not already loaded. See README.md for the method.
 */
export interface LandingOptions {
  remote: App;
  expose: string;
  /**
   * Shared packages imported dynamically but fetched during start-up anyway (the data library
   * creates the Supabase client on boot when a backend is configured). The chunk graph cannot see
   * that they are needed, so the budget file names them.
   */
  startupDynamicShared: string[];
}

export function landingInitialJs(reader: DistReader, landing: LandingOptions) {
  const state: LoadState = { files: new Set(), loadedShared: new Map() };
  const shellScripts = scriptsInHtml(required(reader, 'shell', 'index.html'));
  if (shellScripts.length === 0) throw new Error('shell/dist/index.html references no script.');
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

  const manifest = JSON.parse(required(reader, landing.remote, 'mf-manifest.json')) as Manifest;
  const entryFile = path.posix.join(manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name);
  state.files.add(`${landing.remote}:${entryFile}`);
  const remote: AppGraph = {
    app: landing.remote,
    graph: parseBundleGraph(required(reader, landing.remote, entryFile)),
  };
  const exposeChunks = remote.graph.exposes.get(landing.expose);
  if (!exposeChunks) throw new Error(`${landing.remote} does not expose ${landing.expose}.`);
  loadChunks(remote, exposeChunks, [shell, remote], state);
  for (const shareKey of landing.startupDynamicShared) {
    if (state.loadedShared.has(shareKey)) continue;
    const provider = [shell, remote].find((app) => app.graph.sharedProviders.has(shareKey));
    if (!provider) throw new Error(`No app provides the shared package ${shareKey}.`);
    state.loadedShared.set(shareKey, provider.app);
    loadChunks(provider, provider.graph.sharedProviders.get(shareKey) ?? [], [shell, remote], state);
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

export interface ByteMeasurement {
  landing: { files: SizedFile[]; gzipBytes: number };
  apps: Record<App, { files: number; gzipBytes: number }>;
}

export function measureBytes(root: string, landing: LandingOptions): ByteMeasurement {
  const sizeOf = ({ app, file }: AppFile) => gzipSize(readFileSync(path.join(distOf(root, app), file)));
  const files = landingInitialJs(fileSystemReader(root), landing)
    .map((appFile) => ({ ...appFile, gzipBytes: sizeOf(appFile) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const apps = Object.fromEntries(
    APPS.map((app) => {
      const appFiles = jsFilesIn(distOf(root, app));
      const gzipBytes = appFiles.reduce((sum, file) => sum + sizeOf({ app, file }), 0);
      return [app, { files: appFiles.length, gzipBytes }];
    }),
  ) as ByteMeasurement['apps'];
  return { landing: { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) }, apps };
}
