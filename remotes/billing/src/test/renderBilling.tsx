import { renderPages } from '@dreampitch/app-frame/testing';
import { getBackend, type SupabaseBackend } from '@dreampitch/data';
import { configureTestDemo, proveEmail, subscribe, uniqueEmail } from '@dreampitch/data/testing';
import type { PaidTier } from '@dreampitch/domain';
import type { ReactElement } from 'react';

/**
 * Demo mode (no backend, no Stripe key) over the real rules in the test's page: a new player like the demo's, 14,
 * signed in, on the free plan.
 */
export function configureDemo(): Promise<SupabaseBackend> {
  return configureTestDemo();
}

/** Signs a new parent account in on `backend`, its e-mail proven (the Parent plan is sold to parent accounts only). */
export async function signInDemoParent(backend: SupabaseBackend): Promise<void> {
  await backend.signUp({
    email: uniqueEmail('parent'),
    password: 'secret-pass',
    firstName: 'Pat',
    lastName: 'Parent',
    accountType: 'parent',
  });
  await proveEmail(backend);
}

/**
 * Signs in a player of 30, who pays alone: the demo user is 14, and a player under 18 meets "Ask a parent" instead of
 * the card form (purchaseRules.ts). Returns the e-mail.
 */
export async function signInDemoAdult(backend: SupabaseBackend, age = 30): Promise<string> {
  const email = uniqueEmail('adult');
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

/** Puts the signed-in user on a paid plan as the app does (a player under 18 asks the demo's parent first). */
export function subscribeDemoUser(backend: SupabaseBackend, plan: PaidTier): Promise<void> {
  return subscribe(backend, plan);
}

/** Renders a billing page at `path` (with router `state`) under a real session, plus the toast area. */
export function renderBilling(page: ReactElement, { path, state }: { path: string; state?: unknown }) {
  renderPages([{ path, element: page }], { at: path, state, backend: getBackend() });
}
