// Its own shared module (only the account and family pages load it): the backend and its classes come from the one
// shared @dreampitch/data, never a relative copy.
import { getBackend, SupabaseBackend, type Backend } from '@dreampitch/data';
import type { AccountBackend } from './account-backend';
import { SupabaseAccountBackend } from './supabase';

export type { AccountBackend, EmailStatus } from './account-backend';
export { SupabaseAccountBackend } from './supabase';

const accountBackends = new WeakMap<Backend, AccountBackend>();

/** The account repository over a given app backend (same session). */
export function accountBackendFor(backend: Backend): AccountBackend {
  let account = accountBackends.get(backend);
  if (!account) {
    if (backend instanceof SupabaseBackend)
      account = new SupabaseAccountBackend(
        () => backend.dataClient(),
        () => backend.client(),
        backend.authRedirect,
      );
    else throw new Error('No account repository for this backend');
    accountBackends.set(backend, account);
  }
  return account;
}

/** The account repository of this page, over `getBackend()`. */
export function getAccountBackend(): AccountBackend {
  return accountBackendFor(getBackend());
}
