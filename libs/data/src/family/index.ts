// The family repositories are their own shared module (only the family pages load them):
// the backend, its classes and DataError come from the one shared @dreampitch/data, never a relative copy.
import { getBackend, SupabaseBackend, type Backend } from '@dreampitch/data';
import type { FamilyBackend } from './family-backend';
import { SupabaseFamilyBackend } from './supabase';

export type {
  ChildOverview,
  ChildPlan,
  PlanRequestResult,
  PurchaseRequest,
  PurchaseStatus,
  ConsentPreview,
  FamilyBackend,
  FamilyNotice,
  GoalSuggestionInput,
  ManagedChild,
  NewChildAccount,
} from './family-backend';
export { SupabaseFamilyBackend } from './supabase';

const familyBackends = new WeakMap<Backend, FamilyBackend>();

/** The family repository over a given app backend (same session, same data). */
export function familyBackendFor(backend: Backend): FamilyBackend {
  let family = familyBackends.get(backend);
  if (!family) {
    if (backend instanceof SupabaseBackend)
      family = new SupabaseFamilyBackend(() => backend.dataClient(), backend.rows);
    else throw new Error('No family repository for this backend');
    familyBackends.set(backend, family);
  }
  return family;
}

/** The family repository of this page, over `getBackend()`. */
export function getFamilyBackend(): FamilyBackend {
  return familyBackendFor(getBackend());
}
