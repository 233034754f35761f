import { format, resolveConfig } from 'prettier';
import type { Queryable } from './database';

/**
 * TypeScript types of the exposed schema `public`, in the shape `supabase gen types typescript` writes
 * (https://supabase.com/docs/guides/api/rest/generating-types): `Database['public']['Tables'][name]['Row' | 'Insert'
 * | 'Update' | 'Relationships']`, `Views`, `Functions` (`Args` / `Returns`), `Enums`, `CompositeTypes`, plus the
 * `Tables<>` / `TablesInsert<>` / `TablesUpdate<>` / `Enums<>` helpers. One difference: function arguments may be
 * null (SQL passes null to a non-strict function, and e.g. `family_set_game_limit` takes null to remove a limit). Read from a migrated database's catalog, so
 * the file follows the migrations; `npm run db:types` writes it, a test fails when the committed file is stale.
 */

interface ColumnInfo {
  relation: string;
  /** The values a one-column `check (column in (...))` allows, as pg_get_constraintdef prints them; else null. */
  allowed?: string | null;
  kind: 'r' | 'p' | 'v' | 'm';
  name: string;
  type: string;
  category: string;
  element: string | null;
  notNull: boolean;
  hasDefault: boolean;
  identity: '' | 'a' | 'd';
  generated: '' | 's';
}

interface ForeignKey {
  name: string;
  relation: string;
  columns: string[];
  referencedRelation: string;
  referencedColumns: string[];
  oneToOne: boolean;
}

interface FunctionInfo {
  name: string;
  argNames: string[];
  argTypes: string[];
  argModes: string[];
  defaults: number;
  returnType: string;
  returnCategory: string;
  returnElement: string | null;
  returnsSet: boolean;
}

const NUMBER = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);
const STRING = new Set([
  'text',
  'varchar',
  'bpchar',
  'char',
  'name',
  'citext',
  'uuid',
  'date',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'interval',
  'bytea',
  'inet',
  'cidr',
  'macaddr',
  'tsvector',
]);

function tsType(type: string, enums: Map<string, string[]>): string {
  if (type === 'bool') return 'boolean';
  if (NUMBER.has(type)) return 'number';
  if (STRING.has(type)) return 'string';
  if (type === 'json' || type === 'jsonb') return 'Json';
  if (type === 'void') return 'undefined';
  if (type === 'record') return 'Record<string, unknown>';
  if (enums.has(type)) return `Database['public']['Enums']['${type}']`;
  return 'unknown';
}

/** `CHECK ((pillar = ANY (ARRAY['technical'::text, 'physical'::text])))`: the quoted values, or null for any other check. */
const IN_LIST = /^CHECK \(\(\w+ = ANY \(ARRAY\[((?:'(?:[^']|'')*'::text(?:, )?)+)\]\)\)\)$/;

function allowedValues(definition: string | null | undefined): string | null {
  const list = definition ? IN_LIST.exec(definition)?.[1] : undefined;
  if (!list) return null;
  const values = [...list.matchAll(/'((?:[^']|'')*)'::text/g)].map((match) =>
    match[1]!.replaceAll("''", "'"),
  );
  return values.map((value) => JSON.stringify(value)).join(' | ');
}

function columnType(
  column: { type: string; category: string; element: string | null; allowed?: string | null },
  enums: Map<string, string[]>,
) {
  // A text column checked against a list of values is typed as that list, as an enum column would be.
  if (column.allowed) return column.allowed;
  return column.category === 'A' && column.element
    ? `${tsType(column.element, enums)}[]`
    : tsType(column.type, enums);
}

const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));
const EMPTY = '{ [_ in never]: never }';

