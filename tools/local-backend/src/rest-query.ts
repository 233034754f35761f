import { HttpError } from './http';
import type { ColumnInfo, SchemaCache, TableInfo } from './schema';

/** PostgREST's error body. */
export function restError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): HttpError {
  // PostgREST names the error in Proxy-Status on every error answer (src/PostgREST/Error.hs, errorResponseFor).
  return new HttpError(
    status,
    { code, details, hint, message },
    { 'Proxy-Status': `PostgREST; error=${code}` },
  );
}

const parseError = (what: string, details: string) =>
  restError(400, 'PGRST100', `failed to parse ${what}`, details);

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const ALLOWED_CASTS = new Set([
  'text',
  'int',
  'int4',
  'int8',
  'integer',
  'bigint',
  'numeric',
  'float8',
  'bool',
  'boolean',
  'json',
  'jsonb',
  'date',
  'uuid',
  'timestamptz',
]);

export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** The PostgreSQL wire protocol numbers bound parameters with 16 bits. */
export const MAX_BOUND_PARAMETERS = 65535;

/** Collects bound values; SQL text only ever holds `$n` placeholders for them. */
export class SqlParams {
  readonly values: (string | null)[] = [];

  /** A placeholder read as text and converted by the column type's own input function. */
  typed(value: string | null, type: string): string {
    if (this.values.length >= MAX_BOUND_PARAMETERS) {
      throw restError(
        413,
        'PGRST413',
        'Payload too large',
        `One request may carry at most ${MAX_BOUND_PARAMETERS} values; send the rows in smaller batches`,
      );
    }
    this.values.push(value);
    const placeholder = `$${this.values.length}::text`;
    return type === 'text' ? placeholder : `${placeholder}::${type}`;
  }
}

/** Splits on `separator` outside parentheses, braces and double quotes. */
export function splitTopLevel(input: string, separator = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < input.length; i++) {
    const char = input[i] as string;
    if (quoted) {
      current += char;
      if (char === '\\' && i + 1 < input.length) current += input[++i];
      else if (char === '"') quoted = false;
      continue;
    }
    if (char === '"') quoted = true;
    else if (char === '(' || char === '{') depth++;
    else if (char === ')' || char === '}') depth--;
    if (depth < 0) throw parseError('parameter', `unbalanced parentheses in "${input}"`);
    if (char === separator && depth === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  if (depth !== 0 || quoted) throw parseError('parameter', `unbalanced parentheses or quotes in "${input}"`);
  parts.push(current);
  return parts;
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

export function tableOrThrow(schema: SchemaCache, name: string): TableInfo {
  const table = schema.tables.get(name);
  if (!table) {
    throw restError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);
  }
  return table;
}

export function columnOrThrow(table: TableInfo, name: string): ColumnInfo {
  const column = IDENTIFIER.test(name) ? table.columns.get(name) : undefined;
  if (!column) throw restError(400, '42703', `column ${table.name}.${name} does not exist`);
  return column;
}

// ---- select=

type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; column: string; alias: string | null; cast: string | null }
  | { kind: 'embed'; relation: string; alias: string | null; inner: boolean; items: SelectItem[] };

const EMBED = /^(?:([A-Za-z_]\w*):)?([A-Za-z_]\w*)(?:!(inner|left))?\(([\s\S]*)\)$/;
const COLUMN = /^(?:([A-Za-z_]\w*):)?([A-Za-z_]\w*)(?:::([a-z0-9]+))?$/;

export function parseSelect(input: string): SelectItem[] {
  if (input === '') return [{ kind: 'star' }];
  return splitTopLevel(input).map((part): SelectItem => {
    if (part === '*') return { kind: 'star' };
    const embed = EMBED.exec(part);
    if (embed) {
      return {
        kind: 'embed',
        alias: embed[1] ?? null,
        relation: embed[2] as string,
        inner: embed[3] === 'inner',
        items: parseSelect(embed[4] as string),
      };
    }
    const column = COLUMN.exec(part);
    if (column) {
      const cast = column[3] ?? null;
      if (cast && !ALLOWED_CASTS.has(cast))
        throw parseError('select parameter', `unsupported cast "${cast}"`);
      return { kind: 'column', alias: column[1] ?? null, column: column[2] as string, cast };
    }
    throw parseError(`select parameter (${input})`, `unexpected "${part}"`);
  });
}

