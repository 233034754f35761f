import type { RuntimeConfig } from '@dreampitch/data';

const EMPTY: RuntimeConfig = { supabaseUrl: null, supabaseAnonKey: null, stripePublishableKey: null };

/**
 * Reads the deployment's /config.json once. One build serves every environment, so nothing here
 * comes from build-time env. A missing file means demo mode rather than a blank page.
 */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url);
    if (!response.ok) return EMPTY;
    const json = (await response.json()) as Partial<RuntimeConfig>;
    return {
      supabaseUrl: typeof json.supabaseUrl === 'string' ? json.supabaseUrl : null,
      supabaseAnonKey: typeof json.supabaseAnonKey === 'string' ? json.supabaseAnonKey : null,
      stripePublishableKey: typeof json.stripePublishableKey === 'string' ? json.stripePublishableKey : null,
    };
  } catch {
    return EMPTY;
  }
}
