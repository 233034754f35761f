import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { generateDatabaseTypes } from './db-types';
import { openMigratedPglite } from './index';
import { databaseTypesPath } from './paths';

/** `npm run db:types`: writes libs/data/src/database.types.ts from the migrations (run it after adding SQL). */
const db = await openMigratedPglite();
try {
  const file = databaseTypesPath();
  writeFileSync(file, await generateDatabaseTypes(db, file));
  process.stdout.write(`wrote ${relative(process.cwd(), file)}\n`);
} finally {
  await db.close();
}
