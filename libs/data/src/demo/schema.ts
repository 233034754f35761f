import { migrationsFromFiles, type SchemaSource } from '@dreampitch/local-backend/in-browser';
import bootstrapSql from '../../../../tools/local-backend/src/sql/bootstrap.sql';

/**
 * The bootstrap and every file of supabase/migrations, as text in the demo's chunk: whatever migrations exist when
 * the app is built (the build's rule for `.sql` makes them text), none listed by hand.
 */
const files = import.meta.webpackContext('../../../../supabase/migrations', {
  recursive: false,
  regExp: /\.sql$/,
});

export const DEMO_SCHEMA: SchemaSource = {
  bootstrapSql,
  migrations: migrationsFromFiles(
    files.keys().map((key) => ({ file: key.replace(/^\.\//, ''), read: () => files(key) as string })),
  ),
};
