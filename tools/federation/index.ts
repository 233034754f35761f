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

const singleton = { singleton: true, requiredVersion: false } as const;
const DOMAIN_DIR = path.resolve(import.meta.dirname, '../../libs/domain');
const here = (file: string) => path.join(import.meta.dirname, file);
const require = createRequire(import.meta.url);
const RUNTIME_TOOLS = require.resolve('@module-federation/runtime-tools');
const BUNDLER_RUNTIME = require.resolve('@module-federation/webpack-bundler-runtime', {
  paths: [RUNTIME_TOOLS],
});

/**
 * Everything the browser must hold exactly once, and nothing else: a shared module is downloaded whole, so
 * sharing a package that has no state (libs/domain, libs/ui's components) would make every page pay for all of
 * it. Those are bundled into each app instead, tree-shaken to what its pages use. jotai and supabase-js are
 * used only inside session and data, so they travel inside those shared modules. Subpaths are listed on
 * purpose: sharing only `react` would let each app bundle its own `react/jsx-runtime` and `react-dom/client`.
 * `@dreampitch/ui/router` is the one router (libs/ui/src/router.ts); `@dreampitch/data` holds the configured backend,
 * its subpaths the repositories only the pages that use them load; `@dreampitch/session` the session store.
 */
export const sharedDependencies = Object.fromEntries(
  [
    ...['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client'],
    ...['@dreampitch/ui/router', '@dreampitch/session', '@dreampitch/data'],
    ...['family', 'account', 'pro', 'billing'].map((entry) => `@dreampitch/data/${entry}`),
  ].map((name) => [name, singleton]),
) as Record<string, typeof singleton & { version?: string; shareKey?: string }>;

// The message catalogue: nearly every module of libs/domain, libs/ui and the pages uses it, so one copy for all apps
// (2.9 KiB gzip a remote page) rather than one per app. Matched by its file, as libs/domain imports it relatively; a
// file has no version of its own (the runtime would warn that "0" does not satisfy "*"): its package's.
sharedDependencies[path.join(DOMAIN_DIR, 'src/messages.ts')] = {
  ...singleton,
  shareKey: '@dreampitch/domain/messages',
  version: (JSON.parse(readFileSync(path.join(DOMAIN_DIR, 'package.json'), 'utf8')) as { version: string })
    .version,
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
 * Three resolutions beneath the federation packages' public API, each kept for bytes of every page's first load
 * (sizes are deterministic: no run-to-run noise). The federation plugins find the bundler runtime and the plugin
 * lending the shell's runtime to the remotes with Node's `require.resolve`, so they bundle CommonJS builds, and with
 * them every module of `@module-federation/sdk` (CommonJS is not tree-shaken): these point the same requests at the
 * packages' ES module builds (and the shell's entry keeps one runtime core: the lending plugin and the runtime must
 * reach the same build of it).
 */
export function federationRuntimeEsmAliases(): Record<string, string> {
  const esm = (file: string) => file.replace(/\.cjs$/, '.js');
  const commonJs = [
    BUNDLER_RUNTIME,
    require.resolve('@module-federation/inject-external-runtime-core-plugin'),
  ];
  return {
    ...Object.fromEntries(commonJs.map((file) => [file, esm(file)])),
    '@module-federation/runtime': esm(
      require.resolve('@module-federation/runtime', { paths: [RUNTIME_TOOLS] }),
    ),
  };
}

/** The federation runtime's error codes without their descriptions (runtimeErrorCodes.ts). */
export const runtimeErrorCodeAliases = () => ({
  '@module-federation/error-codes$': here('runtimeErrorCodes.ts'),
});

/**
 * The shell declares no build-time remotes (`remotes: {}`: it registers them at run time, from remotes.json), so its
 * entry never uses the bundler runtime's loader of them; `disableRemote` would leave it out but also the runtime
 * core's own remote handling, which the shell uses: this swaps only the loader's module for an empty one (0.6 KiB
 * gzip of the shell's entry, on every page).
 */
