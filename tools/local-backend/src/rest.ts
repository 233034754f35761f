import type { BackendContext } from './context';
import { isPgError, timeoutMs, type Queryable } from './database';
import { empty, HttpError, json, mediaType, parseJsonBody, readBody } from './http';
import type { ApiRole, Claims } from './jwt';
import {
  buildOrder,
  buildSelectList,
  buildWhere,
  parseRange,
  parseSelect,
  quoteIdent,
  restError,
  SqlParams,
  tableOrThrow,
  toSqlText,
  writeColumns,
} from './rest-query';
import { callRpc } from './rpc';
import type { TableInfo } from './schema';

export interface Caller {
  role: ApiRole;
  claims: Claims;
}

const ALIAS = '_t0';

/** PostgREST's mapping of SQLSTATE (and, for a few, the message) to HTTP status: mapSQLtoHTTP in src/PostgREST/Error.hs. */
export function statusForSqlState(code: string, role: ApiRole, message = ''): number {
  switch (code) {
    case '42501':
      return role === 'anon' ? 401 : 403;
    case 'P0001':
      return 400;
    case '23503':
    case '23505':
      return 409;
    case '25006':
      return 405;
    // pg-safeupdate's refusal is the client's fault; any other cardinality violation is the function's.
    case '21000':
      return message.endsWith('requires a WHERE clause') ? 400 : 500;
    // A JWT naming a role that does not exist.
    case '22023':
      return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
    case '42883':
      return message.startsWith('function xmlagg(') ? 406 : 404;
    case '42P01':
      return 404;
    case '42P17':
    case '53400':
      return 500;
    // terminating connection due to administrator command: the server is restarting, try again.
    case '57P01':
      return 503;
  }
  const errorClass = code.slice(0, 2);
  if (['08', '53'].includes(errorClass)) return 503;
  if (['0L', '0P', '28'].includes(errorClass)) return 403;
  // RAISE SQLSTATE 'PT404' and the like: the status is in the code.
  if (errorClass === 'PT') {
    const status = Number(code.slice(2));
    return Number.isInteger(status) && status >= 100 && status <= 599 ? status : 500;
  }
  if (
    ['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'XX', 'P0'].includes(
      errorClass,
    )
  ) {
    return 500;
  }
  return 400;
}

export function pgErrorToHttp(error: unknown, role: ApiRole): HttpError | null {
  if (!isPgError(error) || !/^[0-9A-Z]{5}$/.test(error.code)) return null;
  // A lost or refused connection (class 08, 57P0x while the server restarts) is PostgREST's connection error, not a
  // statement's: toHttpError answers it 503 PGRST001.
  if (/^(08|57P0)/.test(error.code)) return null;
  const answer = restError(
    statusForSqlState(error.code, role, error.message),
    error.code,
    error.message,
    error.detail ?? null,
    error.hint ?? null,
  );
  // PostgREST asks for credentials on every 401 a database error causes (ErrorHeaders PgError).
  if (answer.status === 401) answer.headers['WWW-Authenticate'] = 'Bearer';
  return answer;
}

interface Preferences {
  returnRepresentation: boolean;
  /** return=minimal asked for by name (the default, but only then does PostgREST say it applied it). */
  returnMinimal: boolean;
  countExact: boolean;
  /** The count preference as asked (exact, planned or estimated); all three count exactly here. */
  count: string | null;
  missingDefault: boolean;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
}

function parsePrefer(header: string | string[] | undefined): Preferences {
  const items = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((item) => item.trim());
  const resolution = items.find((item) => item.startsWith('resolution='))?.slice('resolution='.length);
  const count = items.find((item) => /^count=(exact|planned|estimated)$/.test(item)) ?? null;
  return {
    returnRepresentation: items.includes('return=representation'),
    returnMinimal: items.includes('return=minimal'),
    countExact: count !== null,
    count,
    missingDefault: items.includes('missing=default'),
    resolution: resolution === 'merge-duplicates' || resolution === 'ignore-duplicates' ? resolution : null,
  };
}

