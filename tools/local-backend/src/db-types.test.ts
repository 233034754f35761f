import { afterAll, beforeAll, expect, test } from '@rstest/core';
import { readFileSync } from 'node:fs';
import type { Database } from './db';
import { generateDatabaseTypes } from './db-types';
import { openMigratedPglite } from './index';
import { databaseTypesPath } from './paths';

let db: Database;
beforeAll(async () => {
  db = await openMigratedPglite();
}, 120_000);
afterAll(async () => {
  await db.close();
});

test('libs/data/src/database.types.ts matches the migrations (run `npm run db:types` after changing SQL)', async () => {
  const file = databaseTypesPath();
  expect(readFileSync(file, 'utf8')).toBe(await generateDatabaseTypes(db, file));
});

test('the generated types follow the schema: columns, defaults, nullability, checked value lists, functions', async () => {
  await db.exec(`
    create table public.db_types_probe (
      id bigint generated always as identity primary key,
      name text not null,
      note text,
      tags text[] not null default '{}',
      data jsonb,
      mood text check (mood in ('good', 'it''s fine')),
      size text not null check (char_length(size) < 5)
    );
    create function public.db_types_probe_fn(p_name text, p_limit integer default 10) returns setof integer
    language sql stable as $$ select 1 $$;
  `);
  const text = await generateDatabaseTypes(db, databaseTypesPath());
  const probe = /db_types_probe: \{[\s\S]*?Relationships: \[\];\s*\};/.exec(text)?.[0] ?? '';
  const mood = `'good' | "it's fine"`;
  expect(probe.replace(/\s+/g, ' ')).toBe(
    'db_types_probe: { Row: { id: number; name: string; note: string | null; tags: string[]; data: Json | null; ' +
      `mood: ${mood} | null; size: string; }; ` +
      'Insert: { id?: never; name: string; note?: string | null; tags?: string[]; data?: Json | null; ' +
      `mood?: ${mood} | null; size: string; }; ` +
      'Update: { id?: never; name?: string; note?: string | null; tags?: string[]; data?: Json | null; ' +
      `mood?: ${mood} | null; size?: string; }; ` +
      'Relationships: []; };',
  );
  expect(text.replace(/\s+/g, ' ')).toContain(
    'db_types_probe_fn: { Args: { p_name: string | null; p_limit?: number | null }; Returns: number[] };',
  );
});
