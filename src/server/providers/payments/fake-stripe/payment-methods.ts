import { error, missing, pmJson } from './replies';
import type { FakeStripeState, Reply, ResourceCall } from './state';

/** /v1/payment_methods: list a customer's, create from a token, attach and detach. */
export function routePaymentMethods(
  s: FakeStripeState,
  { method, oid, action, q, f }: ResourceCall,
): Reply | undefined {
  if (method === 'GET' && !oid) {
    const customer = q.get('customer');
    if (!customer || !s.customers.has(customer)) return missing('customer', 'customer');
    const data = [...s.methods.values()]
      .filter((pm) => pm.customer === customer)
      .sort((a, b) => b.created - a.created)
      .slice(0, Number(q.get('limit') ?? 10));
    return { status: 200, body: { object: 'list', data: data.map(pmJson), has_more: false } };
  }
  if (method === 'POST' && !oid) {
    const t = s.tokens.get(f['card[token]'] ?? '');
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
    const pm = { id: s.id('pm'), customer: null, card: t.card, created: s.seq };
    s.methods.set(pm.id, pm);
    return { status: 200, body: pmJson(pm) };
  }
  const pm = oid ? s.methods.get(oid) : undefined;
  if (!pm) return missing('payment_method', 'payment_method');
  if (method === 'GET') return { status: 200, body: pmJson(pm) };
  if (action === 'attach') {
    if (!s.customers.has(f.customer ?? '')) return missing('customer', 'customer');
    if (pm.customer && pm.customer !== f.customer) {
      return error(400, {
        type: 'invalid_request_error',
        message: 'The payment method is attached to another customer',
      });
    }
    pm.customer = f.customer!;
    pm.created = ++s.seq;
    return { status: 200, body: pmJson(pm) };
  }
  if (action === 'detach') {
    if (!pm.customer)
      return error(400, {
        type: 'invalid_request_error',
        message: 'The payment method is not attached to a customer',
      });
    for (const c of s.customers.values()) if (c.default_pm === pm.id) c.default_pm = null;
    pm.customer = null;
    return { status: 200, body: pmJson(pm) };
  }
  return undefined;
}
