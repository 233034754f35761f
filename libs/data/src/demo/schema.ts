import { migrationsFromFiles, type SchemaSource } from '@dreampitch/local-backend/in-browser';

/** The bundler's context module: the files of a folder that match, each loaded by its key (`./<name>`). */
interface FolderContext {
  keys(): string[];
  (key: string): unknown;
}
declare global {
  interface ImportMeta {
    /** Rspack's context module (https://rspack.rs/api/runtime-api/module-variables#importmetawebpackcontext). */
    webpackContext(folder: string, options: { recursive: boolean; regExp: RegExp }): FolderContext;
  }
}

/**
 * The bootstrap and every file of supabase/migrations, as text in the demo's chunk (the build's rule for `.sql`,
 * tools/federation/demoModeBundling.ts): whatever migrations exist when the app is built, none listed by hand.
 */
const migrations = import.meta.webpackContext('../../../../supabase/migrations', {
  recursive: false,
  regExp: /\.sql$/,
});
const bootstrap = import.meta.webpackContext('../../../../tools/local-backend/src/sql', {
  recursive: false,
  regExp: /bootstrap\.sql$/,
});

export const DEMO_SCHEMA: SchemaSource = {
  bootstrapSql: bootstrap('./bootstrap.sql') as string,
  migrations: migrationsFromFiles(
    migrations
      .keys()
      .map((key) => ({ file: key.replace(/^\.\//, ''), read: () => migrations(key) as string })),
  ),
};
