import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';

/** PGlite (or one of its transactions) as a Queryable. */
export function pgliteQueryable(db: PGlite | Transaction): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await db.query<Row>(sql, params);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
  };
}

/** PGlite serialises its one connection itself: a transaction holds it until it ends. */
export function pgliteDatabase(pglite: PGlite): Database {
  return {
    kind: 'pglite',
    ...pgliteQueryable(pglite),
    transaction: (work) => pglite.transaction((tx) => work(pgliteQueryable(tx))),
    close: () => pglite.close(),
  };
}
