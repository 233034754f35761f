import type { Backend } from '../backend';
import { getBackend } from '../config';
import { DemoBackend } from '../demo-backend';
import { SupabaseBackend } from '../supabase-backend';
import type { BillingBackend } from './billing-backend';
import { SupabaseBillingBackend } from './supabase';

export type { BillingBackend, BillingOverview } from './billing-backend';
export { DemoBillingBackend } from './demo';
export { SupabaseBillingBackend } from './supabase';

const billingBackends = new WeakMap<Backend, BillingBackend>();

/** The subscription repository over a given app backend (same session). */
export function billingBackendFor(backend: Backend): BillingBackend {
  let billing = billingBackends.get(backend);
  if (!billing) {
    if (backend instanceof SupabaseBackend) billing = new SupabaseBillingBackend(backend);
    else if (backend instanceof DemoBackend) billing = backend.billing;
    else throw new Error('No billing repository for this backend');
    billingBackends.set(backend, billing);
  }
  return billing;
}

/** The subscription repository of this page, over `getBackend()`. */
export function getBillingBackend(): BillingBackend {
  return billingBackendFor(getBackend());
}
