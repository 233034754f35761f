// Its own shared module, like the family and Pro repositories: the backend, its classes and DataError come from the
// one shared @dreampitch/data, never a relative copy (a copy has its own getBackend(), a second client without the
// signed-in session).
import { getBackend, SupabaseBackend, type Backend } from '@dreampitch/data';
import type { BillingBackend } from './billing-backend';
import { SupabaseBillingBackend } from './supabase';

export type { BillingBackend, BillingOverview, StripeSubscriptionStart } from './billing-backend';
export { SupabaseBillingBackend } from './supabase';

const billingBackends = new WeakMap<Backend, BillingBackend>();

/** The subscription repository over a given app backend (same session). */
export function billingBackendFor(backend: Backend): BillingBackend {
  let billing = billingBackends.get(backend);
  if (!billing) {
    if (backend instanceof SupabaseBackend) billing = new SupabaseBillingBackend(backend);
    else throw new Error('No billing repository for this backend');
    billingBackends.set(backend, billing);
  }
  return billing;
}

/** The subscription repository of this page, over `getBackend()`. */
export function getBillingBackend(): BillingBackend {
  return billingBackendFor(getBackend());
}
