import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { localKeys } from '@dreampitch/local-backend/keys';

/** The runtime config the preview serves: the same URL and anon key the browser uses. */
export async function runtimeConfig(baseURL = 'http://localhost:3000') {
  const response = await fetch(`${baseURL}/config.json`);
  return (await response.json()) as { supabaseUrl: string | null; supabaseAnonKey: string | null };
}

/** A real supabase-js client for checking what the app stored, as a given user. */
export async function apiClient(): Promise<SupabaseClient> {
  const { supabaseUrl, supabaseAnonKey } = await runtimeConfig();
  if (!supabaseUrl || !supabaseAnonKey) throw new Error('The preview runs without a backend.');
  return createClient(supabaseUrl, supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
  });
}

/** A supabase-js client with the service role key: checks what the database holds, past every policy. */
export async function serviceClient(): Promise<SupabaseClient> {
  const { supabaseUrl } = await runtimeConfig();
  if (!supabaseUrl) throw new Error('The preview runs without a backend.');
  return createClient(supabaseUrl, localKeys().serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
  });
}
