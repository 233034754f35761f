import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from '@rstest/core';
import { browserAliases } from './index';

describe('the federation runtime is bundled from its ES module builds', () => {
  const aliases = Object.entries(browserAliases('tracker')).filter(([, target]) =>
    target.includes('/node_modules/@module-federation/'),
  );

  test('the bundler runtime, the runtime-lending plugin and the runtime wrapper are each redirected', () => {
    const targets = aliases.map(([, target]) => target);
    for (const name of ['webpack-bundler-runtime', 'inject-external-runtime-core-plugin', 'runtime']) {
      expect(targets.some((target) => target.includes(`@module-federation/${name}/dist/`))).toBe(true);
    }
  });

  test('every target exists and is an ES module, where the CommonJS build it replaces would be', () => {
    for (const [request, target] of aliases) {
      expect(existsSync(target)).toBe(true);
      expect(readFileSync(target, 'utf8')).toMatch(/^(import|export) /m);
      if (request.startsWith('/')) expect(existsSync(request)).toBe(true);
    }
  });
});

describe("supabase-js's unused clients in the browser build", () => {
  test('Realtime and Storage (exactly those packages) point at the stand-in in libs/data', () => {
    const aliases = Object.entries(browserAliases('shell')).filter(([request]) =>
      request.startsWith('@supabase/'),
    );
    expect(aliases.map(([request]) => request).sort()).toEqual([
      '@supabase/realtime-js$',
      '@supabase/storage-js$',
    ]);
    for (const [, target] of aliases) {
      expect(target).toMatch(/libs\/data\/src\/unused-supabase-clients\.ts$/);
      expect(existsSync(target)).toBe(true);
    }
  });
});
