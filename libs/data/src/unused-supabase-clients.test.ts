import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, test } from '@rstest/core';
import * as stub from './unused-supabase-clients';

// The ES module build the browser bundles use: what it imports from the aliased packages is what the stub must give.
const supabaseJs = readFileSync(
  createRequire(import.meta.url)
    .resolve('@supabase/supabase-js')
    .replace(/\.cjs$/, '.mjs'),
  'utf8',
);

function namesImportedFrom(pkg: string): string[] {
  const statement = new RegExp(`import \\{([^}]*)\\} from "${pkg}"`).exec(supabaseJs);
  const names = statement?.[1];
  if (names === undefined) throw new Error(`supabase-js no longer imports ${pkg} by name`);
  return names.split(',').map((name) => name.trim().replace(/ as .*$/, ''));
}

describe("supabase-js's unused clients in the browser build", () => {
  test.each(['@supabase/realtime-js', '@supabase/storage-js'])(
    'the stub exports everything supabase-js imports from %s',
    (pkg) => {
      const imported = namesImportedFrom(pkg);
      expect(imported.length).toBeGreaterThan(0);
      for (const name of imported) expect(typeof (stub as Record<string, unknown>)[name]).toBe('function');
    },
  );

  test('every Realtime method supabase-js calls on its client exists on the stand-in', () => {
    const called = new Set(
      Array.from(supabaseJs.matchAll(/this\.realtime\.(\w+)\(/g), ([, method]) => method ?? ''),
    );
    expect(called.has('setAuth')).toBe(true);
    const realtime = new stub.RealtimeClient() as unknown as Record<string, unknown>;
    for (const method of called) expect(typeof realtime[method]).toBe('function');
  });

  test('token updates are accepted; using Realtime or Storage fails with a message naming the alias', async () => {
    const realtime = new stub.RealtimeClient();
    await expect(realtime.setAuth()).resolves.toBeUndefined();
    for (const use of [
      realtime.channel,
      realtime.getChannels,
      realtime.removeChannel,
      realtime.removeAllChannels,
    ])
      expect(use).toThrow(/Realtime is not part of DreamPitch's browser build/);
    expect(() => new stub.StorageClient().from()).toThrow(
      /Storage is not part of DreamPitch's browser build/,
    );
  });
});
