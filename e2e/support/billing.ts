import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { serviceClient } from './backend';

/** Stripe's always-succeeding test card, as the simulated provider accepts it. */
export const TEST_CARD = { number: '4242424242424242', expMonth: 12, cvc: '123' };
/** Stripe's generic-decline test card. */
export const DECLINED_CARD = '4000000000000002';

/** A server function's answer, error statuses included (their JSON body carries the provider's message). */
export interface FunctionReply {
  status: number;
  body: { error?: { code?: string; message?: string } } & Record<string, unknown>;
}

/** POSTs to `/functions/v1/<name>` as the client's user and returns the status and body, whatever the status. */
export async function callFunction(
  client: SupabaseClient,
  name: string,
  body: unknown,
): Promise<FunctionReply> {
  const { data, error, response } = await client.functions.invoke(name, {
    body: body as Record<string, unknown>,
  });
  if (!error) return { status: response?.status ?? 200, body: data };
  const failed = (error as { context?: unknown }).context;
  if (!(failed instanceof Response)) throw error;
  return { status: failed.status, body: await failed.json() };
}

/** A single-use card token from the simulated provider (`billing-token`). */
export async function cardToken(client: SupabaseClient, number = TEST_CARD.number): Promise<string> {
  const reply = await callFunction(client, 'billing-token', {
    ...TEST_CARD,
    number,
    expYear: new Date().getFullYear() + 2,
  });
  const id = reply.body.id;
  if (reply.status !== 200 || typeof id !== 'string') {
    throw new Error(`billing-token answered ${reply.status}: ${reply.body.error?.message}`);
  }
  return id;
}

/** The plan stored on the client's own profile (a parent also reads the profiles of linked children). */
export async function storedPlan(client: SupabaseClient): Promise<string> {
  const { data: auth } = await client.auth.getUser();
  const { data, error } = await client
    .from('profiles')
    .select('subscription_plan')
    .eq('id', auth.user?.id ?? '')
    .single();
  if (error) throw error;
  return data.subscription_plan as string;
}

/**
 * Makes the client's signed-in user a paying subscriber the only way the database allows: a card token from
 * `billing-token`, then `billing-checkout` as that user (the server sets the plan with the service role).
 */
export async function subscribe(client: SupabaseClient, plan: 'pro' | 'parent' = 'pro'): Promise<void> {
  const token = await cardToken(client);
  const checkout = await callFunction(client, 'billing-checkout', { plan, token });
  if (checkout.status !== 200) throw new Error(`billing-checkout answered ${checkout.status}`);
  const stored = await storedPlan(client);
  if (stored !== plan) throw new Error(`the plan is still ${stored}`);
}

/**
 * Puts a player under 18 on a plan for a journey that is not about paying: such a player cannot buy alone (a parent
 * pays for an under-13, approves for a 13-17), so the plan is recorded as the payment service records one, through
 * `billing_apply_event` with the service role.
 */
export async function grantPlan(userId: string, plan: 'pro' | 'parent' = 'pro'): Promise<void> {
  const service = await serviceClient();
  const start = new Date();
  const { error } = await service.rpc('billing_apply_event', {
    p_event: {
      id: `evt_e2e_${randomUUID()}`,
      type: 'subscription.updated',
      provider: 'simulated',
      created: start.toISOString(),
      userId,
      subscription: {
        id: `sub_e2e_${userId}`,
        customer: null,
        plan,
        status: 'active',
        currentPeriodStart: start.toISOString(),
        currentPeriodEnd: new Date(start.getTime() + 30 * 24 * 60 * 60 * 1000).toISOString(),
        cancelAtPeriodEnd: false,
      },
    },
  });
  if (error) throw new Error(`billing_apply_event: ${error.message}`);
}
