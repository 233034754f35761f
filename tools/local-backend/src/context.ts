import type { Database } from './db';
import type { MailDelivery } from './mail';
import type { SchemaCache } from './schema';

export interface BackendContext {
  db: Database;
  secret: Uint8Array;
  /** `<url>/auth/v1`, the `iss` of access tokens. */
  issuer: string;
  accessTokenTtlSeconds: number;
  maxBodyBytes: number;
  schema: SchemaCache;
  /** When set, billing charges real Stripe tokens instead of the simulated provider's. */
  stripeSecretKey: string | null;
  /** Verifies Stripe's webhook signatures; null refuses every delivery. */
  stripeWebhookSecret: string | null;
  stripePrices: { pro?: string | null; parent?: string | null };
  /** Delivers the mail the database queues (dev outbox or SMTP). */
  mail: MailDelivery;
}
