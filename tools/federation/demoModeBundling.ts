import type { ModifyRspackConfigFn, Rspack } from '@rsbuild/core';

/**
 * What a bundle holding demo mode needs (libs/data/src/demo: PGlite, supabase/migrations and the local backend's
 * handler in the page): SQL files as text; in a page, neither PGlite's Node-only imports (behind its own check for
 * Node) nor the Stripe SDK (the demo has no Stripe key, so the handler never loads it). Every build that bundles
 * @dreampitch/data uses it: the apps, the prerenderer and the tests.
 */
const DEMO_SERVER_LAYER = 'demo-server';

export const demoModeBundling: ModifyRspackConfigFn = (_, { appendRules, appendPlugins, rspack, target }) => {
  appendRules([
    { test: /\.sql$/, type: 'asset/source' },
    // The API handler and everything it imports in a layer of their own: their own instances of libs/domain's
    // modules, so the exports only the server uses stay out of the app's copies (tree shaking keeps an export any
    // chunk uses, in every chunk holding the module: 1.8 to 5.8 KiB gzip more a route's first load, demo or not).
    { test: /tools[\\/]local-backend[\\/]src[\\/]/, layer: DEMO_SERVER_LAYER },
    { issuerLayer: DEMO_SERVER_LAYER, layer: DEMO_SERVER_LAYER },
  ]);
  if (target === 'web')
    appendPlugins([
      new rspack.IgnorePlugin({ resourceRegExp: /^node:/, contextRegExp: /@electric-sql[\\/]pglite/ }),
      new rspack.IgnorePlugin({ resourceRegExp: /^stripe$/, contextRegExp: /tools[\\/]local-backend/ }),
    ]);
};

/**
 * The chunks the split may share modules between: all but demo mode's (`demo`, libs/data/src/config.ts names its
 * `import()`), which keeps its own copies (of supabase-js, the data library's client) instead of moving them into
 * chunks the app's own `import()`s would then fetch as well.
 */
export const notDemoMode = (chunk: Rspack.Chunk): boolean => chunk.name !== 'demo';