export const BUILD_TIME_REMOTES_LOADER = path.join(path.dirname(BUNDLER_RUNTIME), 'remotes.js');

/**
 * The browser bundles leave out supabase-js's Realtime and Storage clients, which DreamPitch does not use (see
 * libs/data/src/unused-supabase-clients.ts): about 23 KiB gzip of every signed-in page's first load.
 */
export function unusedSupabaseClientAliases(): Record<string, string> {
  const stub = path.join(import.meta.dirname, '../../libs/data/src/unused-supabase-clients.ts');
  return { '@supabase/realtime-js$': stub, '@supabase/storage-js$': stub };
}

/**
 * An entry without HTML at a fixed, unhashed URL outside /static/, in one file (nothing would load a split chunk of
 * it). `federation-runtime`: a remote running alone (its own dist/index.html, `nx serve <remote>`) has no shell to
 * lend it the federation runtime, so its page loads this script first (served no-cache, like the manifest it goes
 * with). `sw`: the shell's service worker (docs/OFFLINE.md), at /sw.js, where browsers look for a new one every visit.
 */
const singleFileEnvironment = (name: string, entry: string, target?: 'web-worker'): EnvironmentConfig => ({
  source: { entry: { [name]: entry } },
  output: {
    ...(target ? { target } : {}),
    distPath: { js: '' },
    filename: { js: '[name].js' },
    filenameHash: false,
    sourceMap: false,
  },
  tools: { htmlPlugin: false },
  performance: { chunkSplit: { strategy: 'all-in-one' } },
});
const STANDALONE_RUNTIME = 'federation-runtime';

/**
 * Small shared chunks (docs/PERFORMANCE.md measures them against the default 20 kB floor). libs/domain, libs/ui and
 * libs/app-frame are bundled into each app; a module several pages use gets one chunk per set of pages, not a copy
 * in each page's chunk. In the shell only among its lazy pages (`page-*`): its start-up chunks load together, where
 * more requests cost `/` more than the copies (measured); not in the landing remote, whose pages load at start-up.
 * A shared package the shell provides sits in two chunk groups (the one that provides it and the one that consumes
 * it, for react-dom one per entry point), and a remote's fallback copies of the data library's repositories likewise.
 * The message catalogue, used by nearly every module, and the shell's server error words (shared by session and
 * data) get one chunk each. Demo mode's chunk keeps its own copies of everything (notDemoMode).
 */
function splitChunks(app: AppOptions['app']): Rspack.OptimizationSplitChunksOptions {
  const small = { minSize: 0, minChunks: 2, reuseExistingChunk: true } as const;
  const forced = (name: string, test: RegExp) => ({
    [name]: { test, name, chunks: notDemoMode, enforce: true, priority: 0 },
  });
  const sharedLibs = {
    ...small,
    test: /libs[\\/](domain|ui|app-frame)[\\/]src[\\/]/,
    chunks: app === 'shell' ? (chunk: Rspack.Chunk) => chunk.name?.startsWith('page-') ?? false : notDemoMode,
    priority: -5,
  };
  return {
    chunks: notDemoMode,
    cacheGroups: {
      ...(app === 'marketing' ? {} : { 'shared-libs': sharedLibs }),
      'on-demand-shared': {
        ...small,
        test:
          app === 'shell'
            ? /libs[\\/]data[\\/]src[\\/](account|family|pro)[\\/]|node_modules[\\/]react-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js)/
            : /libs[\\/]data[\\/]src[\\/](account|family|pro)[\\/]/,
        chunks: 'async',
        priority: -4,
      },
      ...forced('domain-messages', /libs[\\/]domain[\\/]src[\\/]messages\.ts$/),
      ...(app === 'shell'
        ? forced('domain-server-errors', /libs[\\/]domain[\\/]src[\\/]serverErrors\.ts$/)
        : {}),
    },
  };
}

const SERVICE_WORKER = 'service-worker';

