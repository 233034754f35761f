import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { pluginReact } from '@rsbuild/plugin-react';
import {
  defineConfig,
  type EnvironmentConfig,
  type RsbuildConfig,
  type RsbuildPlugin,
  type Rspack,
} from '@rsbuild/core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runtimeConfigMiddleware } from './devMiddleware';
import { documentStyleTag, TOKENS_CSS } from './documentStyle';
import { listEveryPageScript } from './pageScripts';

import { APP_PORTS } from './ports';
import { demoModeBundling, notDemoMode } from './demoModeBundling';

export * from './ports';

/** Federation container names must be valid JS identifiers. */
export const containerName = (app: string) => app.replace(/-/g, '_');

const singleton = { singleton: true, requiredVersion: false } as const;

const DOMAIN_DIR = path.resolve(import.meta.dirname, '../../libs/domain');

/**
 * Everything the browser must hold exactly once, and nothing else: a shared module is downloaded whole, so
 * sharing a package that has no state (libs/domain, libs/ui's components) would make every page pay for all of
 * it. Those are bundled into each app instead, tree-shaken to what its pages use. jotai and supabase-js are
 * used only inside session and data, so they travel inside those shared modules. Subpaths are listed on
 * purpose: sharing only `react` would let each app bundle its own `react/jsx-runtime` and `react-dom/client`.
 */
export const sharedDependencies = {
  react: singleton,
  'react/jsx-runtime': singleton,
  'react/jsx-dev-runtime': singleton,
  'react-dom': singleton,
  'react-dom/client': singleton,
  // The one router (history and context), cut down to what the apps use: see libs/ui/src/router.ts.
  '@dreampitch/ui/router': singleton,
  // Holds the configured backend (and the Supabase client) for every app.
  '@dreampitch/data': singleton,
  // The family, account, Pro and subscription repositories, loaded only by the pages that use them.
  '@dreampitch/data/family': singleton,
  '@dreampitch/data/account': singleton,
  '@dreampitch/data/pro': singleton,
  '@dreampitch/data/billing': singleton,
  // Holds the session store (user, tier, toasts) for every app.
  '@dreampitch/session': singleton,
  // The message catalogue: nearly every module of libs/domain, libs/ui and the pages uses it, so one copy for all
  // apps (2.9 KiB gzip a remote page) rather than one per app. Matched by its file, as libs/domain imports it relatively.
  [path.join(DOMAIN_DIR, 'src/messages.ts')]: {
    ...singleton,
    shareKey: '@dreampitch/domain/messages',
    // A file has no version of its own (the runtime would warn that "0" does not satisfy "*"): its package's.
    version: (JSON.parse(readFileSync(path.join(DOMAIN_DIR, 'package.json'), 'utf8')) as { version: string })
      .version,
  },
};

/**
 * The shell provides the account repository for its own sign-in pages, but on a tracker page its copy would be a
 * second copy of the family error texts, the child account rules and the RPC helpers the tracker's family repository
 * already brings (2.4 KiB gzip on /app/family). Offered at a lower version, it is used only where no tracker copy is
 * registered ('loaded-first' takes the highest version of those not yet loaded; every consumer accepts any version).
 */
export const shellSharedDependencies = {
  ...sharedDependencies,
  '@dreampitch/data/account': { ...singleton, version: '0.0.0' },
};

/**
 * The federation plugins find the bundler runtime and the plugin lending the shell's runtime to the remotes with
 * Node's `require.resolve`, so they bundle CommonJS builds, and with them every module of `@module-federation/sdk`
 * (CommonJS is not tree-shaken): each remote entry carried the whole SDK for a few helpers. These aliases point the
 * same requests at the packages' ES module builds, so only what the runtime uses is bundled (and the shell's entry
 * keeps one runtime core: the lending plugin and the runtime must reach the same build of it).
 */
export function federationRuntimeEsmAliases(): Record<string, string> {
  const require = createRequire(import.meta.url);
  const runtimeTools = require.resolve('@module-federation/runtime-tools');
  const commonJsEntries = [
    require.resolve('@module-federation/webpack-bundler-runtime', { paths: [runtimeTools] }),
    require.resolve('@module-federation/inject-external-runtime-core-plugin'),
  ];
  const esm = (file: string) => file.replace(/\.cjs$/, '.js');
  return {
    ...Object.fromEntries(commonJsEntries.map((file) => [file, esm(file)])),
    '@module-federation/runtime': esm(
      require.resolve('@module-federation/runtime', { paths: [runtimeTools] }),
    ),
  };
}

