import type { SupabaseClientOptions } from '@supabase/supabase-js';
import type { Backend } from './backend';
import type { NotificationPreferences } from '@dreampitch/domain';
import { defaultStorage, readJson, STORAGE_KEYS, writeJson, type KeyValueStorage } from './storage';
import { SupabaseBackend } from './supabase-backend';

/** `/config.json`, served by the shell's origin and read once at bootstrap. */
export interface RuntimeConfig {
  /** null => demo mode (the real schema in the page, mock user signed in: ./demo). */
  supabaseUrl: string | null;
  supabaseAnonKey: string | null;
  /** null => simulated card provider. */
  stripePublishableKey: string | null;
}

export interface DataOptions {
  /** Extra supabase-js options, e.g. `{ realtime: { transport: ws } }` in Node. */
  clientOptions?: SupabaseClientOptions<'public'>;
  /** Where the local-storage fallback and preferences live; defaults to `localStorage`. */
  storage?: KeyValueStorage;
  /** A backend made already, for demo mode: component tests' over the real rules (`@dreampitch/data/testing`). */
  backend?: Backend;
}

const EMPTY_CONFIG: RuntimeConfig = { supabaseUrl: null, supabaseAnonKey: null, stripePublishableKey: null };

let runtimeConfig: RuntimeConfig = EMPTY_CONFIG;
let dataOptions: DataOptions = {};
let backend: Backend | null = null;
let storage: KeyValueStorage | null = null;
let demoBackend: Promise<Backend> | null = null;
let demoReady: Backend | null = null;

/** One storage per configuration, so the backend and the local-preference reader see the same data. */
function dataStorage(): KeyValueStorage {
  storage ??= dataOptions.storage ?? defaultStorage();
  return storage;
}

/** Called by the shell (and standalone harnesses) before rendering. Replaces any backend built before. */
export function configureData(config: RuntimeConfig, options: DataOptions = {}): void {
  runtimeConfig = { ...config };
  dataOptions = options;
  backend = null;
  storage = null;
}

export function getRuntimeConfig(): RuntimeConfig {
  return runtimeConfig;
}

export function isBackendConfigured(): boolean {
  return Boolean(runtimeConfig.supabaseUrl && runtimeConfig.supabaseAnonKey);
}

/**
 * Prepares what `getBackend()` needs for the configured mode: in demo mode the real schema in this page (PGlite and
 * every migration, ./demo), a chunk of its own so that a deployment with a backend never downloads it; nothing
 * otherwise. Start-up awaits it after `configureData`, before the first render; the page shows its progress.
 */
export async function preloadBackend(): Promise<void> {
  if (isBackendConfigured() || dataOptions.backend) return;
  demoBackend ??= import(/* webpackChunkName: "demo" */ './demo').then(({ startDemoBackend }) =>
    startDemoBackend(dataStorage()),
  );
  demoReady = await demoBackend;
}

/**
 * The one backend of this page. The Supabase client inside it is created on first use (dynamic import), so pages
 * that never touch data never load supabase-js. In demo mode, after `preloadBackend()`.
 */
export function getBackend(): Backend {
  if (!backend) {
    const { supabaseUrl, supabaseAnonKey } = runtimeConfig;
    if (dataOptions.backend) {
      backend = dataOptions.backend;
    } else if (supabaseUrl && supabaseAnonKey) {
      backend = new SupabaseBackend({
        url: supabaseUrl,
        anonKey: supabaseAnonKey,
        storage: dataStorage(),
        clientOptions: dataOptions.clientOptions,
      });
    } else if (demoReady) {
      backend = demoReady;
    } else {
      throw new Error('Demo mode: await preloadBackend() before getBackend()');
    }
  }
  return backend;
}

/** The notification preferences last saved on this device (spec §7), or null. */
export function getLocalNotificationPreferences(): NotificationPreferences | null {
  return readJson<NotificationPreferences>(dataStorage(), STORAGE_KEYS.notificationPreferences);
}

/**
 * Where a user who signed up and must confirm the e-mail first was going; the confirmation page continues there
 * (the same browser only: a link opened elsewhere goes to the default destination).
 */
export function rememberReturnPath(path: string): void {
  writeJson(dataStorage(), STORAGE_KEYS.returnAfterConfirm, path);
}

/** The path `rememberReturnPath` kept, once (it is forgotten). */
export function takeReturnPath(): string | null {
  const storage = dataStorage();
  const path = readJson<string>(storage, STORAGE_KEYS.returnAfterConfirm);
  storage.removeItem(STORAGE_KEYS.returnAfterConfirm);
  // Only a path of this app: never another site.
  return typeof path === 'string' && /^\/(?!\/)/.test(path) ? path : null;
}
