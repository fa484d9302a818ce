import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  routeCoupons,
  routeInvoices,
  routePrices,
  routePromotionCodes,
  routeSubscriptions,
  routeTestClocks,
} from './fake-stripe/billing';
import type { FakeEvent } from './fake-stripe/billing-books';
import { routeCustomers } from './fake-stripe/customers';
import { routePaymentIntents } from './fake-stripe/payment-intents';
import { routePaymentMethods } from './fake-stripe/payment-methods';
import { routeRefunds } from './fake-stripe/refunds';
import { error } from './fake-stripe/replies';
import {
  createFakeStripeState,
  type FakeStripeState,
  type Reply,
  type ResourceCall,
} from './fake-stripe/state';
import { routeTokens } from './fake-stripe/tokens';
import { signStripeWebhook } from './stripe-billing';

// A loopback server speaking the Stripe REST calls the adapter makes (form-encoded bodies, bearer secret key,
// Idempotency-Key replay, Stripe's error shapes), with Stripe's test card numbers. Test-only. This file is the
// HTTP side (keys, idempotency, routing); each resource answers in a file of fake-stripe/.

/** Each resource's calls, by the path's second segment. */
const RESOURCES = new Map<string, (s: FakeStripeState, call: ResourceCall) => Reply | undefined>([
  ['tokens', routeTokens],
  ['customers', routeCustomers],
  ['payment_methods', routePaymentMethods],
  ['payment_intents', routePaymentIntents],
  ['refunds', routeRefunds],
  ['subscriptions', routeSubscriptions],
  ['invoices', routeInvoices],
  ['prices', routePrices],
  ['coupons', routeCoupons],
  ['promotion_codes', routePromotionCodes],
  ['test_clocks', routeTestClocks],
]);

export const FAKE_STRIPE_SECRET = 'sk_test_fake_quarry';
export const FAKE_STRIPE_PUBLISHABLE = 'pk_test_fake_quarry';

export type FakeStripeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  auth: string;
  idempotencyKey: string | null;
  form: Record<string, string>;
  replayed: boolean;
  /** The Stripe-Version header. */
  version: string | null;
};

export async function startFakeStripeServer(opts: { hang?: boolean; failWith?: number } = {}) {
  const requests: FakeStripeRequest[] = [];
  const state = createFakeStripeState();
  const { intents, charges } = state;
  const idempotency = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  // Webhooks: each event is signed with the endpoint's secret and POSTed in order, as Stripe does.
  let webhook: { url: string; secret: string } | null = null;
  let sending = Promise.resolve();
  const deliveries: { eventId: string; type: string; status: number }[] = [];
  state.billing.onEvent = (event: FakeEvent) => {
    const endpoint = webhook;
    if (!endpoint) return;
    sending = sending.then(async () => {
      const payload = JSON.stringify(event);
      const header = signStripeWebhook(payload, endpoint.secret, Math.floor(Date.now() / 1000));
      const res = await fetch(endpoint.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        body: payload,
      }).catch(() => null);
      await res?.text();
      deliveries.push({ eventId: event.id, type: event.type, status: res?.status ?? 0 });
    });
  };

  function route(method: string, path: string, q: URLSearchParams, f: Record<string, string>) {
    const parts = path.split('/').filter(Boolean); // ['v1', kind, id?, action?]
    // /v1/test_helpers/{kind}/… routes like /v1/{kind}/….
    if (parts[1] === 'test_helpers') parts.splice(1, 1);
    const [, kind, oid, action] = parts;
    const handled = RESOURCES.get(kind ?? '')?.(state, { method, oid, action, q, f });
    if (handled) return handled;
    return error(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path})`,
    });
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const method = req.method ?? 'GET';
      const auth = req.headers.authorization ?? '';
      const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
      const form = Object.fromEntries(new URLSearchParams(raw));
      const entry: FakeStripeRequest = {
        method,
        path: url.pathname,
        query: url.searchParams,
        auth,
        idempotencyKey: key,
        form,
        replayed: false,
        version: (req.headers['stripe-version'] as string | undefined) ?? null,
      };
      requests.push(entry);
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(body));
      };
      if (opts.hang) return;
      if (opts.failWith)
        return send(opts.failWith, { error: { type: 'api_error', message: 'Stripe is having a bad day' } });
      const tokenCall = method === 'POST' && url.pathname === '/v1/tokens';
      if (
        auth !== `Bearer ${FAKE_STRIPE_SECRET}` &&
        !(tokenCall && auth === `Bearer ${FAKE_STRIPE_PUBLISHABLE}`)
      ) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      const fingerprint = `${method} ${url.pathname} ${raw}`;
      if (method === 'POST' && key) {
        const seen = idempotency.get(key);
        if (seen) {
          if (seen.fingerprint !== fingerprint) {
            return send(400, {
              error: {
                type: 'idempotency_error',
                message:
                  'Keys for idempotent requests can only be used with the same parameters they were first used with.',
              },
            });
          }
          entry.replayed = true;
          return send(seen.status, seen.body, { 'idempotent-replayed': 'true' });
        }
      }
      const out = route(method, url.pathname, url.searchParams, form);
      if (method === 'POST' && key) idempotency.set(key, { fingerprint, status: out.status, body: out.body });
      send(out.status, out.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apiUrl,
    requests,
    config: { secretKey: FAKE_STRIPE_SECRET, publishableKey: FAKE_STRIPE_PUBLISHABLE, apiUrl },
    /** A card token, as Stripe.js would get one in the browser. */
    async token(number: string, exp = { month: 12, year: new Date().getUTCFullYear() + 3 }) {
      const r = await fetch(`${apiUrl}/v1/tokens`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${FAKE_STRIPE_PUBLISHABLE}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          'card[number]': number,
          'card[exp_month]': String(exp.month),
          'card[exp_year]': String(exp.year),
          'card[cvc]': '123',
        }),
      });
      return ((await r.json()) as { id: string }).id;
    },
    /** The payer finishes (or fails) 3-D Secure in Stripe's own page. */
    authenticate(intentId: string, ok: boolean) {
      const pi = intents.get(intentId);
      if (pi?.status !== 'requires_action') throw new Error(`intent ${intentId} is not waiting for action`);
      if (ok) {
        const ch = { id: state.id('ch'), refunded: false, amount_refunded: 0, payment_intent: pi.id };
        charges.set(ch.id, ch);
        pi.status = 'succeeded';
        pi.latest_charge = ch.id;
      } else {
        pi.status = 'requires_payment_method';
        pi.last_payment_error = {
          code: 'payment_intent_authentication_failure',
          message: 'Authentication failed',
        };
      }
    },
    intents,
    /** Stripe Billing's books (subscriptions, invoices, clocks…) and every event made. */
    billing: state.billing,
    /** Where events are signed and POSTed from now on (the webhook endpoint and its signing secret). */
    setWebhook(url: string, secret: string) {
      webhook = { url, secret };
    },
    /** Resolves when every event made so far was POSTed; answers each delivery's HTTP status. */
    async flushWebhooks() {
      await sending;
      return deliveries;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