/** The federation runtime's error codes without their descriptions (tools/federation/runtimeErrorCodes.ts). */
export function runtimeErrorCodeAliases(): Record<string, string> {
  return { '@module-federation/error-codes$': path.join(import.meta.dirname, 'runtimeErrorCodes.ts') };
}

/**
 * The browser bundles leave out supabase-js's Realtime and Storage clients, which DreamPitch does not use (see
 * libs/data/src/unused-supabase-clients.ts): about 23 KiB gzip of every signed-in page's first load.
 */
export function unusedSupabaseClientAliases(): Record<string, string> {
  const stub = path.join(import.meta.dirname, '../../libs/data/src/unused-supabase-clients.ts');
  return { '@supabase/realtime-js$': stub, '@supabase/storage-js$': stub };
}

const STANDALONE_RUNTIME = 'federation-runtime';
const STANDALONE_RUNTIME_SCRIPT = `/${STANDALONE_RUNTIME}.js`;

/**
 * A remote running alone (its own dist/index.html, `nx serve <remote>`) has no shell to lend it the federation
 * runtime, so its page loads this script first. Built without federation, at a stable unhashed URL outside
 * /static/ (served no-cache, like the manifest it goes with).
 */
const standaloneRuntimeEnvironment: EnvironmentConfig = {
  source: { entry: { [STANDALONE_RUNTIME]: path.join(import.meta.dirname, 'standaloneRuntime.ts') } },
  output: { distPath: { js: '' }, filename: { js: '[name].js' }, filenameHash: false, sourceMap: false },
  tools: { htmlPlugin: false },
  // One file: nothing would load a split chunk of an entry that has no HTML page.
  performance: { chunkSplit: { strategy: 'all-in-one' } },
};

const SERVICE_WORKER = 'service-worker';

/**
 * The shell's service worker (shell/src/serviceWorker, docs/OFFLINE.md): one file at /sw.js, a fixed URL outside
 * /static/ (browsers look for a new worker there on every visit), built for a worker and without federation.
 */
const serviceWorkerEnvironment = (entry: string): EnvironmentConfig => ({
  source: { entry: { sw: entry } },
  output: {
    target: 'web-worker',
    distPath: { js: '' },
    filename: { js: '[name].js' },
    filenameHash: false,
    sourceMap: false,
  },
  tools: { htmlPlugin: false },
  performance: { chunkSplit: { strategy: 'all-in-one' } },
});

/** Writes the offline page next to the worker that caches it. */
const pluginOfflinePage = ({ url, html }: ServiceWorkerOptions['offlinePage']): RsbuildPlugin => ({
  name: 'dreampitch:offline-page',
  setup(api) {
    api.processAssets({ stage: 'additional', environments: [SERVICE_WORKER] }, ({ compilation, sources }) => {
      compilation.emitAsset(url.slice(1), new sources.RawSource(html));
    });
  },
});

/**
 * libs/domain, libs/ui and libs/app-frame are bundled into each app; a module that several pages of a remote use would
 * otherwise be copied into each page's chunk (the default split ignores pieces under 20 kB), so every page and the
 * whole build pay for it again: one chunk per set of pages instead. In the shell only among its lazy pages (`page-*`):
 * its start-up chunks load together, where more requests cost `/` more than the copies (measured); not in the
 * landing remote, whose pages load at start-up.
 */
function sharedLibsChunks(app: AppOptions['app']): Rspack.OptimizationSplitChunksCacheGroup | undefined {
  if (app === 'marketing') return undefined;
  return {
    test: /libs[\\/](domain|ui|app-frame)[\\/]src[\\/]/,
    chunks: app === 'shell' ? (chunk) => chunk.name?.startsWith('page-') ?? false : notDemoMode,
    minSize: 0,
    minChunks: 2,
    priority: -5,
    reuseExistingChunk: true,
  };
}

/** A chunk of its own for the modules `test` matches (Rsbuild's `forceSplitting`, but never in demo mode's chunk). */
const forcedChunk = (
  name: string,
  test: RegExp,
): Record<string, Rspack.OptimizationSplitChunksCacheGroup> => ({
  [name]: { test, name, chunks: notDemoMode, enforce: true, priority: 0 },
});

