import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { stripeSignatureHeader } from '../../../supabase/functions/_shared/billing-events';
import { startFakeStripe, type FakeStripe } from './fake-stripe';
import { repoRoot } from './paths';
import { startTestBackend, type TestBackend, type TestUser } from './test-support';

/**
 * The Edge Functions of supabase/functions as production runs them: under Deno (the registry's `deno` package),
 * each function its own server, against this backend's REST, auth and RPC and a fake api.stripe.com. The local
 * backend's own billing functions are not involved: what runs here is edge.ts, billing-webhook/index.ts and their
 * npm: imports (supabase-js, stripe), which nothing else executes before a deploy.
 */

const FUNCTIONS_DIR = join(repoRoot(), 'supabase', 'functions');
const DENO = join(repoRoot(), 'node_modules', '.bin', 'deno');
const FUNCTION_NAMES = readdirSync(FUNCTIONS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => entry.name)
  .sort();
const SIGNED_IN_FUNCTIONS = FUNCTION_NAMES.filter((name) => name !== 'billing-webhook');

const WEBHOOK_SECRET = 'whsec_test_deno';
const PRICES = { pro: 'price_deno_pro', parent: 'price_deno_parent' };
const SECRET_KEY = 'sk_test_deno';
const APP_URL = 'https://app.dreampitch.test';
const PARENT = { first_name: 'Pat', last_name: 'Parent', accountType: 'parent' };

let stripe: FakeStripe;
let backend: TestBackend;
const servers = new Map<string, { process: ChildProcess; url: string }>();

/** One function under `deno run`, on a free port (DENO_SERVE_ADDRESS), with only the network and its secrets. */
function serveFunction(name: string): Promise<{ process: ChildProcess; url: string }> {
  const child = spawn(
    DENO,
    ['run', '--no-prompt', '--allow-net=127.0.0.1', '--allow-env', join(FUNCTIONS_DIR, name, 'index.ts')],
    {
      cwd: repoRoot(),
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        ...(process.env.DENO_DIR ? { DENO_DIR: process.env.DENO_DIR } : {}),
        NO_COLOR: '1',
        DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
        SUPABASE_URL: backend.url,
        SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_API_URL: stripe.url,
        STRIPE_PRICE_PRO: PRICES.pro,
        STRIPE_PRICE_PARENT: PRICES.parent,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        APP_URL,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Listening on (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (listening) resolve({ process: child, url: listening[1]! });
    };
    child.stdout.on('data', onOutput);
    child.stderr.on('data', onOutput);
    child.on('exit', (code) => reject(new Error(`deno ${name} exited with ${code}:\n${output}`)));
  });
}

beforeAll(async () => {
  stripe = await startFakeStripe({ [PRICES.pro]: 500, [PRICES.parent]: 800 });
  backend = await startTestBackend({ billingIntervalMs: 0 });
  const started = await Promise.all(FUNCTION_NAMES.map(serveFunction));
  FUNCTION_NAMES.forEach((name, index) => servers.set(name, started[index]!));
}, 120_000);
afterAll(async () => {
  for (const { process: child } of servers.values()) {
    child.removeAllListeners('exit');
    child.kill();
  }
  await backend?.stop();
  await stripe?.close();
}, 60_000);

