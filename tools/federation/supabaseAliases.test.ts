import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, test } from '@rstest/core';
import * as stub from '../../libs/data/src/unused-supabase-clients';
import { unusedSupabaseClientAliases } from './index';

// The ES module build the browser bundles use: what it imports from the aliased packages is what the stub must give.
const supabaseJs = readFileSync(
  createRequire(import.meta.url)
    .resolve('@supabase/supabase-js')
    .replace(/\.cjs$/, '.mjs'),
  'utf8',
);

function namesImportedFrom(pkg: string): string[] {
  const statement = new RegExp(`import \\{([^}]*)\\} from "${pkg}"`).exec(supabaseJs);
  if (!statement) throw new Error(`supabase-js no longer imports ${pkg} by name`);
  return statement[1].split(',').map((name) => name.trim().split(' as ')[0]);
}

describe("supabase-js's unused clients in the browser build", () => {
  test('both packages point at the stub', () => {
    const aliases = unusedSupabaseClientAliases();
    expect(Object.keys(aliases).sort()).toEqual(['@supabase/realtime-js$', '@supabase/storage-js$']);
    for (const target of Object.values(aliases))
      expect(target).toMatch(/libs\/data\/src\/unused-supabase-clients\.ts$/);
  });

  test.each(['@supabase/realtime-js', '@supabase/storage-js'])(
    'the stub exports everything supabase-js imports from %s',
    (pkg) => {
      const imported = namesImportedFrom(pkg);
      expect(imported.length).toBeGreaterThan(0);
      for (const name of imported) expect(typeof (stub as Record<string, unknown>)[name]).toBe('function');
    },
  );

  test('every Realtime method supabase-js calls on its client exists on the stand-in', () => {
    const called = new Set([...supabaseJs.matchAll(/this\.realtime\.(\w+)\(/g)].map((match) => match[1]));
    expect(called.has('setAuth')).toBe(true);
    const realtime = new stub.RealtimeClient() as unknown as Record<string, unknown>;
    for (const method of called) expect(typeof realtime[method]).toBe('function');
  });

  test('token updates are accepted; using Realtime or Storage fails with a message naming the alias', async () => {
    await expect(new stub.RealtimeClient().setAuth()).resolves.toBeUndefined();
    expect(() => new stub.RealtimeClient().channel()).toThrow(
      /Realtime is not part of DreamPitch's browser build/,
    );
    expect(() => new stub.StorageClient().from()).toThrow(
      /Storage is not part of DreamPitch's browser build/,
    );
  });
});