const ON_DEMAND_SHARED_CHUNKS = {
  test: /libs[\\/]data[\\/]src[\\/](account|family|pro)[\\/]|node_modules[\\/]react-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js)/,
  chunks: 'async',
  minSize: 0,
  minChunks: 2,
  priority: -4,
  reuseExistingChunk: true,
} satisfies Rspack.OptimizationSplitChunksCacheGroup;

const ON_DEMAND_REPOSITORY_CHUNKS = {
  ...ON_DEMAND_SHARED_CHUNKS,
  test: /libs[\\/]data[\\/]src[\\/](account|family|pro)[\\/]/,
} satisfies Rspack.OptimizationSplitChunksCacheGroup;

/**
 * The federation runtime's build switches. One runtime in the browser: the shell's entry carries it and lends it to
 * every remote entry, which would otherwise bundle a copy each (34 KiB gzip); a remote's standalone page gets it from
 * the `federation-runtime` script instead (see below). Browser-only builds: the runtime's Node loading code is left
 * out (the snapshot code stays: it is what reads the mf-manifest.json entries of remotes.json).
 * A remote's entry loads no other remote: the shell asks it for its pages, and no remote imports another (ESLint
 * refuses it), so the bundler runtime's loader of build-time remotes (`remotes: {}` here) has nothing to do in it:
 * `disableRemote` leaves it out (0.7 KiB gzip of every remote entry). Not in the shell: the same switch also turns
 * off the runtime core's own remote handling, which the shell's entry carries and its `loadRemote` uses.
 */
export function federationExperiments(isRemote: boolean) {
  return {
    ...(isRemote ? { externalRuntime: true } : { provideExternalRuntime: true }),
    optimization: { target: 'web', ...(isRemote ? { disableRemote: true } : {}) },
  } as const;
}

/**
 * The shell declares no build-time remotes (`remotes: {}`: it registers them at run time, from remotes.json), so its
 * entry never uses the bundler runtime's loader of them: the federation plugin's start-up code installs it only when
 * the bundler has set up chunk loading for such remotes. `disableRemote` would leave it out but also the runtime
 * core's own remote handling, which the shell uses; this swaps only the loader's module for an empty one (0.6 KiB gzip
 * of the shell's entry, on every page).
 */
export const BUILD_TIME_REMOTES_LOADER =
  /@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]remotes\.js$/;

function shellWithoutBuildTimeRemotes(
  config: Rspack.Configuration,
  rspack: { NormalModuleReplacementPlugin: typeof Rspack.NormalModuleReplacementPlugin },
): void {
  config.plugins ??= [];
  config.plugins.push(
    new rspack.NormalModuleReplacementPlugin(
      BUILD_TIME_REMOTES_LOADER,
      path.join(import.meta.dirname, 'noBuildTimeRemotes.ts'),
    ),
  );
}

/** The shell's service worker, named by the shell's own config: this tool imports no app source. */
interface ServiceWorkerOptions {
  /** The worker's source file. */
  entry: string;
  /** The page the worker shows offline: its URL on the shell's origin and its HTML. */
  offlinePage: { url: string; html: string };
}

interface AppOptions {
  app: keyof typeof APP_PORTS;
  /** Page components this app exposes (remotes only). */
  exposes?: Record<string, string>;
  /** The shell only. */
  serviceWorker?: ServiceWorkerOptions;
}

