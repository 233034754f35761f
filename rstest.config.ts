import { defineConfig } from '@rstest/core';
import { pluginReact } from '@rsbuild/plugin-react';

// Demo mode's chunk holds supabase/migrations as text (libs/data/src/demo/schema.ts), as in the app's build.
const sqlAsText = {
  bundlerChain: (chain: {
    module: { rule(name: string): { test(re: RegExp): { type(type: string): unknown } } };
  }) => {
    chain.module
      .rule('sql')
      .test(/\.sql$/)
      .type('asset/source');
  },
};

// Two environments: pure/server code runs in Node, components in happy-dom.
export default defineConfig({
  projects: [
    {
      name: 'node',
      include: ['libs/**/*.test.ts', 'tools/**/*.test.ts', 'remotes/**/*.test.ts', 'shell/**/*.test.ts'],
      exclude: ['**/node_modules/**', '**/dist/**'],
      testEnvironment: 'node',
      testTimeout: 30000,
      tools: sqlAsText,
    },
    // Tests that start, stop and restart a PostgreSQL server of their own: part of the PostgreSQL database tests
    // (`npm run test:db:postgres` sets DATABASE_URL), where the server binaries are known to be installed.
    ...(process.env.DATABASE_URL
      ? [
          {
            name: 'postgres-cluster',
            include: ['tools/**/*.pgtest.ts'],
            testEnvironment: 'node' as const,
            testTimeout: 120000,
          },
        ]
      : []),
    {
      name: 'dom',
      include: ['libs/**/*.test.tsx', 'remotes/**/*.test.tsx', 'shell/**/*.test.tsx', 'tools/**/*.test.tsx'],
      exclude: ['**/node_modules/**', '**/dist/**'],
      testEnvironment: 'happy-dom',
      plugins: [pluginReact()],
      setupFiles: ['./tools/test-setup/dom.ts'],
      testTimeout: 15000,
      tools: sqlAsText,
    },
  ],
});
