import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from '@rstest/core';
import { federationRuntimeEsmAliases } from './index';

describe('the federation runtime is bundled from its ES module builds', () => {
  const aliases = Object.entries(federationRuntimeEsmAliases());

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