/**
 * The SELECT list for `items` of `table` aliased `alias`, embedding related tables through foreign keys. Each
 * embedded row counts against `embeddedRowBudget` for the whole response (local_rest.embedded_row in bootstrap.sql):
 * embeddings multiply, so a select that embeds back and forth would otherwise build millions of rows.
 */
export function buildSelectList(
  schema: SchemaCache,
  table: TableInfo,
  alias: string,
  items: SelectItem[],
  embeddedRowBudget: number,
  depth = 0,
) {
  if (depth > 3) throw parseError('select parameter', 'embedding is limited to 3 levels');
  const parts: string[] = [];
  const innerJoins: string[] = [];
  for (const item of items) {
    if (item.kind === 'star') {
      parts.push(`${alias}.*`);
    } else if (item.kind === 'column') {
      columnOrThrow(table, item.column);
      const cast = item.cast ? `::${item.cast}` : '';
      parts.push(`${alias}.${quoteIdent(item.column)}${cast} as ${quoteIdent(item.alias ?? item.column)}`);
    } else {
      const related = schema.tables.get(item.relation);
      if (!related) {
        throw restError(
          400,
          'PGRST200',
          `Could not find a relationship between '${table.name}' and '${item.relation}' in the schema cache`,
        );
      }
      const inner = `_t${depth + 1}`;
      const nested = buildSelectList(schema, related, inner, item.items, embeddedRowBudget, depth + 1);
      const counted = `where local_rest.embedded_row(${embeddedRowBudget})`;
      const toOne = schema.foreignKeys.find(
        (fk) => fk.fromTable === table.name && fk.toTable === related.name,
      );
      const toMany = schema.foreignKeys.find(
        (fk) => fk.fromTable === related.name && fk.toTable === table.name,
      );
      const name = quoteIdent(item.alias ?? item.relation);
      let expression: string;
      let exists: string;
      if (toOne) {
        const join = `${inner}.${quoteIdent(toOne.toColumn)} = ${alias}.${quoteIdent(toOne.fromColumn)}`;
        const from = `from public.${quoteIdent(related.name)} ${inner} where ${join}${nested.where}`;
        expression = `(select row_to_json(_e) from (select ${nested.list} ${from} limit 1) _e ${counted})`;
        exists = `exists (select 1 ${from})`;
      } else if (toMany) {
        const join = `${inner}.${quoteIdent(toMany.fromColumn)} = ${alias}.${quoteIdent(toMany.toColumn)}`;
        const from = `from public.${quoteIdent(related.name)} ${inner} where ${join}${nested.where}`;
        expression = `coalesce((select json_agg(_e) from (select ${nested.list} ${from}) _e ${counted}), '[]'::json)`;
        exists = `exists (select 1 ${from})`;
      } else {
        throw restError(
          400,
          'PGRST200',
          `Could not find a relationship between '${table.name}' and '${related.name}' in the schema cache`,
        );
      }
      parts.push(`${expression} as ${name}`);
      if (item.inner) innerJoins.push(exists);
    }
  }
  return { list: parts.join(', '), where: innerJoins.map((clause) => ` and ${clause}`).join('') };
}

// ---- filters

type Condition =
  | { kind: 'filter'; column: string; negate: boolean; operator: string; value: string }
  | { kind: 'logic'; operator: 'and' | 'or'; negate: boolean; children: Condition[] };

const COMPARISON = new Map([
  ['eq', '='],
  ['neq', '<>'],
  ['gt', '>'],
  ['gte', '>='],
  ['lt', '<'],
  ['lte', '<='],
]);
const PATTERN = new Map([
  ['like', 'like'],
  ['ilike', 'ilike'],
  ['match', '~'],
  ['imatch', '~*'],
]);
const IS_VALUES = new Map([
  ['null', 'null'],
  ['not_null', 'not null'],
  ['true', 'true'],
  ['false', 'false'],
  ['unknown', 'unknown'],
]);

/** `[not.]operator.value` as in `?title=not.eq.Hello`. */
function parseFilter(column: string, raw: string, inLogicTree: boolean): Condition {
  let rest = raw;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot < 0) throw parseError(`filter (${raw})`, `expected an operator and a value in "${raw}"`);
  const operator = rest.slice(0, dot);
  const value = rest.slice(dot + 1);
  if (!COMPARISON.has(operator) && !PATTERN.has(operator) && !['in', 'is', 'isdistinct'].includes(operator)) {
    throw parseError(`filter (${raw})`, `unknown operator "${operator}"`);
  }
  return { kind: 'filter', column, negate, operator, value: inLogicTree ? unquote(value) : value };
}

