import { defineConfig } from '@rstest/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { demoModeBundling } from './tools/federation/demoModeBundling';

// Two environments: pure/server code runs in Node, components in happy-dom.
export default defineConfig({
  // Two files at a time even on 2 cores (the default is one fewer than the cores): a file's tests spend much of their
  // time waiting on its database thread or the server, which leaves room for another file.
  pool: { maxWorkers: 2 },
  projects: [
    {
      name: 'node',
      include: ['libs/**/*.test.ts', 'tools/**/*.test.ts', 'remotes/**/*.test.ts', 'shell/**/*.test.ts'],
      exclude: ['**/node_modules/**', '**/dist/**'],
      testEnvironment: 'node',
      testTimeout: 30000,
      // Demo mode's chunk (libs/data/src/demo) bundles as in the app's build.
      tools: { rspack: demoModeBundling },
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
      // As the node project's: with two files at a time on 2 cores, a file's first render (its modules compiled on
      // first use) takes 15.8 s in the full suite where it takes 9.6 s alone (startApp.test.tsx).
      testTimeout: 30000,
      // Demo mode's chunk (libs/data/src/demo) bundles as in the app's build.
      tools: { rspack: demoModeBundling },
    },
  ],
});