/**
 * The Preference-Applied header PostgREST sends for the preferences it honoured, in its order (prefAppliedHeader in
 * src/PostgREST/ApiRequest/Preferences.hs); reads honour only the count.
 */
function preferenceApplied(prefer: Preferences, forWrite: boolean): Record<string, string> {
  const applied = forWrite
    ? [
        prefer.resolution ? `resolution=${prefer.resolution}` : null,
        prefer.returnRepresentation
          ? 'return=representation'
          : prefer.returnMinimal
            ? 'return=minimal'
            : null,
        prefer.count,
        prefer.missingDefault ? 'missing=default' : null,
      ]
    : [prefer.count];
  const value = applied.filter((item) => item !== null).join(', ');
  return value ? { 'Preference-Applied': value } : {};
}

/** Content-Range as PostgREST writes it (contentRangeH in src/PostgREST/RangeQuery.hs). */
function contentRange(lower: number, upper: number, total: number | undefined): string {
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${range}/${total ?? '*'}`;
}

const OBJECT_JSON = 'application/vnd.pgrst.object+json; charset=utf-8';

type Shape = 'array' | 'object';

function responseShape(accept: string | undefined): { shape: Shape; stripNulls: boolean } {
  const ranges = (accept ?? '*/*').split(',').map((range) => range.trim().toLowerCase());
  for (const range of ranges) {
    const type = mediaType(range);
    const stripNulls = /;\s*nulls=stripped/.test(range);
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') {
      return { shape: 'object', stripNulls };
    }
    if (['application/json', 'application/vnd.pgrst.array+json', '*/*', 'application/*'].includes(type)) {
      return { shape: 'array', stripNulls };
    }
  }
  throw restError(406, 'PGRST107', `None of these media types are available: ${accept ?? ''}`);
}

/** Runs inside the request's transaction: the role and JWT claims PostgREST would set, so RLS decides. */
async function becomeCaller(
  ctx: BackendContext,
  tx: Queryable,
  caller: Caller,
  method: string,
  path: string,
): Promise<void> {
  // PostgREST applies the impersonated role's settings (hosted: anon 3s, authenticated 8s statement_timeout).
  await tx.query(
    `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
            set_config('request.method', $3, true), set_config('request.path', $4, true),
            set_config('statement_timeout', $5, true)`,
    [caller.role, JSON.stringify(caller.claims), method, path, ctx.statementTimeouts[caller.role] ?? '0'],
  );
  tx.enforceStatementTimeout?.(timeoutMs(ctx.statementTimeouts[caller.role]));
}

/** Thrown inside a transaction to roll it back and answer with `error`. */
class Abort extends Error {
  constructor(readonly error: HttpError) {
    super(error.message);
  }
}

/** SingularityError of src/PostgREST/Error.hs. */
function singleRowError(count: number): HttpError {
  return restError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${count} rows`,
    null,
  );
}

/** The rows of `innerSql` as one JSON array, refused (local_rest.bounded_body) when larger than `maxBytes`. */
function aggregate(innerSql: string, stripNulls: boolean, maxBytes: number): string {
  const json = `coalesce(json_agg(_r), '[]'::json)`;
  const body = `${stripNulls ? `json_strip_nulls(${json})` : json}::text`;
  return `select count(*)::int as n, local_rest.bounded_body(${body}, ${maxBytes}) as body from (${innerSql}) _r`;
}

function bodyFor(shape: Shape, body: string): string {
  if (shape === 'array') return body;
  return JSON.stringify((JSON.parse(body) as unknown[])[0]);
}

