import type { ModifyBundlerChainFn } from '@rsbuild/core';

/**
 * What a bundle holding demo mode needs (libs/data/src/demo: PGlite and supabase/migrations in the page): SQL files
 * as text, and PGlite's Node-only imports, behind its own check for Node, left out. Every build that bundles
 * @dreampitch/data uses it: the apps, the prerenderer and the tests.
 */
export const demoModeBundling: ModifyBundlerChainFn = (chain, { bundler }) => {
  chain.module
    .rule('sql')
    .test(/\.sql$/)
    .type('asset/source');
  chain
    .plugin('pglite-node-only')
    .use(bundler.IgnorePlugin, [{ resourceRegExp: /^node:/, contextRegExp: /@electric-sql[\\/]pglite/ }]);
};