/** `(a.eq.1,b.gt.2,and(c.is.null,d.neq.x))` as in `?or=(...)`. */
function parseLogicTree(operator: 'and' | 'or', negate: boolean, raw: string): Condition {
  if (!raw.startsWith('(') || !raw.endsWith(')')) {
    throw parseError(`logic tree (${raw})`, 'expected a parenthesised list of conditions');
  }
  const children = splitTopLevel(raw.slice(1, -1)).map((part): Condition => {
    const logic = /^(not\.)?(and|or)(\(.*\))$/s.exec(part);
    if (logic) return parseLogicTree(logic[2] as 'and' | 'or', Boolean(logic[1]), logic[3] as string);
    const dot = part.indexOf('.');
    if (dot < 0) throw parseError(`logic tree (${raw})`, `unexpected "${part}"`);
    return parseFilter(part.slice(0, dot), part.slice(dot + 1), true);
  });
  return { kind: 'logic', operator, negate, children };
}

function parseInList(raw: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')'))
    throw parseError(`filter (in.${raw})`, 'expected a list "(a,b)"');
  const inner = raw.slice(1, -1);
  return inner === '' ? [] : splitTopLevel(inner).map((value) => unquote(value.trim()));
}

/**
 * The most pattern atoms a `match`/`imatch` regular expression may expand to. PostgreSQL compiles a bounded
 * repetition `x{m,n}` by copying `x` n times, so nested ones multiply: `(a{255}){255}` is 65,025 atoms, which
 * PostgreSQL refuses as too complex, while PGlite's WebAssembly build already fails at about 15,000 with an internal
 * error (XX000). 10,000 stays below both.
 */
export const MAX_REGEX_ATOMS = 10_000;

/** How many atoms `pattern` expands to, counting each bounded repetition as that many copies. */
export function regexAtoms(pattern: string): number {
  const groups: { total: number; last: number }[] = [{ total: 0, last: 0 }];
  const top = () => groups[groups.length - 1]!;
  const atom = (size: number) => {
    top().total += size;
    top().last = size;
  };
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === '\\') {
      i++;
      atom(1);
    } else if (char === '[') {
      i++;
      if (pattern[i] === '^') i++;
      if (pattern[i] === ']') i++;
      while (i < pattern.length && pattern[i] !== ']') {
        const kind = pattern[i + 1];
        if (pattern[i] === '[' && (kind === ':' || kind === '.' || kind === '=')) {
          const close = pattern.indexOf(`${kind}]`, i + 2);
          i = close < 0 ? pattern.length : close + 2;
        } else i++;
      }
      atom(1);
    } else if (char === '(') {
      if (pattern[i + 1] === '?') i += 2;
      groups.push({ total: 0, last: 0 });
    } else if (char === ')' && groups.length > 1) {
      const group = groups.pop()!.total;
      atom(group);
    } else if (char === '{') {
      const bound = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i));
      if (!bound) {
        atom(1);
        continue;
      }
      const low = Number(bound[1]);
      const copies = bound[2] === undefined ? low : bound[3] ? Number(bound[3]) : low + 1;
      top().total += top().last * (copies - 1);
      top().last *= copies;
      i += bound[0].length - 1;
    } else if (char !== '*' && char !== '+' && char !== '?' && char !== '|') {
      atom(1);
    }
  }
  return groups.reduce((sum, open) => sum + open.total, 0);
}

