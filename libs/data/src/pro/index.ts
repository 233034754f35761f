// Its own shared module, like the family repositories: only the pages that use it load it. The backend, its
// classes and DataError come from the one shared @dreampitch/data, never a relative copy.
import { getBackend, SupabaseBackend, type Backend } from '@dreampitch/data';
import type { ProBackend } from './pro-backend';
import { SupabaseProBackend } from './supabase';

export type { ProBackend } from './pro-backend';
export { SupabaseProBackend } from './supabase';

const proBackends = new WeakMap<Backend, ProBackend>();

/** The Pro repository over a given app backend (same session, same data). */
export function proBackendFor(backend: Backend): ProBackend {
  let pro = proBackends.get(backend);
  if (!pro) {
    if (backend instanceof SupabaseBackend) pro = new SupabaseProBackend(() => backend.dataClient());
    else throw new Error('No Pro repository for this backend');
    proBackends.set(backend, pro);
  }
  return pro;
}

/** The Pro repository of this page, over `getBackend()`. */
export function getProBackend(): ProBackend {
  return proBackendFor(getBackend());
}
