import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { pluginReact } from '@rsbuild/plugin-react';
import { defineConfig, type RsbuildPlugin, type Rspack } from '@rsbuild/core';
import { createRequire } from 'node:module';
import path from 'node:path';
import { demoModeBundling, notDemoMode } from './demoModeBundling';
import { documentStyleTag, TOKENS_CSS } from './documentStyle';
import { APP_PORTS, runtimeConfigMiddleware, type AppName } from './runtimeConfig';

const singleton = { singleton: true, requiredVersion: false } as const;
const LIBS = path.resolve(import.meta.dirname, '../../libs');
const here = (file: string) => path.join(import.meta.dirname, file);
const require = createRequire(import.meta.url);
const RUNTIME_TOOLS = require.resolve('@module-federation/runtime-tools');
const fromRuntimeTools = (name: string) => require.resolve(name, { paths: [RUNTIME_TOOLS] });
const BUNDLER_RUNTIME = fromRuntimeTools('@module-federation/webpack-bundler-runtime');

/**
 * Everything the browser must hold exactly once, and nothing else: a shared module is downloaded whole, so
 * sharing a package that has no state (libs/domain, libs/ui's components) would make every page pay for all of
 * it. Those are bundled into each app instead, tree-shaken to what its pages use. jotai and supabase-js are
 * used only inside session and data, so they travel inside those shared modules. Subpaths are listed on
 * purpose: sharing only `react` would let each app bundle its own `react/jsx-runtime` and `react-dom/client`.
 * `@dreampitch/ui/router` is the one router (libs/ui/src/router.ts); `@dreampitch/data` holds the configured backend,
 * its subpaths the repositories only the pages that use them load; `@dreampitch/session` the session store.
 *
 * The message catalogue: nearly every module of libs/domain, libs/ui and the pages uses it, so one copy for all apps
 * (2.9 KiB gzip a remote page) rather than one per app. Matched by its file, as libs/domain imports it relatively; a
 * file has no version of its own (the runtime would warn that "0" does not satisfy "*"): its package's.
 */
