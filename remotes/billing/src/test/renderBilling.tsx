import { renderPages } from '@dreampitch/app-frame/testing';
import { configureData, createMemoryStorage, getBackend } from '@dreampitch/data';
import { DemoBackend } from '@dreampitch/data/demo';
import type { PaidTier } from '@dreampitch/domain';
import type { ReactElement } from 'react';

/** Demo mode (no backend, no Stripe key): the in-memory backend with the demo user signed in, on the free plan. */
export function configureDemo(): DemoBackend {
  configureData(
    { supabaseUrl: null, supabaseAnonKey: null, stripePublishableKey: null },
    { storage: createMemoryStorage() },
  );
  return getBackend() as DemoBackend;
}

/** Signs a parent account in (the Parent plan is sold to parent accounts only). */
export async function signInDemoParent(backend: DemoBackend): Promise<void> {
  await backend.signUp({
    email: `parent-${Math.random().toString(36).slice(2)}@example.com`,
    password: 'secret-pass',
    firstName: 'Pat',
    lastName: 'Parent',
    accountType: 'parent',
  });
}

/**
 * Signs in a player of 30, who pays alone: the demo user is 14, and a player under 18 meets "Ask a parent" instead of
 * the card form (purchaseRules.ts). Returns the e-mail.
 */
export async function signInDemoAdult(backend: DemoBackend, age = 30): Promise<string> {
  const email = `adult-${Math.random().toString(36).slice(2)}@example.com`;
  await backend.signUp({
    email,
    password: 'secret-pass',
    firstName: 'Alex',
    lastName: 'Adult',
    accountType: 'player',
    age,
  });
  return email;
}

/** Puts the demo user on a paid plan the only way there is: a tokenised test card and the checkout. */
export async function subscribeDemoUser(backend: DemoBackend, plan: PaidTier): Promise<void> {
  const result = await backend.createCardToken({
    number: '4242424242424242',
    expMonth: 12,
    expYear: new Date().getFullYear() + 2,
    cvc: '123',
  });
  if (result.error) throw new Error(result.error.message);
  await backend.checkout(plan, result.tokenId);
}

/** Renders a billing page at `path` (with router `state`) under a real session, plus the toast area. */
export function renderBilling(page: ReactElement, { path, state }: { path: string; state?: unknown }) {
  renderPages([{ path, element: page }], { at: path, state, backend: getBackend() });
}
