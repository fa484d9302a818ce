import { error, missing } from './replies';
import type { FakeStripeState, Reply, ResourceCall } from './state';

/** /v1/customers: create, read, and set the default payment method. */
export function routeCustomers(s: FakeStripeState, { method, oid, f }: ResourceCall): Reply {
  if (method === 'POST' && !oid) {
    if (f.test_clock && !s.billing.clocks.has(f.test_clock)) return missing('test_clock', 'test_clock');
    const c = {
      id: s.id('cus'),
      email: f.email ?? null,
      default_pm: null,
      test_clock: f.test_clock ?? null,
      balance: 0,
    };
    s.customers.set(c.id, c);
    return {
      status: 200,
      body: {
        id: c.id,
        object: 'customer',
        email: c.email,
        balance: c.balance,
        test_clock: c.test_clock,
        metadata: { store_id: f['metadata[store_id]'] },
      },
    };
  }
  const c = oid ? s.customers.get(oid) : undefined;
  if (!c) return missing('customer', 'id');
  if (method === 'POST') {
    const pmId = f['invoice_settings[default_payment_method]'];
    if (pmId !== undefined) {
      if (s.methods.get(pmId)?.customer !== c.id) {
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
      balance: c.balance,
      test_clock: c.test_clock,
      invoice_settings: { default_payment_method: c.default_pm },
    },
  };
}
