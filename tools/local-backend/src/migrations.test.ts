import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from './db';
import { startLocalBackend } from './index';
import { migrate, readMigrations } from './migrate';
import { ADULT_PLAYER, clientFor, openEmptyDatabase } from './test-support';

const TABLES = [
  'achievements',
  'drill_catalogue',
  'game_results',
  'goal_check_ins',
  'goal_templates',
  'goals',
  'invoices',
  'mindset_routines',
  'mindset_sessions',
  'payments',
  'profiles',
  'quick_track_entries',
  'subscriptions',
  'training_sessions',
  'waitlist_emails',
];

describe(`migrations from scratch on ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite'}`, () => {
  let db: Database;
  let applied: string[];
  beforeAll(async () => {
    db = await openEmptyDatabase();
    applied = await migrate(db);
  }, 180_000);
  afterAll(async () => {
    await db.close();
  }, 60_000);

  test('applies every migration once and records it', async () => {
    const files = readMigrations().map((m) => `${m.version}_${m.name}`);
    expect(files.length).toBeGreaterThan(0);
    expect(applied).toEqual(files);
    const recorded = await db.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations order by version',
    );
    expect(recorded.rows.map((row) => row.version)).toEqual(readMigrations().map((m) => m.version));
    expect(await migrate(db)).toEqual([]);
  });

  test('creates exactly the expected tables, each with RLS enabled', async () => {
    const tables = await db.query<{ name: string; rls: boolean }>(
      `select c.relname as name, c.relrowsecurity as rls
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
    );
    expect(tables.rows).toEqual(TABLES.map((name) => ({ name, rls: true })));
  });

  test('anon holds no privilege but INSERT (email) on waitlist_emails', async () => {
    const grants = await db.query<{ table_name: string; privilege_type: string }>(
      `select table_name, privilege_type from information_schema.role_table_grants
       where grantee = 'anon' and table_schema = 'public' order by table_name, privilege_type`,
    );
    expect(grants.rows).toEqual([]);
    const columns = await db.query<{ table_name: string; column_name: string; privilege_type: string }>(
      `select table_name, column_name, privilege_type from information_schema.column_privileges
       where grantee = 'anon' and table_schema = 'public'`,
    );
    expect(columns.rows).toEqual([
      { table_name: 'waitlist_emails', column_name: 'email', privilege_type: 'INSERT' },
    ]);
  });

  test('migrations run as a non-superuser owner, as hosted runs them as `postgres` (https://supabase.com/docs/guides/database/postgres/roles-superuser)', async () => {
    const owners = await db.query<{ owner: string; superuser: boolean; bypassrls: boolean }>(
      `select distinct r.rolname as owner, r.rolsuper as superuser, r.rolbypassrls as bypassrls
       from pg_class c join pg_namespace n on n.oid = c.relnamespace join pg_roles r on r.oid = c.relowner
       where n.nspname in ('public', 'private') and c.relkind in ('r', 'v', 'S')
       union
       select distinct r.rolname, r.rolsuper, r.rolbypassrls
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_roles r on r.oid = p.proowner
       where n.nspname in ('public', 'private')`,
    );
    // SECURITY DEFINER functions therefore run without superuser rights here too; RLS is bypassed as by hosted's postgres.
    expect(owners.rows).toEqual([{ owner: 'migration_owner', superuser: false, bypassrls: true }]);
  });

  test("what hosted's postgres may not do, the migration role may not do either: 42501", async () => {
    const attempts = [
      "copy (select 1) to program 'true'",
      'alter role migration_owner superuser',
      'create role sneaky superuser',
    ];
    for (const sql of attempts) {
      const outcome = await db
        .transaction(async (tx) => {
          await tx.exec('set local role migration_owner');
          await tx.exec(sql);
          return 'allowed';
        })
        .catch((error: { code?: string }) => error.code);
      expect({ sql, outcome }).toEqual({ sql, outcome: '42501' });
    }
  });

  test('every column a policy filters on is indexed', async () => {
    const unindexed = await db.query<{ table_name: string }>(
      `select c.relname as table_name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attname = 'user_id'
       where n.nspname = 'public' and c.relkind = 'r'
         and not exists (select 1 from pg_index i where i.indrelid = c.oid and i.indkey[0] = a.attnum)`,
    );
    expect(unindexed.rows).toEqual([]);
  });
});

describe('PGlite persistence', () => {
  test('a data dir keeps its data across restarts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dp-local-db-'));
    try {
      const first = await startLocalBackend({ port: 0, dataDir: join(dir, 'pglite') });
      const email = `persist-${Date.now()}@example.com`;
      await clientFor(first).auth.signUp({ email, password: 'persist-me', options: { data: ADULT_PLAYER } });
      await first.stop();
      const second = await startLocalBackend({ port: 0, dataDir: join(dir, 'pglite') });
      const signIn = await clientFor(second).auth.signInWithPassword({ email, password: 'persist-me' });
      await second.stop();
      expect(signIn.error).toBeNull();
      expect(signIn.data.user?.email).toBe(email);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);

  test('a data dir whose parent folders do not exist yet is created (a fresh clone has no .local-db/)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dp-local-db-'));
    try {
      const backend = await startLocalBackend({ port: 0, dataDir: join(dir, '.local-db', 'pglite') });
      await backend.stop();
      expect(existsSync(join(dir, '.local-db', 'pglite'))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
