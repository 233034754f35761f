import type { SupabaseClient } from '@supabase/supabase-js';

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

/** The plan stored on the client's own profile. */
export async function storedPlan(client: SupabaseClient): Promise<string> {
  // A parent also reads the linked children's profiles: the client's own row is the one asked for.
  const { data: session } = await client.auth.getSession();
  const { data, error } = await client
    .from('profiles')
    .select('subscription_plan')
    .eq('id', session.session?.user.id ?? '')
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
