import { handleAuth } from './auth';
import type { BackendContext } from './context';
import { AcquisitionTimeout } from './database';
import { loggable, surfaceOf, toHttpError, type Surface } from './errors';
import { handleFunction, PUBLIC_FUNCTIONS } from './functions';
import { API_VERSION, applyCors, empty, HttpError, json } from './http';
import { foreignClaim, verifyJwt } from './jwt';
import { sameSecret } from './random';
import { handleRest, type Caller } from './rest';
import { restError } from './rest-query';

/** The local backend's whole API (auth, REST, RPC, functions) as one function: Node serves it, a page calls it. */
export type FetchHandler = (request: Request, connection?: Connection) => Promise<Response>;

/** What the host knows of the connection a request came on. */
export interface Connection {
  /** The client's address: the key of per-address rate limits and of the request's lane. */
  remoteAddress: string;
}

export interface FetchHandlerOptions {
  /** Origins allowed besides any localhost origin. */
  corsOrigins: readonly string[];
  /** The dev outbox's pages, where the host keeps one (`/outbox`, `/outbox.json`, `/outbox/<file>`). */
  outbox?: (request: Request, path: string) => Promise<Response>;
  /** Runs a request's work in its lane of the database queue (PGlite in Node takes turns between lanes). */
  inLane?: <T>(lane: string, work: () => Promise<T>) => Promise<T>;
}

/** Where an in-process call comes from: one client, like every loopback caller of the Node server. */
const IN_PROCESS: Connection = { remoteAddress: 'in-process' };

export function createFetchHandler(ctx: BackendContext, options: FetchHandlerOptions): FetchHandler {
  const inLane = options.inLane ?? ((_lane, work) => work());
  return async (request, connection = IN_PROCESS) => {
    let surface: Surface = 'other';
    let response: Response;
    let url: URL | null = null;
    try {
      url = new URL(request.url);
      surface = surfaceOf(url.pathname);
      const target = url;
      response =
        request.method === 'OPTIONS'
          ? empty(204)
          : await inLane(laneOf(request, connection), () =>
              route(ctx, options, request, target, connection.remoteAddress),
            );
    } catch (thrown) {
      const error = toHttpError(thrown, surface);
      if (error.status >= 500 && !(thrown instanceof HttpError) && !(thrown instanceof AcquisitionTimeout)) {
        console.error(`local backend: ${request.method} answered ${error.status}:`, loggable(thrown));
      }
      // GoTrue answers `application/json` without a charset (sendJSON, internal/api/helpers.go).
      const headers =
        surface === 'auth' ? { 'Content-Type': 'application/json', ...error.headers } : error.headers;
      response = json(error.status, error.body, headers);
    }
    if (surface === 'auth') response.headers.set('X-Supabase-Api-Version', API_VERSION);
    // The dev outbox is never readable cross-origin, with or without credentials.
    if (url && !isOutboxPath(url.pathname)) applyCors(request, response.headers, options.corsOrigins);
    return response;
  };
}

/** Whose turn a request's database work takes on PGlite: the caller's token, else its address. */
function laneOf(req: Request, connection: Connection): string {
  return bearerToken(req) ?? connection.remoteAddress;
}

type Credential =
  { kind: 'none' } | { kind: 'token'; token: string } | { kind: 'malformed'; message: string };

/**
 * The Authorization header as PostgREST reads it (wai's extractBearerAuth, then three dot-separated parts), with
 * PostgREST's PGRST301 messages. A header that is not a bearer token is refused too, where PostgREST would ignore it:
 * a caller who sent credentials learns that they were not used instead of running as anon.
 */
function bearerCredential(req: Request): Credential {
  const header = req.headers.get('authorization');
  if (header === null) return { kind: 'none' };
  const [, scheme = '', rest = ''] = /^(\S*)\s*([\s\S]*)$/.exec(header) ?? [];
  if (scheme.toLowerCase() !== 'bearer') {
    return { kind: 'malformed', message: 'Authorization header is not a Bearer token' };
  }
  const token = rest.trim();
  if (!token) return { kind: 'malformed', message: 'Empty JWT is sent in Authorization header' };
  const parts = token.split('.').length;
  if (parts !== 3) return { kind: 'malformed', message: `Expected 3 parts in JWT; got ${parts}` };
  return { kind: 'token', token };
}

function bearerToken(req: Request): string | null {
  const credential = bearerCredential(req);
  return credential.kind === 'token' ? credential.token : null;
}

/** A verified token of this project (foreignClaim): its caller, or why not. */
async function projectToken(ctx: BackendContext, token: string) {
  const verified = await verifyJwt(token, ctx.secret);
  if (!verified.ok) return verified;
  const foreign = foreignClaim(verified.claims, ctx.issuer);
  return foreign ? { ok: false as const, reason: foreign } : verified;
}