export const sharedDependencies = {
  ...Object.fromEntries(
    [
      ...['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client'],
      ...['@dreampitch/ui/router', '@dreampitch/session', '@dreampitch/data'],
      ...['family', 'account', 'pro', 'billing'].map((entry) => `@dreampitch/data/${entry}`),
    ].map((name) => [name, singleton]),
  ),
  [path.join(LIBS, 'domain/src/messages.ts')]: {
    ...singleton,
    shareKey: '@dreampitch/domain/messages',
    version: (require(path.join(LIBS, 'domain/package.json')) as { version: string }).version,
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
 * The shell declares no build-time remotes (it registers them at run time, from remotes.json), so its entry never
 * uses the bundler runtime's loader of them; `disableRemote` would leave it out but also the runtime core's own remote
 * handling, which the shell uses: an alias swaps only the loader's module for an empty one (1.0 KiB gzip of
 * every route's first load).
 */
export const BUILD_TIME_REMOTES_LOADER = path.join(path.dirname(BUNDLER_RUNTIME), 'remotes.js');

/**
 * What the browser bundles resolve otherwise, each for bytes of every page's first load (sizes are deterministic:
 * no run-to-run noise). Beneath the federation packages' public API: the plugins find the bundler runtime and the
 * plugin lending the shell's runtime to the remotes with Node's `require.resolve`, so they bundle CommonJS builds, and
 * with them every module of `@module-federation/sdk` (CommonJS is not tree-shaken): the first three point the same
 * requests at the packages' ES module builds (and the shell's entry keeps one runtime core: the lending plugin and the
 * runtime must reach the same build of it): 11.9 KiB gzip of every route's first load, without which `/` would be
 * 159.8 KiB against its 150. The runtime's error codes without their descriptions (runtimeErrorCodes.ts): 0.8 KiB.
 * supabase-js's Realtime and Storage clients, which DreamPitch does not use (see
 * libs/data/src/unused-supabase-clients.ts): about 23 KiB gzip of every signed-in page's first load.
 */
export function browserAliases(app: AppName): Record<string, string> {
  const esm = (file: string) => file.replace(/\.cjs$/, '.js');
  const lendingPlugin = require.resolve('@module-federation/inject-external-runtime-core-plugin');
  const unusedClients = path.join(LIBS, 'data/src/unused-supabase-clients.ts');
  return {
    [BUNDLER_RUNTIME]: esm(BUNDLER_RUNTIME),
    [lendingPlugin]: esm(lendingPlugin),
    '@module-federation/runtime': esm(fromRuntimeTools('@module-federation/runtime')),
    '@module-federation/error-codes$': here('runtimeErrorCodes.ts'),
    '@supabase/realtime-js$': unusedClients,
    '@supabase/storage-js$': unusedClients,
    ...(app === 'shell' ? { [BUILD_TIME_REMOTES_LOADER]: here('noBuildTimeRemotes.ts') } : {}),
  };
}

/**
 * An environment of one entry of the same name, without HTML, at a fixed, unhashed URL outside /static/, in one file
 * (nothing would load a split chunk of it). `federation-runtime`: a remote running alone (its own dist/index.html, `nx serve <remote>`) has no shell to
 * lend it the federation runtime, so its page loads this script first (served no-cache, like the manifest it goes
 * with). `sw`: the shell's service worker (docs/OFFLINE.md), at /sw.js, where browsers look for a new one every visit.
 */
const singleFile = (name: string, entry: string, target: 'web' | 'web-worker') => ({
  [name]: {
    source: { entry: { [name]: entry } },
    output: { target, distPath: { js: '' }, filename: { js: '[name].js' }, sourceMap: false },
    tools: { htmlPlugin: false },
    splitChunks: false as const,
  },
});
const STANDALONE_RUNTIME = 'federation-runtime';
const SERVICE_WORKER = 'sw';
/** The standalone page's script that provides the runtime, before the remote's entry runs. */
const RUNTIME_TAG = { tag: 'script', attrs: { src: `/${STANDALONE_RUNTIME}.js` }, head: true, append: false };

/**
 * Small shared chunks (docs/PERFORMANCE.md measures them against the default 20 kB floor). libs/domain, libs/ui and
 * libs/app-frame are bundled into each app; a module several pages use gets one chunk per set of pages, not a copy
 * in each page's chunk. In the shell only among its lazy pages (`page-*`): its start-up chunks load together, where
 * more requests cost `/` more than the copies (measured); not in the landing remote, whose pages load at start-up.
 * A shared package the shell provides sits in two chunk groups (the one that provides it and the one that consumes
 * it, for react-dom one per entry point), and a remote's fallback copies of the data library's repositories likewise.
 * The message catalogue, used by nearly every module, and the shell's server error words and error rules (errors.ts),
 * both used by session and data, get one chunk each: otherwise each of those two start-up chunks holds a copy (0.7 KiB
 * gzip of every route for errors.ts). Demo mode's chunk keeps its own copies of everything (notDemoMode).
 */
const DRILL_GROUP = /libs[\\/]drills[\\/]src[\\/]ages-([^\\/]+)[\\/]\w+\.ts$/;

/** `libs/drills/src/ages-8-12/technical.ts` -> `drills-8-12`: the chunk of an age group's drills. */
export function drillGroupChunk(file: string): string {
  return `drills-${DRILL_GROUP.exec(file)?.[1]}`;
}

function splitChunks(app: AppName): Rspack.OptimizationSplitChunksOptions {
  const shell = app === 'shell';
  const small = { minSize: 0, minChunks: 2, reuseExistingChunk: true } as const;
  const oneChunk = (name: string, test: RegExp) => ({ [name]: { test, name, enforce: true } });
  const repositories = /libs[\\/]data[\\/]src[\\/](account|family|pro)[\\/]/;
  const reactDom = /node_modules[\\/]react-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js)/;
  return {
    chunks: notDemoMode,
    cacheGroups: {
      ...(app !== 'marketing' && {
        'shared-libs': {
          ...small,
          test: /libs[\\/](domain|ui|app-frame)[\\/]src[\\/]/,
          chunks: shell ? (chunk: Rspack.Chunk) => chunk.name?.startsWith('page-') ?? false : notDemoMode,
          priority: -5,
        },
      }),
      'on-demand-shared': {
        ...small,
        test: shell ? new RegExp(`${repositories.source}|${reactDom.source}`) : repositories,
        chunks: 'async',
        priority: -4,
      },
      // Each age group's drills (four content files of libs/drills) in a chunk of its own: the library, a drill's page
      // (its age group only) and the session editor share it rather than each bundling a copy; and the helpers the
      // content is written with in one more, not in each of the three.
      ...oneChunk('drill-helpers', /libs[\\/]drills[\\/]src[\\/]build\.ts$/),
      'drill-groups': {
        test: DRILL_GROUP,
        name: (module?: Rspack.Module) => drillGroupChunk(module?.nameForCondition() ?? ''),
        chunks: 'async',
        enforce: true,
      },
      ...oneChunk('domain-messages', /libs[\\/]domain[\\/]src[\\/]messages\.ts$/),
      ...(shell && oneChunk('domain-server-errors', /libs[\\/]domain[\\/]src[\\/]serverErrors\.ts$/)),
      ...(shell && oneChunk('domain-errors', /libs[\\/]domain[\\/]src[\\/]errors\.ts$/)),
    },
  };
}

/** Writes the offline page next to the worker that caches it. */
const pluginOfflinePage = ({ url, html }: { url: string; html: string }): RsbuildPlugin => ({
  name: 'dreampitch:offline-page',
  setup: (api) =>
    api.processAssets({ stage: 'additional', environments: [SERVICE_WORKER] }, ({ compilation, sources }) =>
      compilation.emitAsset(url.slice(1), new sources.RawSource(html)),
    ),
});

/** What is read of the federation plugin's manifest data (`manifest.additionalData`). */
interface ManifestData {
  /** The stats from which the plugin writes mf-manifest.json: each exposed page's scripts, rewritten here. */
  stats: { exposes: { name: string; path?: string; assets: { js: { sync: string[] } } }[] };
  /** The bundler's compilation: the files of each exposed page's chunk group. */
  compilation: { namedChunkGroups: { get(name: string): { getFiles(): string[] } | undefined } };
}

/**
 * The manifest's list of an exposed page's scripts leaves out every chunk that the fallback copy of a shared package
 * also contains (the `shared-libs` chunks of libs code that `@dreampitch/data` or the session use too), though the
 * remote's entry asks for all of them with the page. A page's HTML preloads the files its manifest lists beside the
 * shell's (shell/src/firstPaint/startAfterFirstPaint.ts); the rest would wait for the remote's entry (eight scripts on
 * the goal tracker). So each page lists every script of its chunk group, the manifest's own first.
 */
export function listEveryPageScript({ stats, compilation }: ManifestData): void {
  for (const expose of stats.exposes) {
    // The chunk (and chunk group) the federation plugin makes of an exposed module.
    const name = `__federation_expose_${expose.name}`;
    const group = compilation.namedChunkGroups.get(name);
    // A federation plugin that names its chunks otherwise: the build stops rather than stage half of each page.
    if (!group) throw new Error(`No chunk group ${name} for the exposed ${expose.path}.`);
    const scripts = group.getFiles().filter((file) => file.endsWith('.js'));
    expose.assets.js.sync = [...new Set([...expose.assets.js.sync, ...scripts])];
  }
}

interface AppOptions {
  app: AppName;
  /** Page components this app exposes (remotes only). */
  exposes?: Record<string, string>;
  /**
   * The shell only: its service worker's source file, and the page it shows offline (its URL on the shell's origin
   * and its HTML, written next to the worker), named by the shell's own config: this tool imports no app source.
   */
  serviceWorker?: { entry: string; offlinePage: { url: string; html: string } };
}

export function createAppConfig({ app, exposes, serviceWorker }: AppOptions) {
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
        dts: false,
        manifest: isRemote ? { additionalData: listEveryPageScript } : true,
        // One runtime in the browser: the shell's entry carries it and lends it to every remote entry, which would
        // otherwise bundle a copy each (34 KiB gzip); a remote's standalone page gets it from `federation-runtime`.
        // Browser-only builds leave out the runtime's Node loading code. No remote loads another (ESLint refuses
        // it), so `disableRemote` leaves the loader of build-time remotes out of each remote entry (0.7 KiB gzip).
        experiments: {
          externalRuntime: isRemote,
          provideExternalRuntime: !isRemote,
          optimization: { target: 'web', disableRemote: isRemote },
        },
      }),
    ],
    resolve: { alias: browserAliases(app) },
    environments: {
      web: {
        // Before every stylesheet the app adds: the tokens and base styles, in the HTML once rather than in each
        // app's CSS (libs/ui/src/tokens.css says why).
        html: { tags: [documentStyleTag(), ...(isRemote ? [RUNTIME_TAG] : [])] },
      },
      ...(isRemote && singleFile(STANDALONE_RUNTIME, here('standaloneRuntime.ts'), 'web')),
      ...(serviceWorker && singleFile(SERVICE_WORKER, serviceWorker.entry, 'web-worker')),
    },
    html: {
      // The landing page's title (documentTitle(PAGE_TITLES.landing)): the prerendered / shows it before any script runs.
      title: 'Train Your Dream. Own the Pitch. · DreamPitch',
      template: isRemote ? here('remote.html') : './src/index.html',
      meta: {
        // Rsbuild's default meta has the viewport (width=device-width, initial-scale=1.0).
        description: 'DreamPitch: soccer training and goal tracking for young players and their parents.',
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
      setup: ({ server }) => void server.middlewares.use(runtimeConfigMiddleware),
    },
    // Absolute chunk URLs in dev, so deep links of a standalone remote and the shell both load them; the HTML's style
    // element is read from tokens.css when the config is.
    dev: { assetPrefix: true, watchFiles: { paths: TOKENS_CSS, type: 'reload-server' } },
    tools: { rspack: demoModeBundling },
    // Chunks load from the remote's own origin, wherever it is deployed.
    output: { assetPrefix: isRemote ? 'auto' : '/' },
    splitChunks: splitChunks(app),
  });
}