function compileCondition(condition: Condition, table: TableInfo, alias: string, params: SqlParams): string {
  if (condition.kind === 'logic') {
    const joined = condition.children
      .map((child) => compileCondition(child, table, alias, params))
      .join(condition.operator === 'and' ? ' and ' : ' or ');
    const clause = `(${joined || 'true'})`;
    return condition.negate ? `not ${clause}` : clause;
  }
  const column = columnOrThrow(table, condition.column);
  const ref = `${alias}.${quoteIdent(column.name)}`;
  const { operator, value } = condition;
  const comparison = COMPARISON.get(operator);
  const pattern = PATTERN.get(operator);
  let clause: string;
  if (comparison) {
    clause = `${ref} ${comparison} ${params.typed(value, column.type)}`;
  } else if (pattern) {
    const text = operator.endsWith('like') ? value.replace(/\*/g, '%') : value;
    if (!operator.endsWith('like') && regexAtoms(text) > MAX_REGEX_ATOMS) {
      // PostgreSQL's own answer to a pattern it cannot compile (REG_ETOOBIG), which PostgREST answers 400.
      throw restError(400, '2201B', 'invalid regular expression: regular expression is too complex');
    }
    clause = `${ref}::text ${pattern} ${params.typed(text, 'text')}`;
  } else if (operator === 'in') {
    const values = parseInList(value);
    clause = values.length
      ? `${ref} in (${values.map((v) => params.typed(v, column.type)).join(', ')})`
      : 'false';
  } else if (operator === 'is') {
    const keyword = IS_VALUES.get(value.toLowerCase());
    if (!keyword) throw parseError(`filter (is.${value})`, 'expected null, not_null, true, false or unknown');
    clause = `${ref} is ${keyword}`;
  } else {
    clause = `${ref} is distinct from ${params.typed(value, column.type)}`;
  }
  return condition.negate ? `not (${clause})` : clause;
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'apikey']);

/** The WHERE clause (or '') of the filters in the query string. */
export function buildWhere(url: URL, table: TableInfo, alias: string, params: SqlParams): string {
  const clauses: string[] = [];
  for (const [key, value] of url.searchParams) {
    if (RESERVED.has(key)) continue;
    const logic = /^(not\.)?(and|or)$/.exec(key);
    const condition = logic
      ? parseLogicTree(logic[2] as 'and' | 'or', Boolean(logic[1]), value)
      : parseFilter(key, value, false);
    clauses.push(compileCondition(condition, table, alias, params));
  }
  return clauses.length ? ` where ${clauses.join(' and ')}` : '';
}

export function buildOrder(url: URL, table: TableInfo, alias: string): string {
  const raw = url.searchParams.get('order');
  if (!raw) return '';
  const terms = raw.split(',').map((term) => {
    const [name = '', ...modifiers] = term.split('.');
    const column = columnOrThrow(table, name);
    let direction = '';
    let nulls = '';
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') direction = ` ${modifier}`;
      else if (modifier === 'nullsfirst') nulls = ' nulls first';
      else if (modifier === 'nullslast') nulls = ' nulls last';
      else throw parseError(`order (${raw})`, `unexpected "${modifier}"`);
    }
    return `${alias}.${quoteIdent(column.name)}${direction}${nulls}`;
  });
  return ` order by ${terms.join(', ')}`;
}

function nonNegativeInt(raw: string | null, what: string): number | null {
  if (raw === null || raw === '') return null;
  if (!/^\d{1,9}$/.test(raw)) throw parseError(what, `expected a non-negative integer, got "${raw}"`);
  return Number(raw);
}

/** limit/offset from the query string, or from a `Range: 0-9` header. */
export function parseRange(
  url: URL,
  rangeHeader: string | undefined,
): { limit: number | null; offset: number } {
  let limit = nonNegativeInt(url.searchParams.get('limit'), 'limit parameter');
  let offset = nonNegativeInt(url.searchParams.get('offset'), 'offset parameter') ?? 0;
  const range = rangeHeader ? /^(?:items=)?(\d+)-(\d*)$/.exec(rangeHeader.trim()) : null;
  if (range) {
    const from = Number(range[1]);
    const to = range[2] ? Number(range[2]) : null;
    offset = Math.max(offset, from);
    if (to !== null) limit = Math.min(limit ?? Infinity, to - from + 1);
  }
  return { limit, offset };
}

/** The columns a write names: the `columns` parameter (`"a","b"` or `a,b`) or the keys of the rows. */
export function writeColumns(url: URL, rows: Record<string, unknown>[], table: TableInfo): ColumnInfo[] {
  const param = url.searchParams.get('columns');
  const names = param
    ? splitTopLevel(param).map((name) => unquote(name.trim()))
    : [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return names.map((name) => {
    const column = IDENTIFIER.test(name) ? table.columns.get(name) : undefined;
    if (!column) {
      throw restError(
        400,
        'PGRST204',
        `Could not find the '${name}' column of '${table.name}' in the schema cache`,
      );
    }
    return column;
  });
}

/** A JSON value as the text the column type's input function reads. */
export function toSqlText(value: unknown, column: ColumnInfo): string | null {
  if (value === null || value === undefined) return null;
  if (column.isJson) return JSON.stringify(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