/** The API gateway's check (Kong on Supabase): every API call carries a valid project key. */
async function requireApiKey(ctx: BackendContext, req: Request, url: URL): Promise<Caller> {
  const apikey = req.headers.get('apikey') ?? url.searchParams.get('apikey');
  if (!apikey) {
    throw new HttpError(401, {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  }
  const verified = await projectToken(ctx, apikey);
  if (!verified.ok || verified.claims.role === 'authenticated') {
    throw new HttpError(401, {
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    });
  }
  return { role: verified.claims.role, claims: verified.claims };
}

/** JwtError of PostgREST's src/PostgREST/Error.hs: decode errors are PGRST301, claims errors PGRST303. */
const REST_JWT_ERRORS: Record<string, [string, string]> = {
  expired: ['PGRST303', 'JWT expired'],
  audience: ['PGRST303', 'JWT not in audience'],
  issuer: ['PGRST303', 'JWT issuer is not this project'],
};

function restJwtError(code: string, message: string): HttpError {
  const answer = restError(401, code, message);
  answer.headers['WWW-Authenticate'] = `Bearer error="invalid_token", error_description="${message}"`;
  return answer;
}

/** PostgREST's view of the caller: the Authorization JWT, or the API key when there is none. */
async function restCaller(ctx: BackendContext, req: Request, apiKeyCaller: Caller): Promise<Caller> {
  const credential = bearerCredential(req);
  if (credential.kind === 'none') return apiKeyCaller;
  if (credential.kind === 'malformed') throw restJwtError('PGRST301', credential.message);
  const verified = await projectToken(ctx, credential.token);
  if (verified.ok) return { role: verified.claims.role, claims: verified.claims };
  const [code, message] = REST_JWT_ERRORS[verified.reason] ?? [
    'PGRST301',
    'JWT cryptographic operation failed',
  ];
  throw restJwtError(code, message);
}

const HEALTH_TIMEOUT_MS = 3000;

/** Why the database cannot answer now (away, restarting, or busier than HEALTH_TIMEOUT_MS), or null. */
async function databaseProblem(ctx: BackendContext): Promise<string | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${HEALTH_TIMEOUT_MS} ms`), HEALTH_TIMEOUT_MS);
  });
  const probe = ctx.db.query('select 1').then(
    () => null,
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const isOutboxPath = (path: string) =>
  path === '/outbox' || path === '/outbox.json' || path.startsWith('/outbox/');

/**
 * The dev outbox holds children's names and consent mail: it answers the service role key (`apikey` header or
 * bearer token) or the dev-only token printed at start (`?token=`), nothing else.
 */
async function requireOutboxAccess(ctx: BackendContext, req: Request, url: URL): Promise<void> {
  const token = url.searchParams.get('token');
  if (token !== null && sameSecret(token, ctx.outboxToken)) return;
  for (const key of [req.headers.get('apikey'), bearerToken(req)]) {
    if (!key) continue;
    const verified = await verifyJwt(key, ctx.secret);
    if (verified.ok && verified.claims.role === 'service_role') return;
  }
  throw new HttpError(401, {
    code: 'outbox_key_required',
    message:
      'The dev outbox needs the service role key (apikey header) or the outbox link printed when the backend started',
  });
}

async function route(
  ctx: BackendContext,
  options: FetchHandlerOptions,
  req: Request,
  url: URL,
  clientAddress: string,
): Promise<Response> {
  const path = url.pathname;
  if (path === '/health' || path === '/') {
    const problem = await databaseProblem(ctx);
    if (problem) return json(503, { status: 'unavailable', database: ctx.db.kind, message: problem });
    return json(200, { status: 'ok', database: ctx.db.kind });
  }
  if (path.startsWith('/auth/v1/')) {
    // Supabase's gateway serves /auth/v1/verify without a key (kong.yml auth-v1-open): a mailed link carries none.
    if (path !== '/auth/v1/verify') await requireApiKey(ctx, req, url);
    return handleAuth(ctx, req, path.slice('/auth/v1'.length), url, clientAddress);
  }
  if (path.startsWith('/rest/v1/') || path === '/rest/v1') {
    const caller = await restCaller(ctx, req, await requireApiKey(ctx, req, url));
    return handleRest(ctx, req, path.slice('/rest/v1'.length), url, caller);
  }
  if (isOutboxPath(path) && options.outbox) {
    await requireOutboxAccess(ctx, req, url);
    return options.outbox(req, path);
  }
  if (path.startsWith('/functions/v1/')) {
    const name = decodeURIComponent(path.slice('/functions/v1/'.length));
    if (PUBLIC_FUNCTIONS.has(name)) return handleFunction(ctx, req, name, null);
    await requireApiKey(ctx, req, url);
    const credential = bearerCredential(req);
    const verified = credential.kind === 'token' ? await projectToken(ctx, credential.token) : null;
    // Supabase verifies the JWT before a function runs (verify_jwt).
    if (!verified?.ok)
      throw new HttpError(401, {
        code: 401,
        message: credential.kind === 'none' ? 'Missing authorization header' : 'Invalid JWT',
      });
    return handleFunction(ctx, req, name, { role: verified.claims.role, claims: verified.claims });
  }
  throw new HttpError(404, { message: 'no Route matched with those values' });
}
