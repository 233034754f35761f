import type { Database } from './database';

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

/** The migrations among `files`, by Supabase CLI naming (`<timestamp>_<name>.sql`), in timestamp order. */
export function migrationsFromFiles(files: readonly { file: string; read: () => string }[]): Migration[] {
  return files
    .filter(({ file }) => /^\d+_.+\.sql$/.test(file))
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))
    .map(({ file, read }) => {
      const match = /^(\d+)_(.+)\.sql$/.exec(file);
      return { version: match?.[1] ?? file, name: match?.[2] ?? file, sql: read() };
    });
}

/**
 * The role migrations run as: `migration_owner` (hosted's non-superuser `postgres`, see bootstrap.sql) on a database
 * that starts with it, which then owns schema public. A database migrated as the superuser before this role existed
 * keeps that owner: its objects are the superuser's, and only their owner may replace them.
 */
async function migrationOwner(db: Database): Promise<string | null> {
  const { rows } = await db.query<{ fresh: boolean; owner: string; ready: boolean }>(
    `select not exists (select 1 from supabase_migrations.schema_migrations) as fresh,
            (select nspowner::regrole::text from pg_namespace where nspname = 'public') as owner,
            exists (select 1 from pg_roles where rolname = 'migration_owner')
              and (select rolsuper from pg_roles where rolname = current_user) as ready`,
  );
  const state = rows[0]!;
  if (!state.ready) return null;
  if (state.fresh && state.owner !== 'migration_owner')
    await db.exec('alter schema public owner to migration_owner');
  return state.fresh || state.owner === 'migration_owner' ? 'migration_owner' : null;
}

/**
 * Applies seed SQL (test fixtures, like the Supabase CLI's seed.sql) as the role the migrations ran as: it stands
 * for a later migration, so it owns what it creates with the same privileges.
 */
export async function applySeed(db: Database, sql: string): Promise<void> {
  const owner = await migrationOwner(db);
  await db.transaction(async (tx) => {
    if (owner) await tx.exec(`set local role ${owner}`);
    await tx.exec(sql);
  });
}

/** What a database is built from: the local auth bootstrap, then the migrations in order. */
export interface SchemaSource {
  bootstrapSql: string;
  migrations: readonly Migration[];
}

/**
 * Applies the bootstrap, then every migration not yet recorded in schema_migrations; `onProgress` hears each one
 * done (the browser demo shows it while it loads).
 */
export async function applyMigrations(
  db: Database,
  { bootstrapSql, migrations }: SchemaSource,
  onProgress?: (done: number, total: number) => void,
): Promise<string[]> {
  await db.exec(bootstrapSql);
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key,
      name text not null,
      applied_at timestamptz not null default now()
    );
  `);
  const owner = await migrationOwner(db);
  const applied: string[] = [];
  for (const [index, migration] of migrations.entries()) {
    const done = await db.transaction(async (tx) => {
      // Two servers starting on the same database must not apply a migration twice.
      await tx.query('select pg_advisory_xact_lock(5432100)');
      const existing = await tx.query(
        'select 1 from supabase_migrations.schema_migrations where version = $1',
        [migration.version],
      );
      if (existing.rows.length > 0) return false;
      if (owner) await tx.exec(`set local role ${owner}`);
      await tx.exec(migration.sql);
      if (owner) await tx.exec('reset role');
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (done) applied.push(`${migration.version}_${migration.name}`);
    onProgress?.(index + 1, migrations.length);
  }
  return applied;
}