async function call(
  name: string,
  init: { body?: unknown; token?: string; method?: string; headers?: object },
) {
  const response = await fetch(servers.get(name)!.url, {
    method: init.method ?? 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

const invoke = (user: TestUser, name: string, body: unknown = {}) =>
  call(name, { token: user.accessToken, body });

const unix = () => Math.floor(Date.now() / 1000);

async function deliver(
  type: string,
  object: Record<string, unknown>,
  created: number,
  secret = WEBHOOK_SECRET,
) {
  const payload = JSON.stringify({
    id: `evt_${randomUUID()}`,
    object: 'event',
    type,
    created,
    data: { object },
  });
  const response = await fetch(servers.get('billing-webhook')!.url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Stripe-Signature': await stripeSignatureHeader(payload, secret, unix()),
    },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const planOf = async (user: TestUser) =>
  (await user.client.from('profiles').select('subscription_plan').single()).data?.subscription_plan;
const subscriptionOf = async (user: TestUser) =>
  (await user.client.from('subscriptions').select('status, cancel_at_period_end, provider').single()).data;

describe('Edge Functions under Deno', () => {
  test('every function passes deno check', () => {
    const checked = spawnSync(
      DENO,
      ['check', ...FUNCTION_NAMES.map((name) => join(FUNCTIONS_DIR, name, 'index.ts'))],
      { cwd: repoRoot(), encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
    );
    expect(checked.stderr).not.toMatch(/error/i);
    expect(checked.status).toBe(0);
    expect(FUNCTION_NAMES).toEqual([
      'billing-cancel',
      'billing-change-plan',
      'billing-checkout',
      'billing-portal',
      'billing-resume',
      'billing-webhook',
    ]);
  }, 120_000);

  test('the signed-in functions answer the CORS preflight and refuse a caller without a session', async () => {
    for (const name of SIGNED_IN_FUNCTIONS) {
      const preflight = await fetch(servers.get(name)!.url, { method: 'OPTIONS' });
      expect([name, preflight.status]).toEqual([name, 204]);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      const anonymous = await call(name, { body: {} });
      expect([name, anonymous.status, anonymous.body.error.code]).toEqual([name, 401, 'not_authenticated']);
      const forged = await call(name, { body: {}, token: 'not-a-jwt' });
      expect([name, forged.status]).toEqual([name, 401]);
    }
    expect((await call('billing-webhook', { method: 'GET' })).status).toBe(405);
  });

  test('checkout, change of plan, cancel, resume and the portal run Stripe Billing for the caller', async () => {
    const parent = await backend.signUp(PARENT);
    const started = await invoke(parent, 'billing-checkout', { plan: 'pro' });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ plan: 'pro', requiresConfirmation: true });
    const subscriptionId = started.body.subscriptionId as string;
    expect(started.body.clientSecret).toBe(`pi_${subscriptionId}_secret_fake`);
    expect(stripe.requests.at(-1)).toMatchObject({
      path: '/v1/subscriptions',
      authorization: `Bearer ${SECRET_KEY}`,
      params: { 'metadata[user_id]': parent.id, 'items[0][price]': PRICES.pro },
    });
    stripe.payFirstInvoice(subscriptionId);
    const confirmed = await invoke(parent, 'billing-checkout', { plan: 'pro', subscriptionId });
    expect(confirmed.status).toBe(200);
    expect(await planOf(parent)).toBe('pro');
    expect(await subscriptionOf(parent)).toEqual({
      status: 'active',
      cancel_at_period_end: false,
      provider: 'stripe',
    });

    const quoted = await invoke(parent, 'billing-change-plan', { plan: 'parent' });
    expect(quoted.status).toBe(200);
    expect(quoted.body.quote).toMatchObject({ from: 'pro', to: 'parent', priceCents: 800 });
    const amountDueCents = quoted.body.quote.amountDueCents as number;
    expect(amountDueCents).toBeGreaterThan(0);
    expect(amountDueCents).toBeLessThanOrEqual(800);
    const switched = await invoke(parent, 'billing-change-plan', {
      plan: 'parent',
      confirm: true,
      expectedAmountCents: amountDueCents,
    });
    expect(switched.status).toBe(200);
    expect(await planOf(parent)).toBe('parent');

    const cancelled = await invoke(parent, 'billing-cancel');
    expect(cancelled.status).toBe(200);
    expect(await subscriptionOf(parent)).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect(stripe.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(true);
    const resumed = await invoke(parent, 'billing-resume');
    expect(resumed.status).toBe(200);
    expect(await subscriptionOf(parent)).toMatchObject({ status: 'active', cancel_at_period_end: false });

    const portal = await invoke(parent, 'billing-portal', { returnPath: '/app/account' });
    expect(portal.status).toBe(200);
    expect(portal.body.url).toMatch(/^https:\/\/billing\.stripe\.com\//);
    expect(stripe.requests.at(-1)).toMatchObject({
      path: '/v1/billing_portal/sessions',
      params: { return_url: `${APP_URL}/app/account` },
    });
    const openRedirect = await invoke(parent, 'billing-portal', { returnPath: 'https://evil.example' });
    expect([openRedirect.status, openRedirect.body.error.code]).toEqual([400, 'invalid_return_path']);

    const toFree = await invoke(parent, 'billing-checkout', { plan: 'free' });
    expect(toFree.status).toBe(200);
    expect(await subscriptionOf(parent)).toMatchObject({ cancel_at_period_end: true });
  });

  test('the webhook refuses a wrong signature and maps each Stripe event onto the subscription', async () => {
    const user = await backend.signUpAdult();
    const started = await invoke(user, 'billing-checkout', { plan: 'pro' });
    const subscriptionId = started.body.subscriptionId as string;
    const subscription = stripe.payFirstInvoice(subscriptionId);
    const at = unix();

    const forged = await deliver('customer.subscription.created', subscription, at, 'whsec_someone_else');
    expect([forged.status, forged.body.error]).toEqual([
      400,
      { code: 'invalid_signature', message: 'no_match' },
    ]);
    const unsigned = await fetch(servers.get('billing-webhook')!.url, { method: 'POST', body: '{}' });
    expect(unsigned.status).toBe(400);
    expect(await planOf(user)).toBe('free');

    expect((await deliver('customer.subscription.created', subscription, at)).body).toMatchObject({
      received: true,
      applied: true,
    });
    expect(await planOf(user)).toBe('pro');

    const invoice = (id: string, amount: number) => ({
      id,
      object: 'invoice',
      customer: subscription.customer,
      amount_paid: amount,
      amount_due: amount,
      currency: 'usd',
      period_start: at,
      period_end: at + 30 * 86400,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscriptionId, metadata: { user_id: user.id, plan: 'pro' } },
      },
    });
    expect((await deliver('invoice.paid', invoice('in_deno_paid', 500), at + 1)).body).toMatchObject({
      applied: true,
    });
    expect(
      (await deliver('invoice.payment_failed', invoice('in_deno_failed', 500), at + 2)).body,
    ).toMatchObject({ applied: true });
    const receipts = await user.client.from('invoices').select('amount_cents, status').order('number');
    expect(receipts.data).toEqual([
      { amount_cents: 500, status: 'paid' },
      { amount_cents: 500, status: 'failed' },
    ]);

    const pastDue = { ...subscription, status: 'past_due' };
    expect((await deliver('customer.subscription.updated', pastDue, at + 3)).body).toMatchObject({
      applied: true,
    });
    expect(await subscriptionOf(user)).toMatchObject({ status: 'past_due' });
    const ended = { ...subscription, status: 'canceled' };
    expect((await deliver('customer.subscription.deleted', ended, at + 4)).body).toMatchObject({
      applied: true,
    });
    expect(await planOf(user)).toBe('free');
    expect(await subscriptionOf(user)).toMatchObject({ status: 'canceled' });

    expect((await deliver('customer.created', { id: 'cus_other' }, at + 5)).body).toEqual({
      received: true,
      applied: false,
      reason: 'ignored_type',
    });
  });
});
