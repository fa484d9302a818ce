import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { TEST_CARDS } from '../../../shared/rules/payments';

// A loopback server speaking the Stripe REST calls the adapter makes (form-encoded bodies, bearer secret key,
// Idempotency-Key replay, Stripe's error shapes), with Stripe's test card numbers. Test-only.

type Behavior = 'succeed' | 'decline' | 'insufficient_funds' | 'authenticate';
const BEHAVIOR: Record<string, Behavior> = {
  [TEST_CARDS.success]: 'succeed',
  [TEST_CARDS.decline]: 'decline',
  [TEST_CARDS.insufficientFunds]: 'insufficient_funds',
  [TEST_CARDS.authenticate]: 'authenticate',
};
const BRAND: [RegExp, string, string][] = [
  [/^4/, 'Visa', 'visa'],
  [/^5[1-5]/, 'MasterCard', 'mastercard'],
  [/^3[47]/, 'American Express', 'amex'],
  [/^6/, 'Discover', 'discover'],
];

type Card = { brand: string; last4: string; exp_month: number; exp_year: number; behavior: Behavior };
type Token = { id: string; used: boolean; card: Card };
type PaymentMethod = { id: string; customer: string | null; card: Card; created: number };
type Intent = {
  id: string;
  status: string;
  amount: number;
  currency: string;
  customer: string | null;
  payment_method: string;
  description: string | null;
  metadata: Record<string, string>;
  last_payment_error: { code: string; decline_code?: string; message: string } | null;
  latest_charge: string | null;
};
type ChargeObj = { id: string; refunded: boolean; amount_refunded: number; payment_intent: string };

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
  const customers = new Map<string, { id: string; email: string | null; default_pm: string | null }>();
  const tokens = new Map<string, Token>();
  const methods = new Map<string, PaymentMethod>();
  const intents = new Map<string, Intent>();
  const charges = new Map<string, ChargeObj>();
  const idempotency = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  let seq = 0;
  const id = (prefix: string) => `${prefix}_fake${String(++seq).padStart(6, '0')}`;

  const pmJson = (pm: PaymentMethod) => ({
    id: pm.id,
    object: 'payment_method',
    type: 'card',
    customer: pm.customer,
    created: pm.created,
    card: {
      brand: BRAND.find((b) => b[1] === pm.card.brand)?.[2] ?? 'unknown',
      last4: pm.card.last4,
      exp_month: pm.card.exp_month,
      exp_year: pm.card.exp_year,
    },
  });
  const tokenJson = (t: Token) => ({
    id: t.id,
    object: 'token',
    type: 'card',
    used: t.used,
    card: {
      brand: t.card.brand,
      last4: t.card.last4,
      exp_month: t.card.exp_month,
      exp_year: t.card.exp_year,
    },
  });
  const intentJson = (pi: Intent, expand: boolean) => ({
    ...pi,
    object: 'payment_intent',
    next_action: pi.status === 'requires_action' ? { type: 'use_stripe_sdk' } : null,
    latest_charge:
      expand && pi.latest_charge ? { object: 'charge', ...charges.get(pi.latest_charge) } : pi.latest_charge,
  });
  const error = (status: number, e: Record<string, unknown>) => ({ status, body: { error: e } });
  const missing = (what: string, param: string) =>
    error(404, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${what}`,
      param,
    });

  function confirm(pi: Intent, card: Card) {
    if (card.behavior === 'succeed') {
      const ch = { id: id('ch'), refunded: false, amount_refunded: 0, payment_intent: pi.id };
      charges.set(ch.id, ch);
      pi.status = 'succeeded';
      pi.latest_charge = ch.id;
      return { status: 200, body: intentJson(pi, false) };
    }
    if (card.behavior === 'authenticate') {
      pi.status = 'requires_action';
      return { status: 200, body: intentJson(pi, false) };
    }
    const decline = card.behavior === 'decline' ? 'generic_decline' : 'insufficient_funds';
    const message =
      decline === 'generic_decline' ? 'Your card was declined.' : 'Your card has insufficient funds.';
    pi.status = 'requires_payment_method';
    pi.last_payment_error = { code: 'card_declined', decline_code: decline, message };
    return error(402, {
      type: 'card_error',
      code: 'card_declined',
      decline_code: decline,
      message,
      payment_intent: intentJson(pi, false),
    });
  }

  function route(method: string, path: string, q: URLSearchParams, f: Record<string, string>) {
    const parts = path.split('/').filter(Boolean); // ['v1', kind, id?, action?]
    const [, kind, oid, action] = parts;
    if (kind === 'tokens' && method === 'POST' && !oid) {
      const number = (f['card[number]'] ?? '').replace(/\s/g, '');
      if (!/^\d{12,19}$/.test(number)) {
        return error(402, {
          type: 'card_error',
          code: 'incorrect_number',
          message: 'Your card number is incorrect.',
          param: 'number',
        });
      }
      const brand = BRAND.find((b) => b[0].test(number))?.[1] ?? 'Unknown';
      const t: Token = {
        id: id('tok'),
        used: false,
        card: {
          brand,
          last4: number.slice(-4),
          exp_month: Number(f['card[exp_month]']),
          exp_year: Number(f['card[exp_year]']),
          behavior: BEHAVIOR[number] ?? 'succeed',
        },
      };
      tokens.set(t.id, t);
      return { status: 200, body: tokenJson(t) };
    }
    if (kind === 'tokens' && method === 'GET' && oid) {
      const t = tokens.get(oid);
      return t ? { status: 200, body: tokenJson(t) } : missing('token', 'token');
    }
    if (kind === 'customers') {
      if (method === 'POST' && !oid) {
        const c = { id: id('cus'), email: f.email ?? null, default_pm: null };
        customers.set(c.id, c);
        return {
          status: 200,
          body: {
            id: c.id,
            object: 'customer',
            email: c.email,
            metadata: { store_id: f['metadata[store_id]'] },
          },
        };
      }
      const c = oid ? customers.get(oid) : undefined;
      if (!c) return missing('customer', 'id');
      if (method === 'POST') {
        const pmId = f['invoice_settings[default_payment_method]'];
        if (pmId !== undefined) {
          if (methods.get(pmId)?.customer !== c.id) {
            return error(400, {
              type: 'invalid_request_error',
              message: `No such PaymentMethod: '${pmId}'`,
              param: 'invoice_settings[default_payment_method]',
            });
          }
          c.default_pm = pmId;
        }
      }
      return {
        status: 200,
        body: {
          id: c.id,
          object: 'customer',
          email: c.email,
          invoice_settings: { default_payment_method: c.default_pm },
        },
      };
    }
    if (kind === 'payment_methods') {
      if (method === 'GET' && !oid) {
        const customer = q.get('customer');
        if (!customer || !customers.has(customer)) return missing('customer', 'customer');
        const data = [...methods.values()]
          .filter((pm) => pm.customer === customer)
          .sort((a, b) => b.created - a.created)
          .slice(0, Number(q.get('limit') ?? 10));
        return { status: 200, body: { object: 'list', data: data.map(pmJson), has_more: false } };
      }
      if (method === 'POST' && !oid) {
        const t = tokens.get(f['card[token]'] ?? '');
        if (!t)
          return error(400, {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: 'No such token',
            param: 'card[token]',
          });
        if (t.used)
          return error(400, {
            type: 'invalid_request_error',
            code: 'token_already_used',
            message: 'You cannot use a Stripe token more than once',
            param: 'card[token]',
          });
        t.used = true;
        const pm = { id: id('pm'), customer: null, card: t.card, created: seq };
        methods.set(pm.id, pm);
        return { status: 200, body: pmJson(pm) };
      }
      const pm = oid ? methods.get(oid) : undefined;
      if (!pm) return missing('payment_method', 'payment_method');
      if (method === 'GET') return { status: 200, body: pmJson(pm) };
      if (action === 'attach') {
        if (!customers.has(f.customer ?? '')) return missing('customer', 'customer');
        if (pm.customer && pm.customer !== f.customer) {
          return error(400, {
            type: 'invalid_request_error',
            message: 'The payment method is attached to another customer',
          });
        }
        pm.customer = f.customer!;
        pm.created = ++seq;
        return { status: 200, body: pmJson(pm) };
      }
      if (action === 'detach') {
        if (!pm.customer)
          return error(400, {
            type: 'invalid_request_error',
            message: 'The payment method is not attached to a customer',
          });
        for (const c of customers.values()) if (c.default_pm === pm.id) c.default_pm = null;
        pm.customer = null;
        return { status: 200, body: pmJson(pm) };
      }
    }
    if (kind === 'payment_intents') {
      if (method === 'GET' && oid === 'search') {
        const m = /^metadata\['([^']+)'\]:'((?:[^'\\]|\\.)*)'$/.exec(q.get('query') ?? '');
        if (!m)
          return error(400, {
            type: 'invalid_request_error',
            message: 'Invalid search query',
            param: 'query',
          });
        const value = m[2]!.replace(/\\(.)/g, '$1');
        const expand = q.getAll('expand[]').includes('data.latest_charge');
        const data = [...intents.values()]
          .filter((pi) => pi.metadata[m[1]!] === value)
          .map((pi) => intentJson(pi, expand));
        return { status: 200, body: { object: 'search_result', data, has_more: false } };
      }
      if (method === 'POST' && !oid) {
        if (f.confirm !== 'true')
          return error(400, { type: 'invalid_request_error', message: 'The adapter always confirms' });
        let card: Card;
        let pmId: string;
        if (f['payment_method_data[card][token]']) {
          const t = tokens.get(f['payment_method_data[card][token]']);
          if (!t) return missing('token', 'payment_method_data[card][token]');
          if (t.used)
            return error(400, {
              type: 'invalid_request_error',
              code: 'token_already_used',
              message: 'You cannot use a Stripe token more than once',
            });
          t.used = true;
          const pm = { id: id('pm'), customer: null, card: t.card, created: ++seq };
          methods.set(pm.id, pm);
          card = t.card;
          pmId = pm.id;
        } else {
          const pm = methods.get(f.payment_method ?? '');
          if (!pm) return missing('payment_method', 'payment_method');
          if (pm.customer && pm.customer !== f.customer) {
            return error(400, {
              type: 'invalid_request_error',
              message: 'The provided PaymentMethod belongs to another customer',
              param: 'payment_method',
            });
          }
          card = pm.card;
          pmId = pm.id;
        }
        const metadata: Record<string, string> = {};
        for (const [k, v] of Object.entries(f)) {
          const mk = /^metadata\[(.+)\]$/.exec(k);
          if (mk) metadata[mk[1]!] = v;
        }
        const pi: Intent = {
          id: id('pi'),
          status: 'requires_confirmation',
          amount: Number(f.amount),
          currency: f.currency ?? 'usd',
          customer: f.customer ?? null,
          payment_method: pmId,
          description: f.description ?? null,
          metadata,
          last_payment_error: null,
          latest_charge: null,
        };
        intents.set(pi.id, pi);
        return confirm(pi, card);
      }
      const pi = oid ? intents.get(oid) : undefined;
      if (!pi) return missing('payment_intent', 'intent');
      if (method === 'GET')
        return { status: 200, body: intentJson(pi, q.getAll('expand[]').includes('latest_charge')) };
      if (action === 'cancel') {
        if (pi.status === 'succeeded')
          return error(400, {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: 'This PaymentIntent has succeeded',
          });
        pi.status = 'canceled';
        return { status: 200, body: intentJson(pi, false) };
      }
    }
    if (kind === 'refunds' && method === 'POST') {
      const pi = intents.get(f.payment_intent ?? '');
      if (!pi) return missing('payment_intent', 'payment_intent');
      const ch = pi.latest_charge ? charges.get(pi.latest_charge) : undefined;
      if (!ch || pi.status !== 'succeeded')
        return error(400, {
          type: 'invalid_request_error',
          code: 'charge_not_succeeded',
          message: 'This charge has not succeeded',
        });
      if (ch.refunded)
        return error(400, {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: 'Charge has already been refunded.',
        });
      ch.refunded = true;
      ch.amount_refunded = pi.amount;
      return {
        status: 200,
        body: {
          id: id('re'),
          object: 'refund',
          amount: pi.amount,
          payment_intent: pi.id,
          status: 'succeeded',
        },
      };
    }
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
        const ch = { id: id('ch'), refunded: false, amount_refunded: 0, payment_intent: pi.id };
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
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