async function readCatalog(db: Queryable) {
  const columns = await db.query<ColumnInfo>(
    `select c.relname as relation, c.relkind as kind, a.attname as name, t.typname as type, t.typcategory as category,
            e.typname as element, a.attnotnull as "notNull", a.atthasdef as "hasDefault",
            a.attidentity as identity, a.attgenerated as generated,
            (select pg_get_constraintdef(k.oid) from pg_constraint k
             where k.conrelid = c.oid and k.contype = 'c' and k.conkey = array[a.attnum]
               and pg_get_constraintdef(k.oid) like '%= ANY (ARRAY[%'
             order by k.conname limit 1) as allowed
     from pg_class c
     join pg_namespace n on n.oid = c.relnamespace
     join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     join pg_type t on t.oid = a.atttypid
     left join pg_type e on e.oid = t.typelem and t.typcategory = 'A'
     where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')
     order by c.relname, a.attnum`,
  );
  const foreignKeys = await db.query<ForeignKey>(
    `select k.conname as name, c.relname as relation, r.relname as "referencedRelation",
            array(select a.attname from unnest(k.conkey) with ordinality u(n, i)
                  join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n order by u.i)::text[] as columns,
            array(select a.attname from unnest(k.confkey) with ordinality u(n, i)
                  join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.n order by u.i)::text[]
              as "referencedColumns",
            exists (select 1 from pg_index x where x.indrelid = k.conrelid and x.indisunique
                    and (select array_agg(v order by v) from unnest(x.indkey::int2[]) v)
                      = (select array_agg(v order by v) from unnest(k.conkey) v)) as "oneToOne"
     from pg_constraint k
     join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
     join pg_class r on r.oid = k.confrelid join pg_namespace rn on rn.oid = r.relnamespace
     where k.contype = 'f' and n.nspname = 'public' and rn.nspname = 'public'
     order by c.relname, k.conname`,
  );
  // Functions the API can call: not trigger functions, not an extension's (pgcrypto's, where it lives in public).
  const functions = await db.query<FunctionInfo>(
    `select p.proname as name,
            coalesce(p.proargnames, '{}'::text[]) as "argNames",
            array(select t.typname from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality a(o, i)
                  join pg_type t on t.oid = a.o order by a.i)::text[] as "argTypes",
            coalesce(p.proargmodes::text[], '{}'::text[]) as "argModes",
            p.pronargdefaults as defaults,
            rt.typname as "returnType", rt.typcategory as "returnCategory", re.typname as "returnElement",
            p.proretset as "returnsSet"
     from pg_proc p
     join pg_namespace n on n.oid = p.pronamespace
     join pg_type rt on rt.oid = p.prorettype
     left join pg_type re on re.oid = rt.typelem and rt.typcategory = 'A'
     where n.nspname = 'public' and p.prokind = 'f' and rt.typname not in ('trigger', 'event_trigger')
       and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid
                       and d.deptype = 'e')
     order by p.proname, pg_get_function_identity_arguments(p.oid)`,
  );
  const enums = await db.query<{ name: string; labels: string[] }>(
    `select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder)::text[] as labels
     from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_enum e on e.enumtypid = t.oid
     where n.nspname = 'public' group by t.typname order by t.typname`,
  );
  return {
    columns: columns.rows.map((column) => ({ ...column, allowed: allowedValues(column.allowed) })),
    foreignKeys: foreignKeys.rows,
    functions: functions.rows,
    enums: new Map(enums.rows.map((row) => [row.name, row.labels])),
  };
}

function relationships(foreignKeys: ForeignKey[], relation: string): string {
  const own = foreignKeys.filter((fk) => fk.relation === relation);
  if (own.length === 0) return '[]';
  return `[${own
    .map(
      (fk) =>
        `{ foreignKeyName: ${JSON.stringify(fk.name)}; columns: ${JSON.stringify(fk.columns)}; ` +
        `isOneToOne: ${fk.oneToOne}; referencedRelation: ${JSON.stringify(fk.referencedRelation)}; ` +
        `referencedColumns: ${JSON.stringify(fk.referencedColumns)} }`,
    )
    .join(', ')}]`;
}

function relationTypes(
  columns: ColumnInfo[],
  foreignKeys: ForeignKey[],
  enums: Map<string, string[]>,
  view: boolean,
): string {
  const byRelation = new Map<string, ColumnInfo[]>();
  for (const column of columns)
    byRelation.set(column.relation, [...(byRelation.get(column.relation) ?? []), column]);
  if (byRelation.size === 0) return EMPTY;
  const entries = [...byRelation.entries()].map(([relation, list]) => {
    const row = list
      .map((c) => `${key(c.name)}: ${columnType(c, enums)}${c.notNull && !view ? '' : ' | null'}`)
      .join('; ');
    if (view)
      return `${key(relation)}: { Row: { ${row} }; Relationships: ${relationships(foreignKeys, relation)} }`;
    const insert = list
      .map((c) => {
        if (c.identity === 'a' || c.generated === 's') return `${key(c.name)}?: never`;
        const optional = !c.notNull || c.hasDefault || c.identity === 'd';
        return `${key(c.name)}${optional ? '?' : ''}: ${columnType(c, enums)}${c.notNull ? '' : ' | null'}`;
      })
      .join('; ');
    const update = list
      .map((c) =>
        c.identity === 'a' || c.generated === 's'
          ? `${key(c.name)}?: never`
          : `${key(c.name)}?: ${columnType(c, enums)}${c.notNull ? '' : ' | null'}`,
      )
      .join('; ');
    return (
      `${key(relation)}: { Row: { ${row} }; Insert: { ${insert} }; Update: { ${update} }; ` +
      `Relationships: ${relationships(foreignKeys, relation)} }`
    );
  });
  return `{ ${entries.join('; ')} }`;
}