async function read(ctx: BackendContext, req: Request, table: TableInfo, url: URL, caller: Caller) {
  const { shape, stripNulls } = responseShape(req.headers.get('accept') ?? undefined);
  const prefer = parsePrefer(req.headers.get('prefer') ?? undefined);
  const params = new SqlParams();
  const select = buildSelectList(
    ctx.schema,
    table,
    ALIAS,
    parseSelect(url.searchParams.get('select') ?? '*'),
    ctx.maxEmbeddedRows,
  );
  const where = buildWhere(url, table, ALIAS, params);
  const filter = select.where ? (where ? `${where}${select.where}` : ` where true${select.where}`) : where;
  const order = buildOrder(url, table, ALIAS);
  const requested = parseRange(url, req.headers.get('range') ?? undefined);
  const { offset } = requested;
  // PostgREST's db-max-rows (1000 on hosted Supabase): no response holds more, whatever limit was asked.
  const limit = Math.min(requested.limit ?? ctx.maxRows, ctx.maxRows);
  const from = `from public.${quoteIdent(table.name)} ${ALIAS}${filter}`;
  const page = ` limit ${limit}${offset ? ` offset ${offset}` : ''}`;
  const result = await ctx.db.transaction(async (tx) => {
    await becomeCaller(ctx, tx, caller, 'GET', url.pathname);
    const rows = await tx.query<{ n: number; body: string }>(
      aggregate(`select ${select.list} ${from}${order}${page}`, stripNulls, ctx.maxResponseBytes),
      params.values,
    );
    const total = prefer.countExact
      ? (await tx.query<{ n: number }>(`select count(*)::int as n ${from}`, params.values)).rows[0]?.n
      : undefined;
    return { n: rows.rows[0]?.n ?? 0, body: rows.rows[0]?.body ?? '[]', total };
  });
  // rangeStatusHeader (src/PostgREST/RangeQuery.hs): with a count, an offset past the end is 416 and a page short of
  // the total is 206 Partial Content.
  const upper = offset + result.n - 1;
  const total = result.total;
  if (total !== undefined && offset > total) {
    throw restError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    );
  }
  if (shape === 'object' && result.n !== 1) throw singleRowError(result.n);
  const status = total !== undefined && result.n < total ? 206 : 200;
  const headers = {
    'Content-Range': contentRange(offset, upper, total),
    ...preferenceApplied(prefer, false),
    ...(shape === 'object' ? { 'Content-Type': OBJECT_JSON } : {}),
  };
  if (req.method === 'HEAD') {
    return empty(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  }
  return json(status, bodyFor(shape, result.body), headers);
}

