import { error, intentJson, missing } from './replies';
import type { Card, FakeStripeState, Intent, Reply, ResourceCall } from './state';

/** Confirms an intent as Stripe would with this card: a charge, a 3-D Secure wait, or a decline (402). */
export function confirmIntent(s: FakeStripeState, pi: Intent, card: Card) {
  if (card.behavior === 'succeed') {
    const ch = { id: s.id('ch'), refunded: false, amount_refunded: 0, payment_intent: pi.id };
    s.charges.set(ch.id, ch);
    pi.status = 'succeeded';
    pi.latest_charge = ch.id;
    return { status: 200, body: intentJson(s, pi, false) };
  }
  if (card.behavior === 'authenticate') {
    pi.status = 'requires_action';
    return { status: 200, body: intentJson(s, pi, false) };
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
    payment_intent: intentJson(s, pi, false),
  });
}

/** /v1/payment_intents: create and confirm, search by metadata, read, cancel. */
export function routePaymentIntents(
  s: FakeStripeState,
  { method, oid, action, q, f }: ResourceCall,
): Reply | undefined {
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
    const data = [...s.intents.values()]
      .filter((pi) => pi.metadata[m[1]!] === value)
      .map((pi) => intentJson(s, pi, expand));
    return { status: 200, body: { object: 'search_result', data, has_more: false } };
  }
  if (method === 'POST' && !oid) {
    if (f.confirm !== 'true')
      return error(400, { type: 'invalid_request_error', message: 'The adapter always confirms' });
    let card: Card;
    let pmId: string;
    if (f['payment_method_data[card][token]']) {
      const t = s.tokens.get(f['payment_method_data[card][token]']);
      if (!t) return missing('token', 'payment_method_data[card][token]');
      if (t.used)
        return error(400, {
          type: 'invalid_request_error',
          code: 'token_already_used',
          message: 'You cannot use a Stripe token more than once',
        });
      t.used = true;
      const pm = { id: s.id('pm'), customer: null, card: t.card, created: ++s.seq };
      s.methods.set(pm.id, pm);
      card = t.card;
      pmId = pm.id;
    } else {
      const pm = s.methods.get(f.payment_method ?? '');
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
      id: s.id('pi'),
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
    s.intents.set(pi.id, pi);
    return confirmIntent(s, pi, card);
  }
  const pi = oid ? s.intents.get(oid) : undefined;
  if (!pi) return missing('payment_intent', 'intent');
  if (method === 'GET')
    return { status: 200, body: intentJson(s, pi, q.getAll('expand[]').includes('latest_charge')) };
  if (action === 'cancel') {
    if (pi.status === 'succeeded')
      return error(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: 'This PaymentIntent has succeeded',
      });
    pi.status = 'canceled';
    return { status: 200, body: intentJson(s, pi, false) };
  }
  return undefined;
}