/** Writes the offline page next to the worker that caches it. */
const pluginOfflinePage = ({ url, html }: ServiceWorkerOptions['offlinePage']): RsbuildPlugin => ({
  name: 'dreampitch:offline-page',
  setup(api) {
    api.processAssets({ stage: 'additional', environments: [SERVICE_WORKER] }, ({ compilation, sources }) => {
      compilation.emitAsset(url.slice(1), new sources.RawSource(html));
    });
  },
});

/** The shell's service worker, named by the shell's own config: this tool imports no app source. */
interface ServiceWorkerOptions {
  /** The worker's source file. */
  entry: string;
  /** The page the worker shows offline: its URL on the shell's origin and its HTML, written next to the worker. */
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
  const isRemote = app !== 'shell';
  return defineConfig({
    plugins: [
      pluginReact(),
      ...(serviceWorker ? [pluginOfflinePage(serviceWorker.offlinePage)] : []),
      pluginModuleFederation({
        name: app.replace(/-/g, '_'),
        exposes,
        shared: isRemote ? sharedDependencies : shellSharedDependencies,
        // 'version-first' would download every remote's entry at start-up just to compare versions;
        // all apps are built from one lockfile, so the first loaded copy is the right one.
        shareStrategy: 'loaded-first',
        // Remote URLs are data (remotes.json), registered at run time by the shell.
        remotes: {},
        dts: false,
        manifest: { filePath: '', ...(isRemote ? { additionalData: listEveryPageScript } : {}) },
        // One runtime in the browser: the shell's entry carries it and lends it to every remote entry, which would
        // otherwise bundle a copy each (34 KiB gzip); a remote's standalone page gets it from `federation-runtime`.
        // Browser-only builds leave out the runtime's Node loading code. No remote loads another (ESLint refuses
        // it), so `disableRemote` leaves the loader of build-time remotes out of each remote entry (0.7 KiB gzip).
        experiments: {
          ...(isRemote ? { externalRuntime: true } : { provideExternalRuntime: true }),
          optimization: { target: 'web', ...(isRemote ? { disableRemote: true } : {}) },
        },
      }),
    ],
    resolve: {
      alias: {
        ...federationRuntimeEsmAliases(),
        ...unusedSupabaseClientAliases(),
        ...runtimeErrorCodeAliases(),
        ...(isRemote ? {} : { [BUILD_TIME_REMOTES_LOADER]: here('noBuildTimeRemotes.ts') }),
      },
    },
    environments: {
      web: {
        source: { entry: { index: './src/index.ts' } },
        html: {
          // Before every stylesheet the app adds: the tokens and base styles, in the HTML once rather than in
          // each app's CSS (libs/ui/src/tokens.css says why).
          tags: [
            documentStyleTag(),
            ...(isRemote
              ? [{ tag: 'script', attrs: { src: `/${STANDALONE_RUNTIME}.js` }, head: true, append: false }]
              : []),
          ],
        },
      },
      ...(isRemote
        ? { [STANDALONE_RUNTIME]: singleFileEnvironment(STANDALONE_RUNTIME, here('standaloneRuntime.ts')) }
        : {}),
      ...(serviceWorker
        ? { [SERVICE_WORKER]: singleFileEnvironment('sw', serviceWorker.entry, 'web-worker') }
        : {}),
    },
    html: {
      // The landing page's title (documentTitle(PAGE_TITLES.landing)): the prerendered / shows it before any script runs.
      title: 'Train Your Dream. Own the Pitch. · DreamPitch',
      template: isRemote ? here('remote.html') : './src/index.html',
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
      setup: ({ server }) => void server.middlewares.use(runtimeConfigMiddleware()),
    },
    dev: {
      // Absolute chunk URLs in dev, so deep links of a standalone remote and the shell both load them.
      assetPrefix: true,
      // The HTML's style element is read from tokens.css when the config is.
      watchFiles: { paths: TOKENS_CSS, type: 'reload-server' },
    },
    tools: { bundlerChain: demoModeBundling },
    // Chunks load from the remote's own origin, wherever it is deployed.
    output: { assetPrefix: isRemote ? 'auto' : '/', cleanDistPath: true },
    performance: { chunkSplit: { strategy: 'split-by-experience', override: splitChunks(app) } },
  });
}