async function readJsonBody(ctx: BackendContext, req: Request): Promise<unknown> {
  const raw = await readBody(req, ctx.maxBodyBytes, () =>
    restError(
      413,
      'PGRST413',
      'Payload too large',
      `The request body is limited to ${ctx.maxBodyBytes} bytes`,
    ),
  );
  const type = mediaType(req.headers.get('content-type'));
  if (type !== 'application/json') {
    throw restError(415, 'PGRST107', `Content-Type not acceptable: ${req.headers.get('content-type') ?? ''}`);
  }
  const invalid = (message: string) => restError(400, 'PGRST102', 'Empty or invalid json', message);
  const body = parseJsonBody(raw, invalid);
  if (body === undefined) throw invalid('The request body is empty');
  return body;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Shared tail of insert/update/delete: RETURNING through a CTE when the caller wants the rows back. */
async function runWrite(
  ctx: BackendContext,
  req: Request,
  url: URL,
  caller: Caller,
  table: TableInfo,
  statement: string,
  params: SqlParams,
  successStatus: number,
) {
  const isInsert = successStatus === 201;
  const { shape, stripNulls } = responseShape(req.headers.get('accept') ?? undefined);
  const prefer = parsePrefer(req.headers.get('prefer') ?? undefined);
  const wantRows = prefer.returnRepresentation;
  const select = wantRows
    ? buildSelectList(
        ctx.schema,
        table,
        ALIAS,
        parseSelect(url.searchParams.get('select') ?? '*'),
        ctx.maxEmbeddedRows,
      )
    : null;
  const result = await ctx.db.transaction(async (tx) => {
    await becomeCaller(ctx, tx, caller, req.method, url.pathname);
    let n: number;
    let body = '';
    if (select) {
      const sql = `with _m as (${statement} returning *) ${aggregate(`select ${select.list} from _m ${ALIAS}`, stripNulls, ctx.maxResponseBytes)}`;
      const rows = await tx.query<{ n: number; body: string }>(sql, params.values);
      n = rows.rows[0]?.n ?? 0;
      body = rows.rows[0]?.body ?? '[]';
    } else {
      n = (await tx.query(statement, params.values)).affectedRows;
    }
    // PostgREST undoes a write that touched other than one row when one object was asked for.
    if (shape === 'object' && n !== 1) throw new Abort(singleRowError(n));
    return { n, body };
  });
  // actionResponse (src/PostgREST/Response.hs): an insert or delete says `*/*` (or `*/<count>`), an update the rows.
  const isUpdate = req.method === 'PATCH';
  const total = prefer.countExact ? result.n : undefined;
  const headers = {
    'Content-Range': isUpdate ? contentRange(0, result.n - 1, total) : contentRange(1, 0, total),
    ...preferenceApplied(prefer, true),
  };
  if (!wantRows) {
    return empty(isInsert ? 201 : 204, headers);
  }
  return json(isInsert ? 201 : 200, bodyFor(shape, result.body), {
    ...headers,
    ...(shape === 'object' ? { 'Content-Type': OBJECT_JSON } : {}),
  });
}

async function insert(ctx: BackendContext, req: Request, table: TableInfo, url: URL, caller: Caller) {
  const body = await readJsonBody(ctx, req);
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isRecord)) {
    throw restError(400, 'PGRST102', 'Empty or invalid json', 'Expected an object or an array of objects');
  }
  const prefer = parsePrefer(req.headers.get('prefer') ?? undefined);
  if (rows.length === 0) {
    return json(201, prefer.returnRepresentation ? '[]' : '', { 'Content-Range': '*/*' });
  }
  const columns = writeColumns(url, rows, table);
  const params = new SqlParams();
  const target = `public.${quoteIdent(table.name)} as ${ALIAS}`;
  let statement: string;
  if (columns.length === 0) {
    if (rows.length !== 1) throw restError(400, 'PGRST102', 'Empty or invalid json', 'Rows without columns');
    statement = `insert into ${target} default values`;
  } else {
    const tuples = rows.map(
      (row) =>
        `(${columns
          .map((column) => {
            if (!(column.name in row)) return prefer.missingDefault ? 'default' : 'null';
            return params.typed(toSqlText(row[column.name], column), column.type);
          })
          .join(', ')})`,
    );
    statement = `insert into ${target} (${columns.map((c) => quoteIdent(c.name)).join(', ')}) values ${tuples.join(', ')}`;
  }
  if (prefer.resolution) {
    const onConflict = url.searchParams.get('on_conflict');
    const conflictColumns = onConflict ? onConflict.split(',').map((name) => name.trim()) : table.primaryKey;
    for (const name of conflictColumns) {
      if (!table.columns.has(name))
        throw restError(400, '42703', `column ${table.name}.${name} does not exist`);
    }
    const target = conflictColumns.map(quoteIdent).join(', ');
    const updates = columns.filter((column) => !conflictColumns.includes(column.name));
    statement +=
      prefer.resolution === 'ignore-duplicates' || updates.length === 0
        ? ` on conflict (${target}) do nothing`
        : ` on conflict (${target}) do update set ${updates
            .map((column) => `${quoteIdent(column.name)} = excluded.${quoteIdent(column.name)}`)
            .join(', ')}`;
  }
  return runWrite(ctx, req, url, caller, table, statement, params, 201);
}

