import type { KeyValueStorage } from '../storage';
import { startDemoHost } from './demo-host';
import { showDemoProgress } from './progress';
import { DEMO_SCHEMA } from './schema';

/**
 * Demo mode's backend: the app's repositories over the real schema in this page, the mock player signed in. While
 * the database is built the page says how far it is.
 */
export async function startDemoBackend(storage: KeyValueStorage) {
  const progress = showDemoProgress(document);
  try {
    return (await startDemoHost({ schema: DEMO_SCHEMA, storage, onProgress: progress.update })).backend;
  } finally {
    progress.done();
  }
}
