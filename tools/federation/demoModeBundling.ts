import type { ModifyBundlerChainFn } from '@rsbuild/core';

/**
 * What a bundle holding demo mode needs (libs/data/src/demo: PGlite, supabase/migrations and the local backend's
 * handler in the page): SQL files as text; in a page, neither PGlite's Node-only imports (behind its own check for
 * Node) nor the Stripe SDK (the demo has no Stripe key, so the handler never loads it). Every build that bundles
 * @dreampitch/data uses it: the apps, the prerenderer and the tests.
 */
export const demoModeBundling: ModifyBundlerChainFn = (chain, { bundler, target }) => {
  chain.module
    .rule('sql')
    .test(/\.sql$/)
    .type('asset/source');
  if (target !== 'web') return;
  chain
    .plugin('pglite-node-only')
    .use(bundler.IgnorePlugin, [{ resourceRegExp: /^node:/, contextRegExp: /@electric-sql[\\/]pglite/ }]);
  chain
    .plugin('no-stripe-in-the-page')
    .use(bundler.IgnorePlugin, [{ resourceRegExp: /^stripe$/, contextRegExp: /tools[\\/]local-backend/ }]);
};
