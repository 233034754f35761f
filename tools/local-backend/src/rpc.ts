import type { Queryable } from './database';
import { empty, json } from './http';
import { quoteIdent, restError, SqlParams } from './rest-query';

interface RpcCandidate {
  name: string;
  argNames: string[];
  argTypes: string[];
  /** How many trailing arguments have defaults. */
  defaults: number;
  returnsSet: boolean;
  returnType: string;
  /** pg_proc.provolatile: 'i'mmutable, 's'table or 'v'olatile. */
  volatility: 'i' | 's' | 'v';
}

/** Functions of the exposed schema `public` with this name (overloads), from the catalog. */
async function candidates(tx: Queryable, name: string): Promise<RpcCandidate[]> {
  const rows = await tx.query<{ fn: string }>(
    `select json_build_object(
       'name', p.proname,
       'argNames', coalesce(p.proargnames, '{}'::text[]),
       'argTypes', array(select format_type(t, null) from unnest(p.proargtypes) with ordinality a(t, i) order by i),
       'defaults', p.pronargdefaults,
       'returnsSet', p.proretset,
       'returnType', format_type(p.prorettype, null),
       'volatility', p.provolatile
     )::text as fn
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f'
       and p.prorettype <> 'trigger'::regtype and p.pronargs = cardinality(p.proargtypes)`,
    [name],
  );
  return rows.rows.map((row) => JSON.parse(row.fn) as RpcCandidate);
}

/** PostgREST picks the overload whose named arguments are exactly the body's keys (defaults may be left out). */
function pick(list: RpcCandidate[], keys: string[]): RpcCandidate | undefined {
  return list.find((fn) => {
    const names = fn.argNames.slice(0, fn.argTypes.length);
    const required = names.slice(0, names.length - fn.defaults);
    return keys.every((key) => names.includes(key)) && required.every((name) => keys.includes(name));
  });
}

function argumentText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * `POST /rest/v1/rpc/<name>` with named arguments as a JSON object, as PostgREST serves it: the function runs inside
 * the request's transaction, as the caller's role (so EXECUTE grants, SECURITY DEFINER and RLS decide). Only
 * functions of the exposed schema `public` are reachable; the function name and argument names come from the
 * catalog, values are bound parameters. Set-returning functions answer a JSON array, void ones 204.
 */
export async function callRpc(
  req: Request,
  name: string,
  args: unknown,
  run: <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>,
): Promise<Response> {
  if (req.method !== 'POST') {
    throw restError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
  }
  const body = args === undefined ? {} : args;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw restError(400, 'PGRST102', 'Empty or invalid json', 'Send the arguments as one JSON object');
  }
  const values = body as Record<string, unknown>;
  const keys = Object.keys(values);
  const result = await run(async (tx) => {
    const fn = pick(await candidates(tx, name), keys);
    if (!fn) throw noSuchFunction(name, keys);
    // PostgREST runs STABLE and IMMUTABLE functions in a read-only transaction: a write inside one fails (25006).
    if (fn.volatility !== 'v') await tx.query('set transaction read only');
    const params = new SqlParams();
    const call = `public.${quoteIdent(fn.name)}(${keys
      .map((key) => {
        const type = fn.argTypes[fn.argNames.indexOf(key)] ?? 'text';
        return `${quoteIdent(key)} => ${params.typed(argumentText(values[key]), type)}`;
      })
      .join(', ')})`;
    if (fn.returnType === 'void') {
      await tx.query(`select ${call}`, params.values);
      return null;
    }
    const sql = fn.returnsSet
      ? `select count(*)::int as n, coalesce(jsonb_agg(_r), '[]'::jsonb)::text as body from ${call} _r`
      : `select 1 as n, to_jsonb(${call})::text as body`;
    const rows = await tx.query<{ n: number; body: string | null }>(sql, params.values);
    return { n: rows.rows[0]?.n ?? 0, body: rows.rows[0]?.body ?? 'null' };
  });
  if (result === null) return empty(204);
  // A scalar answer is one row (0-0/*), a set as many as it holds (rangeStatusHeader, src/PostgREST/Response.hs).
  return json(200, result.body, { 'Content-Range': `${result.n > 0 ? `0-${result.n - 1}` : '*'}/*` });
}

/** NoRpc of src/PostgREST/Error.hs, for a call with a JSON object body. */
function noSuchFunction(name: string, keys: string[]) {
  const fn = `public.${name}`;
  const params = keys.length === 0 ? ' without parameters' : `(${keys.join(', ')})`;
  const searched =
    keys.length === 0
      ? ' without parameters'
      : ` with parameter${keys.length > 1 ? 's' : ''} ${keys.join(', ')}`;
  return restError(
    404,
    'PGRST202',
    `Could not find the function ${fn}${params} in the schema cache`,
    `Searched for the function ${fn}${searched} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
  );
}
