import type { Queryable } from './database';

export interface ColumnInfo {
  name: string;
  /** `format_type()` of the column: usable in a cast. */
  type: string;
  isJson: boolean;
}

export interface ForeignKey {
  /** The referencing table and its column. */
  fromTable: string;
  fromColumn: string;
  /** The referenced table and its column. */
  toTable: string;
  toColumn: string;
}

export interface TableInfo {
  name: string;
  columns: Map<string, ColumnInfo>;
  primaryKey: string[];
}

export interface SchemaCache {
  tables: Map<string, TableInfo>;
  foreignKeys: ForeignKey[];
}

/** PostgREST's schema cache for the exposed schema `public`: the only source of identifiers the API accepts. */
export async function loadSchemaCache(db: Queryable): Promise<SchemaCache> {
  const columns = await db.query<{ table_name: string; column_name: string; column_type: string }>(
    `select c.relname as table_name, a.attname as column_name, format_type(a.atttypid, a.atttypmod) as column_type
     from pg_attribute a
     join pg_class c on c.oid = a.attrelid
     join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')
       and a.attnum > 0 and not a.attisdropped
     order by c.relname, a.attnum`,
  );
  const tables = new Map<string, TableInfo>();
  for (const row of columns.rows) {
    let table = tables.get(row.table_name);
    if (!table) {
      table = { name: row.table_name, columns: new Map(), primaryKey: [] };
      tables.set(row.table_name, table);
    }
    table.columns.set(row.column_name, {
      name: row.column_name,
      type: row.column_type,
      isJson: row.column_type === 'json' || row.column_type === 'jsonb',
    });
  }
  const keys = await db.query<{ table_name: string; column_name: string }>(
    `select c.relname as table_name, a.attname as column_name
     from pg_index i
     join pg_class c on c.oid = i.indrelid
     join pg_namespace n on n.oid = c.relnamespace
     join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
     where n.nspname = 'public' and i.indisprimary
     order by c.relname, array_position(i.indkey, a.attnum)`,
  );
  for (const row of keys.rows) tables.get(row.table_name)?.primaryKey.push(row.column_name);
  const fks = await db.query<{
    from_table: string;
    from_column: string;
    to_table: string;
    to_column: string;
  }>(
    `select src.relname as from_table, sa.attname as from_column, dst.relname as to_table, da.attname as to_column
     from pg_constraint k
     join pg_class src on src.oid = k.conrelid
     join pg_namespace sn on sn.oid = src.relnamespace
     join pg_class dst on dst.oid = k.confrelid
     join pg_namespace dn on dn.oid = dst.relnamespace
     join pg_attribute sa on sa.attrelid = src.oid and sa.attnum = k.conkey[1]
     join pg_attribute da on da.attrelid = dst.oid and da.attnum = k.confkey[1]
     where k.contype = 'f' and array_length(k.conkey, 1) = 1 and sn.nspname = 'public' and dn.nspname = 'public'`,
  );
  const foreignKeys = fks.rows.map((row) => ({
    fromTable: row.from_table,
    fromColumn: row.from_column,
    toTable: row.to_table,
    toColumn: row.to_column,
  }));
  return { tables, foreignKeys };
}