function functionTypes(functions: FunctionInfo[], enums: Map<string, string[]>): string {
  const byName = new Map<string, FunctionInfo[]>();
  for (const fn of functions) byName.set(fn.name, [...(byName.get(fn.name) ?? []), fn]);
  if (byName.size === 0) return EMPTY;
  const entries = [...byName.entries()].map(([name, overloads]) => {
    const signatures = overloads.map((fn) => {
      const modes = fn.argTypes.map((_, i) => fn.argModes[i] ?? 'i');
      const inputs = fn.argTypes
        .map((type, i) => ({ type, name: fn.argNames[i] ?? '', mode: modes[i] }))
        .filter((arg) => arg.mode === 'i' || arg.mode === 'b' || arg.mode === 'v');
      const outputs = fn.argTypes
        .map((type, i) => ({ type, name: fn.argNames[i] ?? '', mode: modes[i] }))
        .filter((arg) => arg.mode === 'o' || arg.mode === 'b' || arg.mode === 't');
      const firstOptional = inputs.length - fn.defaults;
      const args =
        inputs.length === 0
          ? 'never'
          : `{ ${inputs
              .map(
                (arg, i) =>
                  `${key(arg.name)}${i >= firstOptional ? '?' : ''}: ${columnType({ type: arg.type, category: '', element: null }, enums)} | null`,
              )
              .join('; ')} }`;
      let result =
        outputs.length > 0 && fn.returnType === 'record'
          ? `{ ${outputs.map((arg) => `${key(arg.name)}: ${tsType(arg.type, enums)}`).join('; ')} }`
          : columnType(
              { type: fn.returnType, category: fn.returnCategory, element: fn.returnElement },
              enums,
            );
      if (fn.returnsSet) result = `${result}[]`;
      return `{ Args: ${args}; Returns: ${result} }`;
    });
    return `${key(name)}: ${signatures.join(' | ')}`;
  });
  return `{ ${entries.join('; ')} }`;
}

function enumTypes(enums: Map<string, string[]>): string {
  if (enums.size === 0) return EMPTY;
  return `{ ${[...enums.entries()]
    .map(([name, labels]) => `${key(name)}: ${labels.map((label) => JSON.stringify(label)).join(' | ')}`)
    .join('; ')} }`;
}

const HEADER = `// Generated by \`npm run db:types\` from supabase/migrations (tools/local-backend/src/db-types.ts). Do not edit.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];
`;

const HELPERS = `
type PublicSchema = Database['public'];

export type Tables<T extends keyof (PublicSchema['Tables'] & PublicSchema['Views'])> = (PublicSchema['Tables'] &
  PublicSchema['Views'])[T] extends { Row: infer R }
  ? R
  : never;
export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert'];
export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update'];
export type Enums<T extends keyof PublicSchema['Enums']> = PublicSchema['Enums'][T];
export type FunctionArgs<T extends keyof PublicSchema['Functions']> = PublicSchema['Functions'][T]['Args'];
export type FunctionReturns<T extends keyof PublicSchema['Functions']> = PublicSchema['Functions'][T]['Returns'];
`;

/** The generated file's text (formatted with the project's Prettier settings) for the database `db`. */
export async function generateDatabaseTypes(db: Queryable, filePath: string): Promise<string> {
  const catalog = await readCatalog(db);
  const tables = catalog.columns.filter((c) => c.kind === 'r' || c.kind === 'p');
  const views = catalog.columns.filter((c) => c.kind === 'v' || c.kind === 'm');
  const source =
    `${HEADER}\nexport type Database = {\n` +
    // Which PostgREST the client talks to (hosted Supabase: 12); supabase-js types its features by it.
    `__InternalSupabase: { PostgrestVersion: '12' };\n` +
    `public: { Tables: ${relationTypes(tables, catalog.foreignKeys, catalog.enums, false)};\n` +
    `Views: ${relationTypes(views, catalog.foreignKeys, catalog.enums, true)};\n` +
    `Functions: ${functionTypes(catalog.functions, catalog.enums)};\n` +
    `Enums: ${enumTypes(catalog.enums)};\nCompositeTypes: ${EMPTY} } };\n${HELPERS}`;
  const options = (await resolveConfig(filePath)) ?? {};
  return format(source, { ...options, filepath: filePath });
}
