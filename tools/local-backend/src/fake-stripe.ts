import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for api.stripe.com in tests (no network here): it answers the requests the official `stripe` client
 * sends for Stripe Billing (form-encoded bodies, Bearer secret key, Idempotency-Key) with the objects Stripe
 * documents, and records every request so a test can check what was asked. What the browser would do with the
 * client secret (confirm the first invoice's payment) is `payFirstInvoice`.
 */

export interface RecordedStripeRequest {
  method: string;
  path: string;
  /** Form fields (or query for GET) as sent: `items[0][price]`, `metadata[user_id]`, … */
  params: Record<string, string>;
  authorization: string | null;
  idempotencyKey: string | null;
}

type StripeObject = Record<string, unknown>;

export interface FakeStripe {
  url: string;
  requests: RecordedStripeRequest[];
  subscriptions: Map<string, StripeObject>;
  /** What Stripe does once the browser confirms the payment: the subscription becomes active. */
  payFirstInvoice(subscriptionId: string): StripeObject;
  /** The next requests to this path prefix answer Stripe's 500 api_error. */
  failNext(pathPrefix: string): void;
  /** The next charge is declined (Stripe's 402 card_error), as 4000 0000 0000 0341 would be. */
  declineNextCharge(): void;
  close(): Promise<void>;
}

const DAY = 24 * 60 * 60;

async function readParams(req: IncomingMessage, url: URL): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const form = new URLSearchParams(req.method === 'GET' ? url.search : Buffer.concat(chunks).toString());
  return Object.fromEntries(form.entries());
}

const metadataOf = (params: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(params)
      .filter(([key]) => key.startsWith('metadata['))
      .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
  );

/** A switch's invoice: the new price for a month from now, less the unused part of the old one (per second). */
function prorationLines(
  subscription: StripeObject,
  newPrice: string,
  at: number,
  amounts: Record<string, number>,
) {
  const item = (subscription.items as { data: StripeObject[] }).data[0]!;
  const oldPrice = (item.price as { id: string }).id;
  const start = item.current_period_start as number;
  const end = item.current_period_end as number;
  const unused = Math.round(((amounts[oldPrice] ?? 0) * Math.max(end - at, 0)) / (end - start));
  return [
    { id: 'il_unused', amount: -unused, period: { start: at, end } },
    { id: 'il_new', amount: amounts[newPrice] ?? 0, period: { start: at, end: at + 30 * DAY } },
  ];
}

/** A subscription with its first invoice expanded to the client secret the card form confirms. */
function withConfirmationSecret(subscription: StripeObject): StripeObject {
  return {
    ...subscription,
    latest_invoice: {
      id: subscription.latest_invoice,
      object: 'invoice',
      status: 'open',
      confirmation_secret: {
        client_secret: `pi_${String(subscription.id)}_secret_fake`,
        type: 'payment_intent',
      },
    },
  };
}

