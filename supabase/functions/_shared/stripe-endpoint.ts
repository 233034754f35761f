/**
 * Where the official Stripe client sends its requests: api.stripe.com, or STRIPE_API_URL when it is set (the tests
 * of both hosts of ./stripe-billing.ts point it at a fake Stripe that answers offline). No imports, so Deno and
 * Node load this file as it is.
 */
export interface StripeEndpoint {
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

export function stripeEndpoint(apiUrl: string | null | undefined): StripeEndpoint {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port) || (protocol === 'http' ? 80 : 443), protocol };
}
