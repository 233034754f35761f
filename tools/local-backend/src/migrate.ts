import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './database';
import { applyMigrations, migrationsFromFiles, type Migration } from './migrate-core';
import { bootstrapSqlPath, migrationsDir } from './paths';

export { applyMigrations, applySeed, type Migration, type SchemaSource } from './migrate-core';

/** Supabase CLI naming: `<timestamp>_<name>.sql`, applied in timestamp order. */
export function readMigrations(dir = migrationsDir()): Migration[] {
  return migrationsFromFiles(
    readdirSync(dir).map((file) => ({ file, read: () => readFileSync(join(dir, file), 'utf8') })),
  );
}

export function readBootstrapSql(): string {
  return readFileSync(bootstrapSqlPath(), 'utf8');
}

/** Changes whenever the bootstrap or any migration changes: the key of cached migrated snapshots. */
export function schemaFingerprint(): string {
  const hash = createHash('sha256').update(readBootstrapSql());
  for (const migration of readMigrations()) hash.update(migration.version).update(migration.sql);
  return hash.digest('hex').slice(0, 16);
}

/** Applies the local auth bootstrap, then every migration of supabase/migrations not yet applied. */
export function migrate(db: Database): Promise<string[]> {
  return applyMigrations(db, { bootstrapSql: readBootstrapSql(), migrations: readMigrations() });
}
