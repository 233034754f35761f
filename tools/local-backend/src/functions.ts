import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkout, createCardToken, type FunctionResult } from './billing';
import type { BackendContext } from './context';
import type { Queryable } from './db';
import { HttpError, mediaType, parseJsonBody, readBody, sendJson } from './http';
import { weeklyFamilyReport } from './mail';
import type { Caller } from './rest';

interface FunctionRequest {
  caller: Caller;
  body: unknown;
  /** A transaction as the service role (bypasses RLS), for the server-side steps of a function. */
  runAsService: <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>;
}

type ServerFunction = (ctx: BackendContext, request: FunctionRequest) => Promise<FunctionResult>;

const functionError = (status: number, code: string, message: string) =>
  new HttpError(status, { error: { code, message } });

/** The server functions, by name, as deployed under /functions/v1/<name>. */
const registry = new Map<string, ServerFunction>([
  ['billing-token', (ctx, request) => createCardToken(ctx, request.body)],
  [
    'billing-checkout',
    (ctx, request) =>
      checkout(
        ctx,
        request.caller.role === 'authenticated' && request.caller.claims.sub
          ? request.caller.claims.sub
          : null,
        request.body,
        request.runAsService,
      ),
  ],
  [
    'family-weekly-report',
    (ctx, request) =>
      weeklyFamilyReport(
        request.caller.role === 'service_role',
        request.body,
        request.runAsService,
        ctx.mail,
      ),
  ],
]);

export async function handleFunction(
  ctx: BackendContext,
  req: IncomingMessage,
  res: ServerResponse,
  name: string,
  caller: Caller,
): Promise<void> {
  const fn = registry.get(name);
  if (!fn) throw functionError(404, 'not_found', 'Requested function was not found');
  if (req.method !== 'POST') throw functionError(405, 'method_not_allowed', 'Functions are called with POST');
  const raw = await readBody(req, ctx.maxBodyBytes, () =>
    functionError(413, 'payload_too_large', 'Payload too large'),
  );
  if (raw.length > 0 && mediaType(req.headers['content-type']) !== 'application/json') {
    throw functionError(415, 'unsupported_media_type', 'Send a JSON body');
  }
  const body = parseJsonBody(raw, () => functionError(400, 'invalid_json', 'The body is not valid JSON'));
  const runAsService = <T>(work: (tx: Queryable) => Promise<T>) =>
    ctx.db.transaction(async (tx) => {
      await tx.query(
        `select set_config('role', 'service_role', true), set_config('request.jwt.claims', $1, true)`,
        [JSON.stringify({ role: 'service_role' })],
      );
      return work(tx);
    });
  const result = await fn(ctx, { caller, body, runAsService });
  sendJson(res, result.status, result.body);
}