export function createAppConfig({ app, exposes, serviceWorker }: AppOptions): RsbuildConfig {
  const sharedLibs = sharedLibsChunks(app);
  const sharedLibsSplit: Rspack.OptimizationSplitChunksOptions = {
    cacheGroups: {
      ...(sharedLibs ? { 'shared-libs': sharedLibs } : {}),
      // A shared package the shell provides sits in two chunk groups (the one that provides it and the one that
      // consumes it, for react-dom one per entry point); the default split would put a copy in each. A remote's
      // fallback copies of the data library's repositories likewise (each under the default split's 20 kB).
      'on-demand-shared': app === 'shell' ? ON_DEMAND_SHARED_CHUNKS : ON_DEMAND_REPOSITORY_CHUNKS,
    },
  };
  const isRemote = app !== 'shell';
  return defineConfig({
    plugins: [
      pluginReact(),
      ...(serviceWorker ? [pluginOfflinePage(serviceWorker.offlinePage)] : []),
      pluginModuleFederation({
        name: containerName(app),
        exposes,
        shared: app === 'shell' ? shellSharedDependencies : sharedDependencies,
        // 'version-first' would download every remote's entry at start-up just to compare versions;
        // all apps are built from one lockfile, so the first loaded copy is the right one.
        shareStrategy: 'loaded-first',
        // Remote URLs are data (remotes.json), registered at run time by the shell.
        remotes: {},
        dts: false,
        manifest: { filePath: '', ...(isRemote ? { additionalData: listEveryPageScript } : {}) },
        experiments: federationExperiments(isRemote),
      }),
    ],
    resolve: {
      alias: {
        ...federationRuntimeEsmAliases(),
        ...unusedSupabaseClientAliases(),
        ...runtimeErrorCodeAliases(),
      },
    },
    environments: {
      web: {
        source: { entry: { index: './src/index.ts' } },
        html: {
          tags: [
            // Before every stylesheet the app adds: the tokens and base styles, in the HTML once rather than in
            // each app's CSS (libs/ui/src/tokens.css says why).
            documentStyleTag(),
            ...(isRemote
              ? [{ tag: 'script', attrs: { src: STANDALONE_RUNTIME_SCRIPT }, head: true, append: false }]
              : []),
          ],
        },
      },
      ...(isRemote ? { [STANDALONE_RUNTIME]: standaloneRuntimeEnvironment } : {}),
      ...(serviceWorker ? { [SERVICE_WORKER]: serviceWorkerEnvironment(serviceWorker.entry) } : {}),
    },
    html: {
      // The landing page's title (documentTitle(PAGE_TITLES.landing)): the prerendered / shows it before any script runs.
      title: 'Train Your Dream. Own the Pitch. · DreamPitch',
      template: isRemote ? path.join(import.meta.dirname, 'remote.html') : './src/index.html',
      meta: {
        description: 'DreamPitch: soccer training and goal tracking for young players and their parents.',
        viewport: 'width=device-width, initial-scale=1',
        // --dp-color-primary of libs/ui/src/tokens.css, as in shell/public/manifest.webmanifest.
        'theme-color': '#15803d',
      },
    },
    server: {
      port: APP_PORTS[app],
      strictPort: true,
      // Dev servers answer the other local apps only.
      cors: { origin: [/^http:\/\/(localhost|127\.0\.0\.1):\d+$/] },
      // Dev and `rsbuild preview` answer /config.json and /remotes.json like a deployment does.
      setup: ({ server }) => {
        server.middlewares.use(runtimeConfigMiddleware(app));
      },
    },
    dev: {
      // Absolute chunk URLs in dev, so deep links of a standalone remote and the shell both load them.
      assetPrefix: true,
      // The HTML's style element is read from tokens.css when the config is.
      watchFiles: { paths: TOKENS_CSS, type: 'reload-server' },
    },
    tools: {
      bundlerChain: demoModeBundling,
      ...(isRemote ? {} : { rspack: (config, { rspack }) => shellWithoutBuildTimeRemotes(config, rspack) }),
    },
    output: {
      // Chunks load from the remote's own origin, wherever it is deployed.
      assetPrefix: isRemote ? 'auto' : '/',
      cleanDistPath: true,
    },
    performance: {
      chunkSplit: {
        strategy: 'split-by-experience',
        // The message catalogue is used by nearly every module; every shared package would carry a copy. The shell's
        // shared packages (session, data) both word the server's errors: one copy for both. Demo mode's chunk keeps
        // its own (notDemoMode), so the API handler's copies never join the pages' chunks.
        override: {
          ...sharedLibsSplit,
          chunks: notDemoMode,
          cacheGroups: {
            ...sharedLibsSplit.cacheGroups,
            ...forcedChunk('domain-messages', /libs[\\/]domain[\\/]src[\\/]messages\.ts$/),
            ...(isRemote
              ? {}
              : forcedChunk('domain-server-errors', /libs[\\/]domain[\\/]src[\\/]serverErrors\.ts$/)),
          },
        },
      },
    },
  });
}
