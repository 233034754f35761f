import { defineConfig } from '@rsbuild/core';
import { createAppConfig } from '../../tools/federation';
import { documentStyleTag } from '../../tools/federation/documentStyle';

const app = createAppConfig({
  app: 'games',
  exposes: {
    './GameHubPage': './src/pages/GameHubPage.tsx',
    './DecisionDrillPage': './src/pages/DecisionDrillPage.tsx',
    './ComingSoonGamePage': './src/pages/ComingSoonGamePage.tsx',
  },
});

/** The partner embed's files live in dist/embed, deployed with (and only with) the games remote. */
const EMBED_DIST = 'dist/embed';
const embedOutput = { cleanDistPath: false, distPath: { root: EMBED_DIST } } as const;

/**
 * The outputs of one games build. `web`: the federated remote (the Module Federation plugin only applies to the
 * environment named `web`), with the runtime script of its standalone page (tools/federation). `embed`: the drill as a standalone page for partner sites, no federation runtime.
 * `embed-loader`: the partner snippet's script at a stable, unhashed URL.
 */
export default defineConfig({
  ...app,
  environments: {
    ...app.environments,
    embed: {
      source: { entry: { 'decision-drill': './src/embed/index.tsx' } },
      output: embedOutput,
      html: {
        title: 'Decision Drill by DreamPitch',
        template: './src/embed/decision-drill.html',
        // The tokens and base styles are in each page's HTML, not in the components' CSS (libs/ui/src/tokens.css).
        tags: [documentStyleTag()],
      },
      server: { publicDir: false },
    },
    'embed-loader': {
      source: { entry: { 'decision-drill': './src/embed/loader.ts' } },
      output: {
        ...embedOutput,
        distPath: { root: EMBED_DIST, js: '' },
        filename: { js: '[name].js' },
        filenameHash: false,
        sourceMap: false,
      },
      tools: { htmlPlugin: false },
      server: { publicDir: false },
    },
  },
});
