import {
  billingCycleFunction,
  billingPortal,
  cancelSubscription,
  changePlan,
  checkout,
  createCardToken,
  resumeSubscription,
  stripeWebhook,
  updateCard,
  type FunctionResult,
} from './billing';
import type { BackendContext } from './context';
import type { Queryable } from './database';
import { HttpError, json, mediaType, parseJsonBody, readBody } from './http';
import { weeklyFamilyReport } from './mail/weekly-report';
import { createManagedChild, deleteManagedChild, resetManagedChildPassword } from './managed-children';
import { consentCleanupFunction } from './consent-cleanup';
import { remindersRunFunction } from './reminders';
import type { Caller } from './rest';

interface FunctionRequest {
  /** Null for a function called without a JWT (see PUBLIC_FUNCTIONS). */
  caller: Caller | null;
  body: unknown;
  /** The body as sent, for signatures computed over it. */
  rawBody: string;
  header(name: string): string | null;
  /** A transaction as the service role (bypasses RLS), for the server-side steps of a function. */
  runAsService: <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>;
}

type ServerFunction = (ctx: BackendContext, request: FunctionRequest) => Promise<FunctionResult>;

const functionError = (status: number, code: string, message: string) =>
  new HttpError(status, { error: { code, message } });

const userIdOf = (request: FunctionRequest): string | null =>
  request.caller?.role === 'authenticated' && request.caller.claims.sub ? request.caller.claims.sub : null;
const isServiceRole = (request: FunctionRequest) => request.caller?.role === 'service_role';

/** The server functions, by name, as deployed under /functions/v1/<name>. */
const registry = new Map<string, ServerFunction>([
  ['billing-token', (ctx, request) => createCardToken(ctx, request.body)],
  [
    'billing-checkout',
    (ctx, request) => checkout(ctx, userIdOf(request), request.body, request.runAsService),
  ],
  ['billing-cancel', (ctx, request) => cancelSubscription(ctx, userIdOf(request), request.runAsService)],
  ['billing-resume', (ctx, request) => resumeSubscription(ctx, userIdOf(request), request.runAsService)],
  [
    'billing-change-plan',
    (ctx, request) => changePlan(ctx, userIdOf(request), request.body, request.runAsService),
  ],
  [
    'billing-portal',
    (ctx, request) => billingPortal(ctx, userIdOf(request), request.body, request.runAsService),
  ],
  [
    'billing-update-card',
    (ctx, request) => updateCard(ctx, userIdOf(request), request.body, request.runAsService),
  ],
  [
    'billing-cycle',
    (_ctx, request) => billingCycleFunction(isServiceRole(request), request.body, request.runAsService),
  ],
  [
    'billing-webhook',
    (ctx, request) =>
      stripeWebhook(
        ctx.stripeWebhookSecret,
        ctx.stripePrices,
        request.rawBody,
        request.header('stripe-signature'),
        request.runAsService,
      ),
  ],
  ['family-child-create', (ctx, request) => createManagedChild(ctx, userIdOf(request), request.body)],
  [
    'family-child-password',
    (ctx, request) => resetManagedChildPassword(ctx, userIdOf(request), request.body),
  ],
  ['family-child-delete', (ctx, request) => deleteManagedChild(ctx, userIdOf(request), request.body)],
  [
    'family-weekly-report',
    (ctx, request) =>
      weeklyFamilyReport(isServiceRole(request), request.body, request.runAsService, ctx.mail),
  ],
  [
    'consent-cleanup-run',
    (ctx, request) =>
      consentCleanupFunction(isServiceRole(request), request.body, request.runAsService, ctx.mail, ctx.clock),
  ],
  [
    'reminders-run',
    (ctx, request) =>
      remindersRunFunction(isServiceRole(request), request.body, request.runAsService, ctx.mail, ctx.clock),
  ],
]);

/** Deployed with verify_jwt = false (supabase/config.toml): Stripe calls them with a signature instead. */
export const PUBLIC_FUNCTIONS: ReadonlySet<string> = new Set(['billing-webhook']);

export async function handleFunction(
  ctx: BackendContext,
  req: Request,
  name: string,
  caller: Caller | null,
): Promise<Response> {
  const fn = registry.get(name);
  if (!fn) throw functionError(404, 'not_found', 'Requested function was not found');
  if (req.method !== 'POST') throw functionError(405, 'method_not_allowed', 'Functions are called with POST');
  const raw = await readBody(req, ctx.maxBodyBytes, () =>
    functionError(413, 'payload_too_large', 'Payload too large'),
  );
  if (raw.length > 0 && mediaType(req.headers.get('content-type')) !== 'application/json') {
    throw functionError(415, 'unsupported_media_type', 'Send a JSON body');
  }
  const body = parseJsonBody(raw, () => functionError(400, 'invalid_json', 'The body is not valid JSON'));
  const rawBody = new TextDecoder().decode(raw);
  const header = (headerName: string) => req.headers.get(headerName);
  const runAsService = <T>(work: (tx: Queryable) => Promise<T>) =>
    ctx.db.transaction(async (tx) => {
      await tx.query(
        `select set_config('role', 'service_role', true), set_config('request.jwt.claims', $1, true)`,
        [JSON.stringify({ role: 'service_role' })],
      );
      return work(tx);
    });
  const result = await fn(ctx, { caller, body, rawBody, header, runAsService });
  return json(result.status, result.body);
}