export async function startFakeStripe(priceAmounts: Record<string, number> = {}): Promise<FakeStripe> {
  const requests: RecordedStripeRequest[] = [];
  let declineNext = false;
  const subscriptions = new Map<string, StripeObject>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const failing: string[] = [];
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_fake${(counter += 1).toString().padStart(6, '0')}`;
  const now = () => Math.floor(Date.now() / 1000);

  const notFound = (id: string) => ({
    status: 404,
    body: {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such subscription: '${id}'`,
      },
    },
  });

  function answer(method: string, path: string, params: Record<string, string>) {
    const failure = failing.findIndex((prefix) => path.startsWith(prefix));
    if (failure >= 0) {
      failing.splice(failure, 1);
      return { status: 500, body: { error: { type: 'api_error', message: 'Something went wrong.' } } };
    }
    if (method === 'POST' && path === '/v1/customers') {
      return { status: 200, body: { id: nextId('cus'), object: 'customer', metadata: metadataOf(params) } };
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const start = now();
      const id = nextId('sub');
      const subscription: StripeObject = {
        id,
        object: 'subscription',
        customer: params.customer,
        status: 'incomplete',
        cancel_at_period_end: false,
        metadata: metadataOf(params),
        default_payment_method: null,
        items: {
          object: 'list',
          data: [
            {
              id: nextId('si'),
              object: 'subscription_item',
              price: { id: params['items[0][price]'], object: 'price' },
              current_period_start: start,
              current_period_end: start + 30 * DAY,
            },
          ],
        },
        latest_invoice: nextId('in'),
        payment_settings: {
          save_default_payment_method: params['payment_settings[save_default_payment_method]'] ?? 'off',
        },
      };
      subscriptions.set(id, subscription);
      const expanded = params['expand[0]'] === 'latest_invoice.confirmation_secret';
      return { status: 200, body: expanded ? withConfirmationSecret(subscription) : subscription };
    }
    if (method === 'GET' && path === '/v1/subscriptions') {
      const expanded = params['expand[0]'] === 'data.latest_invoice.confirmation_secret';
      const data = [...subscriptions.values()]
        .filter(
          (subscription) =>
            subscription.customer === params.customer &&
            (params.status === undefined || subscription.status === params.status),
        )
        .reverse()
        .slice(0, Number(params.limit ?? 10))
        .map((subscription) => (expanded ? withConfirmationSecret(subscription) : subscription));
      return { status: 200, body: { object: 'list', url: '/v1/subscriptions', has_more: false, data } };
    }
    if (method === 'POST' && path === '/v1/invoices/create_preview') {
      const subscription = subscriptions.get(params.subscription ?? '');
      if (!subscription) return notFound(params.subscription ?? '');
      const at = Number(params['subscription_details[proration_date]']);
      const lines = prorationLines(
        subscription,
        params['subscription_details[items][0][price]'] ?? '',
        at,
        priceAmounts,
      );
      const total = lines.reduce((sum, line) => sum + line.amount, 0);
      return {
        status: 200,
        body: {
          object: 'invoice',
          customer: params.customer,
          amount_due: Math.max(total, 0),
          period_end: at,
          lines: { object: 'list', data: lines },
        },
      };
    }
    const match = /^\/v1\/subscriptions\/([A-Za-z0-9_]+)$/.exec(path);
    if (match) {
      const id = match[1]!;
      const subscription = subscriptions.get(id);
      if (!subscription) return notFound(id);
      const newPrice = params['items[0][price]'];
      if (method === 'POST' && newPrice) {
        if (declineNext) {
          declineNext = false;
          return {
            status: 402,
            body: {
              error: {
                type: 'card_error',
                code: 'card_declined',
                decline_code: 'generic_decline',
                message: 'Your card was declined.',
              },
            },
          };
        }
        const at = Number(params.proration_date);
        const item = (subscription.items as { data: StripeObject[] }).data[0]!;
        item.price = { id: newPrice, object: 'price' };
        item.current_period_start = at;
        item.current_period_end = at + 30 * DAY;
        subscription.metadata = { ...(subscription.metadata as object), ...metadataOf(params) };
      }
      if (method === 'POST' && params.cancel_at_period_end !== undefined) {
        subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
      }
      if (method === 'DELETE') subscription.status = 'canceled';
      const expandCard = Object.values(params).includes('default_payment_method');
      return {
        status: 200,
        body: {
          ...subscription,
          default_payment_method:
            expandCard && subscription.default_payment_method
              ? {
                  id: subscription.default_payment_method,
                  object: 'payment_method',
                  card: { brand: 'visa', last4: '4242' },
                }
              : subscription.default_payment_method,
        },
      };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      return {
        status: 200,
        body: {
          id: nextId('bps'),
          object: 'billing_portal.session',
          customer: params.customer,
          return_url: params.return_url,
          url: `https://billing.stripe.com/p/session/test_${counter}`,
        },
      };
    }
    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` },
      },
    };
  }

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake-stripe');
      const params = await readParams(req, url);
      const recorded: RecordedStripeRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        params,
        authorization: req.headers.authorization ?? null,
        idempotencyKey: (req.headers['idempotency-key'] as string | undefined) ?? null,
      };
      requests.push(recorded);
      const key = recorded.idempotencyKey ? `${recorded.path}\n${recorded.idempotencyKey}` : null;
      const reply = (key && idempotent.get(key)) || answer(recorded.method, recorded.path, params);
      if (key && reply.status < 500) idempotent.set(key, reply);
      res.writeHead(reply.status, { 'Content-Type': 'application/json', 'Request-Id': nextId('req') });
      res.end(JSON.stringify(reply.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    payFirstInvoice(subscriptionId) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      subscription.status = 'active';
      subscription.default_payment_method = nextId('pm');
      return subscription;
    },
    failNext(pathPrefix) {
      failing.push(pathPrefix);
    },
    declineNextCharge() {
      declineNext = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
