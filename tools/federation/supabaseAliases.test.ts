import { existsSync } from 'node:fs';
import { describe, expect, test } from '@rstest/core';
import { unusedSupabaseClientAliases } from './index';

describe("supabase-js's unused clients in the browser build", () => {
  test('Realtime and Storage (exactly those packages) point at the stand-in in libs/data', () => {
    const aliases = unusedSupabaseClientAliases();
    expect(Object.keys(aliases).sort()).toEqual(['@supabase/realtime-js$', '@supabase/storage-js$']);
    for (const target of Object.values(aliases)) {
      expect(target).toMatch(/libs\/data\/src\/unused-supabase-clients\.ts$/);
      expect(existsSync(target)).toBe(true);
    }
  });
});
