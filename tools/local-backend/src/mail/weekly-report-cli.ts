import { localKeys } from '../keys';

/**
 * Triggers the weekly family report on a running backend:
 * `npx tsx tools/local-backend/src/mail/weekly-report-cli.ts [since-ISO]`.
 * SUPABASE_URL and SERVICE_ROLE_KEY default to the local backend's.
 */
const url = process.env.SUPABASE_URL ?? 'http://127.0.0.1:54321';
const key = process.env.SERVICE_ROLE_KEY ?? localKeys(process.env.JWT_SECRET).serviceRoleKey;
const since = process.argv[2];
const response = await fetch(`${url}/functions/v1/family-weekly-report`, {
  method: 'POST',
  headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
  body: JSON.stringify(since ? { since } : {}),
});
const body = await response.text();
if (!response.ok) {
  console.error(`family-weekly-report answered ${response.status}: ${body}`);
  process.exit(1);
}
// The CLI's result, on stderr like the backend's other console output.
console.warn(body);
