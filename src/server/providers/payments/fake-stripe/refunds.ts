import { error, missing } from './replies';
import type { FakeStripeState, Reply, ResourceCall } from './state';

/** /v1/refunds: refund a succeeded intent's charge, once. */
export function routeRefunds(s: FakeStripeState, { method, f }: ResourceCall): Reply | undefined {
  if (method !== 'POST') return undefined;
  const pi = s.intents.get(f.payment_intent ?? '');
  if (!pi) return missing('payment_intent', 'payment_intent');
  const ch = pi.latest_charge ? s.charges.get(pi.latest_charge) : undefined;
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
      id: s.id('re'),
      object: 'refund',
      amount: pi.amount,
      payment_intent: pi.id,
      status: 'succeeded',
    },
  };
}
