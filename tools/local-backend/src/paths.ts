import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

function moduleDir(): string | null {
  try {
    return dirname(fileURLToPath(import.meta.url));
  } catch {
    return null;
  }
}

/** The repository root: the nearest folder holding supabase/migrations, from this module or the working directory. */
export function repoRoot(): string {
  for (const start of [moduleDir(), process.cwd()]) {
    let dir = start ? resolve(start) : null;
    while (dir) {
      if (existsSync(join(dir, 'supabase', 'migrations'))) return dir;
      const parent = dirname(dir);
      dir = parent === dir ? null : parent;
    }
  }
  throw new Error('Cannot find supabase/migrations above this module or the working directory');
}

export const migrationsDir = (): string => join(repoRoot(), 'supabase', 'migrations');
export const bootstrapSqlPath = (): string =>
  join(repoRoot(), 'tools', 'local-backend', 'src', 'sql', 'bootstrap.sql');
export const defaultDataDir = (): string => join(repoRoot(), 'tools', 'local-backend', '.local-db', 'pglite');
export const defaultOutboxDir = (): string =>
  join(repoRoot(), 'tools', 'local-backend', '.local-db', 'outbox');
export const snapshotCacheDir = (): string =>
  join(repoRoot(), 'node_modules', '.cache', 'dreampitch-local-backend');
/** The generated database types libs/data's supabase-js client is typed with (`npm run db:types`). */
export const databaseTypesPath = (): string => join(repoRoot(), 'libs', 'data', 'src', 'database.types.ts');