async function update(ctx: BackendContext, req: Request, table: TableInfo, url: URL, caller: Caller) {
  const body = await readJsonBody(ctx, req);
  if (!isRecord(body)) throw restError(400, 'PGRST102', 'Empty or invalid json', 'Expected one object');
  const columns = writeColumns(url, [body], table);
  const params = new SqlParams();
  if (columns.length === 0) {
    return empty(204, { 'Content-Range': '*/*' });
  }
  const assignments = columns
    .filter((column) => column.name in body)
    .map(
      (column) =>
        `${quoteIdent(column.name)} = ${params.typed(toSqlText(body[column.name], column), column.type)}`,
    );
  const where = requireWhere('UPDATE', buildWhere(url, table, ALIAS, params));
  const statement = `update public.${quoteIdent(table.name)} as ${ALIAS} set ${assignments.join(', ')}${where}`;
  return runWrite(ctx, req, url, caller, table, statement, params, 200);
}

/**
 * Hosted Supabase loads pg-safeupdate for the API: an UPDATE or DELETE without a filter fails with SQLSTATE 21000,
 * which PostgREST answers 400 (https://supabase.com/docs/guides/database/extensions/pg-safeupdate).
 */
function requireWhere(command: 'UPDATE' | 'DELETE', where: string): string {
  if (!where) throw restError(400, '21000', `${command} requires a WHERE clause`);
  return where;
}

async function remove(ctx: BackendContext, req: Request, table: TableInfo, url: URL, caller: Caller) {
  const params = new SqlParams();
  const where = requireWhere('DELETE', buildWhere(url, table, ALIAS, params));
  const statement = `delete from public.${quoteIdent(table.name)} as ${ALIAS}${where}`;
  return runWrite(ctx, req, url, caller, table, statement, params, 200);
}

async function rpc(ctx: BackendContext, req: Request, name: string, url: URL, caller: Caller) {
  const raw = await readBody(req, ctx.maxBodyBytes, () =>
    restError(
      413,
      'PGRST413',
      'Payload too large',
      `The request body is limited to ${ctx.maxBodyBytes} bytes`,
    ),
  );
  if (raw.length > 0 && mediaType(req.headers.get('content-type')) !== 'application/json') {
    throw restError(415, 'PGRST107', `Content-Type not acceptable: ${req.headers.get('content-type') ?? ''}`);
  }
  const args = parseJsonBody(raw, (message) => restError(400, 'PGRST102', 'Empty or invalid json', message));
  try {
    return await callRpc(req, name, args, (work) =>
      ctx.db.transaction(async (tx) => {
        await becomeCaller(ctx, tx, caller, 'POST', url.pathname);
        return work(tx);
      }),
    );
  } catch (error) {
    throw pgErrorToHttp(error, caller.role) ?? error;
  }
}

export async function handleRest(
  ctx: BackendContext,
  req: Request,
  path: string,
  url: URL,
  caller: Caller,
): Promise<Response> {
  const profile = req.headers.get(
    req.method === 'GET' || req.method === 'HEAD' ? 'accept-profile' : 'content-profile',
  );
  if (profile !== null && profile !== 'public') {
    throw restError(
      406,
      'PGRST106',
      `Invalid schema: ${String(profile)}`,
      null,
      'Only the following schemas are exposed: public',
    );
  }
  const name = decodeURIComponent(path.replace(/^\/+/, ''));
  if (name.startsWith('rpc/')) {
    return rpc(ctx, req, name.slice('rpc/'.length), url, caller);
  }
  if (name === '' || name.includes('/')) {
    throw restError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);
  }
  const table = tableOrThrow(ctx.schema, name);
  try {
    switch (req.method) {
      case 'GET':
      case 'HEAD':
        return await read(ctx, req, table, url, caller);
      case 'POST':
        return await insert(ctx, req, table, url, caller);
      case 'PATCH':
        return await update(ctx, req, table, url, caller);
      case 'DELETE':
        return await remove(ctx, req, table, url, caller);
      default:
        throw restError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
    }
  } catch (error) {
    if (error instanceof Abort) throw error.error;
    throw pgErrorToHttp(error, caller.role) ?? error;
  }
}
