import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { pluginReact } from '@rsbuild/plugin-react';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import path from 'node:path';
import { runtimeConfigMiddleware } from './devMiddleware';

import { APP_PORTS } from './ports';

export * from './ports';

/** Federation container names must be valid JS identifiers. */
export const containerName = (app: string) => app.replace(/-/g, '_');

const singleton = { singleton: true, requiredVersion: false } as const;

/**
 * Everything the browser must hold exactly once. Subpaths are listed on purpose: sharing only
 * `react` would let each app bundle its own `react/jsx-runtime` and `react-dom/client`.
 */
export const sharedDependencies = {
  react: singleton,
  'react/jsx-runtime': singleton,
  'react/jsx-dev-runtime': singleton,
  'react-dom': singleton,
  'react-dom/client': singleton,
  'react-router': singleton,
  'react-router-dom': singleton,
  jotai: singleton,
  'jotai/react': singleton,
  'jotai/vanilla': singleton,
  '@supabase/supabase-js': singleton,
  '@dreampitch/domain': singleton,
  '@dreampitch/data': singleton,
  '@dreampitch/session': singleton,
  '@dreampitch/ui': singleton,
  '@dreampitch/app-frame': singleton,
};

interface AppOptions {
  app: keyof typeof APP_PORTS;
  /** Page components this app exposes (remotes only). */
  exposes?: Record<string, string>;
}

export function createAppConfig({ app, exposes }: AppOptions): RsbuildConfig {
  const isRemote = app !== 'shell';
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: containerName(app),
        exposes,
        shared: sharedDependencies,
        // 'version-first' would download every remote's entry at start-up just to compare versions;
        // all apps are built from one lockfile, so the first loaded copy is the right one.
        shareStrategy: 'loaded-first',
        // Remote URLs are data (remotes.json), registered at run time by the shell.
        remotes: {},
        dts: false,
        manifest: { filePath: '' },
      }),
    ],
    source: { entry: { index: './src/index.ts' } },
    html: {
      // The landing page's title (documentTitle(PAGE_TITLES.landing)): the prerendered / shows it before any script runs.
      title: 'Train Your Dream. Own the Pitch. · DreamPitch',
      template: isRemote ? path.join(import.meta.dirname, 'remote.html') : './src/index.html',
      meta: {
        description: 'DreamPitch: soccer training and goal tracking for young players and their parents.',
        viewport: 'width=device-width, initial-scale=1',
        'theme-color': '#0b6e4f',
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
    },
    output: {
      // Chunks load from the remote's own origin, wherever it is deployed.
      assetPrefix: isRemote ? 'auto' : '/',
      cleanDistPath: true,
    },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
  });
}
