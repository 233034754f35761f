import type { KeyValueStorage } from '../storage';
import { startDemoHost } from './demo-host';
import { DEMO_SCHEMA } from './schema';

/** Demo mode's backend: the app's repositories over the real schema in this page, the mock player signed in. */
export async function startDemoBackend(
  storage: KeyValueStorage,
  onProgress?: (done: number, total: number) => void,
) {
  return (await startDemoHost({ schema: DEMO_SCHEMA, storage, ...(onProgress ? { onProgress } : {}) }))
    .backend;
}
