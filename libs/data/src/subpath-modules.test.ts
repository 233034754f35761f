import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, test } from '@rstest/core';

/**
 * @dreampitch/data/{account,billing,family,pro} are shared modules of their own (tools/federation). Code they reach
 * through a relative import is bundled into them as a second copy. Pure helpers may be copied; the modules that hold
 * the configured backend, its classes or DataError may not: a copy has a second getBackend() that was never
 * configured (not the signed-in one). Those come through '@dreampitch/data'.
 */

const SOURCE = resolve(__dirname);
const ONE_COPY_ONLY = new Set([
  'index.ts',
  'config.ts',
  'backend.ts',
  'base-backend.ts',
  'supabase-backend.ts',
  'device-session.ts',
  'errors.ts',
]);
const RUNTIME_IMPORT = /^(?:import|export)\s+(?!type\s)[^;]*?from\s+'(\.{1,2}\/[^']+)'/gm;

function runtimeImportsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(RUNTIME_IMPORT)].map((match) => resolve(dirname(file), `${match[1]}.ts`));
}

/** The main package's one-copy modules that the folder's entry reaches through relative runtime imports. */
function copiedFrom(folder: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const target of runtimeImportsOf(file)) visit(target);
  };
  visit(join(folder, 'index.ts'));
  return [...seen].map((file) => relative(SOURCE, file)).filter((file) => ONE_COPY_ONLY.has(file));
}

describe('subpath shared modules take the main package from @dreampitch/data', () => {
  for (const name of ['account', 'billing', 'family', 'pro']) {
    test(name, () => {
      expect(copiedFrom(join(SOURCE, name))).toEqual([]);
    });
  }

  test('the check sees a relative import that leaves the folder', () => {
    expect(runtimeImportsOf(join(SOURCE, 'demo', 'demo-host.ts'))).toContain(
      join(SOURCE, 'supabase-backend.ts'),
    );
  });
});
