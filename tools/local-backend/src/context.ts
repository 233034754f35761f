import type { PasswordHasher } from './auth-guards';
import type { Database } from './database';
import type { ApiRole } from './jwt';
import type { MailDelivery } from './mail';
import type { RateLimiter } from './rate-limit';
import type { Clock } from './reminders';
import type { SchemaCache } from './schema';

export interface BackendContext {
  db: Database;
  secret: Uint8Array;
  /** `<url>/auth/v1`, the `iss` of access tokens. */
  issuer: string;
  accessTokenTtlSeconds: number;
  maxBodyBytes: number;
  /** PostgREST's db-max-rows: the most rows one response holds (1000 on hosted Supabase). */
  maxRows: number;
  /** The most rows the embedded resources of one response add up to (local REST only; hosted has no such cap). */
  maxEmbeddedRows: number;
  /** The largest response body a REST read or write returns (local REST only). */
  maxResponseBytes: number;
  /** statement_timeout per API role, from the roles' own settings (hosted: anon 3s, authenticated 8s). */
  statementTimeouts: Partial<Record<ApiRole, string>>;
  schema: SchemaCache;
  /** When set, subscriptions are Stripe Billing's instead of the simulated provider's. */
  stripeSecretKey: string | null;
  /** Verifies Stripe's webhook signatures; null refuses every delivery. */
  stripeWebhookSecret: string | null;
  stripePrices: { pro?: string | null; parent?: string | null };
  /** Stripe's API base URL when it is not api.stripe.com (stripe-mock, a test's fake server). */
  stripeApiUrl: string | null;
  /** The site's origin: Stripe's customer portal returns the user there. */
  appUrl: string;
  /** Delivers the mail the database queues (dev outbox or SMTP). */
  mail: MailDelivery;
  /** The scheduler's clock (reminders); tests pass their own. */
  clock: Clock;
  /** GoTrue's per-address (and here also per-e-mail) limits on sign-in, sign-up, refresh and mail. */
  rateLimiter: RateLimiter;
  passwords: PasswordHasher;
  /** GoTrue's REFRESH_TOKEN_REUSE_INTERVAL: a rotated refresh token still works this long. */
  refreshTokenReuseIntervalSeconds: number;
  /** Supabase's "Confirm email": sign-up answers without a session and sign-in waits for the confirmation. */
  confirmEmail: boolean;
  /** Opens the dev outbox (`?token=`) besides the service role key. */
  outboxToken: string;
}
