import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend, type TestUser } from './test-support';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
}, 120_000);
afterAll(async () => {
  await backend.stop();
}, 60_000);

const nextYear = new Date().getUTCFullYear() + 1;
const card = (number: string, overrides: Record<string, unknown> = {}) => ({
  number,
  expMonth: 12,
  expYear: nextYear,
  cvc: '123',
  ...overrides,
});

/** Calls a function through supabase-js; a non-2xx answer comes back with its status and JSON body. */
async function invoke(client: SupabaseClient, name: string, body: unknown) {
  const { data, error } = await client.functions.invoke(name, { body: body as Record<string, unknown> });
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  if (error) throw error;
  return { status: 200, body: data as Record<string, unknown> };
}

async function tokenFor(number: string): Promise<string> {
  const result = await invoke(backend.anon, 'billing-token', card(number));
  expect(result.status).toBe(200);
  return result.body.id as string;
}

const planOf = async (user: TestUser) =>
  (await user.client.from('profiles').select('subscription_plan, subscription_status').single()).data;

describe('billing-token (simulated card provider, Stripe test-card rules)', () => {
  test('4242 4242 4242 4242 succeeds with a single-use tok_sim_ token', async () => {
    const result = await invoke(backend.anon, 'billing-token', card('4242 4242 4242 4242'));
    expect(result.status).toBe(200);
    expect(result.body.id).toMatch(/^tok_sim_[A-Za-z0-9_-]{20,}$/);
    expect(result.body.card).toEqual({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: nextYear });
  });

  test.each([
    ['4000000000000002', 'card_declined', 'Your card was declined.'],
    ['4000000000009995', 'card_declined', 'Your card has insufficient funds.'],
    ['4000000000000069', 'expired_card', 'Your card has expired.'],
    ['4000000000000127', 'incorrect_cvc', "Your card's security code is incorrect."],
    ['4242424242424241', 'incorrect_number', 'Your card number is incorrect.'],
  ])('%s is refused with 402 %s', async (number, code, message) => {
    const result = await invoke(backend.anon, 'billing-token', card(number));
    expect(result.status).toBe(402);
    expect(result.body.error).toMatchObject({ code, message });
  });

  test('an expiry in the past or a malformed CVC is refused', async () => {
    const expired = await invoke(backend.anon, 'billing-token', card('4242424242424242', { expYear: 2020 }));
    expect(expired.body.error).toMatchObject({ code: 'expired_card', message: 'Your card has expired.' });
    const badCvc = await invoke(backend.anon, 'billing-token', card('4242424242424242', { cvc: '12' }));
    expect(badCvc.body.error).toMatchObject({ code: 'invalid_cvc' });
  });
});

describe('billing-checkout', () => {
  test('upgrades with a valid token, as the service role, and records one payment', async () => {
    const user = await backend.signUp();
    const token = await tokenFor('4242424242424242');
    const result = await invoke(user.client, 'billing-checkout', { plan: 'pro', token });
    expect(result).toEqual({
      status: 200,
      body: { plan: 'pro', status: 'active', paymentId: token, amountCents: 500 },
    });
    expect(await planOf(user)).toEqual({ subscription_plan: 'pro', subscription_status: 'active' });
    const payments = await backend.service
      .from('payments')
      .select('plan, amount_cents')
      .eq('user_id', user.id);
    expect(payments.data).toEqual([{ plan: 'pro', amount_cents: 500 }]);
  });

  test('the same request twice returns the first result without a second charge', async () => {
    const user = await backend.signUp();
    const token = await tokenFor('5555555555554444');
    const first = await invoke(user.client, 'billing-checkout', { plan: 'parent', token });
    const second = await invoke(user.client, 'billing-checkout', { plan: 'parent', token });
    expect(second).toEqual(first);
    const { count } = await backend.service
      .from('payments')
      .select('*', { count: 'exact', head: true })
      .eq('user_id', user.id);
    expect(count).toBe(1);
  });

  test('a used token cannot pay for another plan or another user', async () => {
    const user = await backend.signUp();
    const thief = await backend.signUp();
    const token = await tokenFor('4242424242424242');
    await invoke(user.client, 'billing-checkout', { plan: 'pro', token });
    const otherPlan = await invoke(user.client, 'billing-checkout', { plan: 'parent', token });
    expect(otherPlan.status).toBe(409);
    expect(otherPlan.body.error).toMatchObject({ code: 'token_already_used' });
    const otherUser = await invoke(thief.client, 'billing-checkout', { plan: 'pro', token });
    expect(otherUser.status).toBe(409);
    expect(await planOf(thief)).toEqual({ subscription_plan: 'free', subscription_status: 'inactive' });
  });

  test('refuses a forged or missing token, a bad plan, and anonymous callers', async () => {
    const user = await backend.signUp();
    const forged = await invoke(user.client, 'billing-checkout', { plan: 'pro', token: 'tok_sim_forged' });
    expect(forged.status).toBe(402);
    expect(forged.body.error).toMatchObject({ code: 'invalid_token' });
    const missing = await invoke(user.client, 'billing-checkout', { plan: 'parent' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({ code: 'missing_token' });
    const badPlan = await invoke(user.client, 'billing-checkout', { plan: 'platinum', token: 'tok_sim_x' });
    expect(badPlan.status).toBe(400);
    expect(badPlan.body.error).toMatchObject({ code: 'invalid_plan' });
    const token = await tokenFor('4242424242424242');
    const anonymous = await invoke(backend.anon, 'billing-checkout', { plan: 'pro', token });
    expect(anonymous.status).toBe(401);
    expect(await planOf(user)).toEqual({ subscription_plan: 'free', subscription_status: 'inactive' });
  });

  test('a declined card never yields a token, so the plan stays free', async () => {
    const user = await backend.signUp();
    const declined = await invoke(backend.anon, 'billing-token', card('4000000000000002'));
    expect(declined.status).toBe(402);
    expect(declined.body.id).toBeUndefined();
    expect(await planOf(user)).toEqual({ subscription_plan: 'free', subscription_status: 'inactive' });
  });

  test('downgrading to free needs no token', async () => {
    const user = await backend.signUp();
    await invoke(user.client, 'billing-checkout', { plan: 'pro', token: await tokenFor('4242424242424242') });
    const result = await invoke(user.client, 'billing-checkout', { plan: 'free' });
    expect(result).toEqual({ status: 200, body: { plan: 'free', status: 'inactive' } });
    expect(await planOf(user)).toEqual({ subscription_plan: 'free', subscription_status: 'inactive' });
  });

  test('unknown functions are 404; calls without a JWT are 401', async () => {
    const unknown = await invoke(backend.anon, 'nope', {});
    expect(unknown.status).toBe(404);
    const noJwt = await fetch(`${backend.url}/functions/v1/billing-token`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify(card('4242424242424242')),
    });
    expect(noJwt.status).toBe(401);
  });
});
