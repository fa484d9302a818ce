import { BRAND, type FakeStripeState, type Intent, type PaymentMethod, type Token } from './state';

// Stripe's JSON shapes of the fake's objects, and its error bodies.

export const pmJson = (pm: PaymentMethod) => ({
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
export const tokenJson = (t: Token) => ({
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
export const intentJson = (s: FakeStripeState, pi: Intent, expand: boolean) => ({
  ...pi,
  object: 'payment_intent',
  next_action: pi.status === 'requires_action' ? { type: 'use_stripe_sdk' } : null,
  latest_charge:
    expand && pi.latest_charge ? { object: 'charge', ...s.charges.get(pi.latest_charge) } : pi.latest_charge,
});
export const error = (status: number, e: Record<string, unknown>) => ({ status, body: { error: e } });
export const missing = (what: string, param: string) =>
  error(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${what}`,
    param,
  });
