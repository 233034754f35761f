/** The database as the API sees it, free of any driver: PGlite in Node or a page, or PostgreSQL. */
export interface QueryResult<Row> {
  rows: Row[];
  affectedRows: number;
}

/** One connection inside a transaction (or outside any, for migrations). */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /** Several statements, no parameters. */
  exec(sql: string): Promise<void>;
  /**
   * Where the database cannot enforce statement_timeout itself (PGlite), the rest of this transaction's statements
   * are cancelled after `ms` with 57014. Absent where PostgreSQL's own setting does it.
   */
  enforceStatementTimeout?(ms: number): void;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** PostgreSQL error fields as both drivers expose them. */
export interface PgError {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isPgError(error: unknown): error is PgError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/** PostgreSQL's interval syntax for statement_timeout ('3s', '8000', '1min'), in milliseconds; 0 is no limit. */
export function timeoutMs(setting: string | undefined): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(us|ms|s|min|h|d)?\s*$/.exec(setting ?? '');
  if (!match) return 0;
  const factor = { us: 0.001, ms: 1, s: 1000, min: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] ?? 'ms']!;
  return Number(match[1]) * factor;
}

/** PostgREST's PGRST003: no connection became free within db-pool-acquisition-timeout. */
export class AcquisitionTimeout extends Error {
  constructor(readonly timeoutMs: number) {
    super('Timed out acquiring connection from connection pool.');
  }
}
