import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { localKeys } from '../../tools/local-backend/src/keys';
import { runtimeConfig } from './backend';

/**
 * How many waitlist rows hold this address (any case). Anon may only insert into waitlist_emails, so the check
 * reads with the local backend's service role key, the way an operator would.
 */
export async function waitlistRowCount(email: string): Promise<number> {
  const { supabaseUrl } = await runtimeConfig();
  if (!supabaseUrl) throw new Error('The preview runs without a backend.');
  const admin = createClient(supabaseUrl, localKeys().serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
  });
  const { data, error } = await admin.from('waitlist_emails').select('email').ilike('email', email);
  if (error) throw new Error(`Reading the waitlist failed: ${error.message}`);
  return data.length;
}
