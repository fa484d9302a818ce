import { AppError, invalid, notFound } from '../../http/errors';
import {
  type StripeConfig,
  type StripeError,
  type StripeIntent,
  stripeCaller,
  unavailable,
} from './stripe-client';

export { STRIPE_API_VERSION, type StripeConfig } from './stripe-client';

import { createStripeBilling } from './stripe-billing';
import type { CardSummary, Charge, PaymentsProvider } from './types';

type StripeCard = { brand?: string; last4?: string; exp_month?: number; exp_year?: number };
type StripePaymentMethod = { id: string; type: string; customer: string | null; card?: StripeCard };
type StripeToken = { id: string; used?: boolean; card?: StripeCard };
type StripeCustomer = {
  id: string;
  deleted?: boolean;
  invoice_settings?: { default_payment_method?: string | { id: string } | null };
};

/** Stripe's brand names vary by object (tokens say "Visa", payment methods "visa"). */
export function stripeBrand(brand: string | undefined): string | null {
  if (!brand) return null;
  const b = brand.toLowerCase();
  if (b === 'american express') return 'amex';
  if (b === 'mastercard') return 'mastercard';
  return b.replace(/\s+/g, '_');
}

const cardSummary = (id: string, card: StripeCard | undefined): CardSummary => ({
  id,
  type: 'card',
  brand: stripeBrand(card?.brand),
  last4: card?.last4 ?? '',
  expMonth: card?.exp_month ?? null,
  expYear: card?.exp_year ?? null,
  bankName: null,
});

/** A payment intent as a Charge; `declineCode` from the error that failed it, when Stripe answered one. */
export function intentToCharge(pi: StripeIntent, declineCode?: string | null): Charge {
  const base = { id: pi.id, amountCents: pi.amount, currency: pi.currency.toUpperCase() };
  const refunded = typeof pi.latest_charge === 'object' && pi.latest_charge?.refunded === true;
  switch (pi.status) {
    // Cards settle at once; `processing` is a bank debit on its way and `requires_capture` is authorised money.
    case 'succeeded':
    case 'processing':
    case 'requires_capture':
      return { ...base, status: refunded ? 'refunded' : 'succeeded', declineCode: null, challengeId: null };
    case 'requires_action':
    case 'requires_confirmation':
      return { ...base, status: 'requires_action', declineCode: null, challengeId: pi.id };
    case 'canceled':
      return { ...base, status: 'canceled', declineCode: null, challengeId: null };
    default: {
      const err = pi.last_payment_error;
      let code = declineCode ?? err?.decline_code ?? err?.code ?? 'generic_decline';
      if (code === 'payment_intent_authentication_failure') code = 'authentication_failed';
      if (code === 'card_declined') code = 'generic_decline';
      return { ...base, status: 'failed', declineCode: code, challengeId: null };
    }
  }
}

/** Stripe's search query language: a value in single quotes, with \ and ' escaped. */
const searchValue = (v: string) => `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * Stripe's REST API with fetch: form-encoded bodies, the secret key as bearer, an Idempotency-Key on every
 * call that moves money. Bank linking (Financial Connections) and the wallet are not mapped: they answer 503.
 */
export function createStripePayments(cfg: StripeConfig): PaymentsProvider {
  const keyPrefix = cfg.keyPrefix ?? 'quarry';

  const call = stripeCaller(cfg);

  /** Stripe's invalid-request and card errors as our 400, with the parameter it named. */
  const asInvalid = (err: StripeError, path = 'body.token') =>
    invalid(err.message ?? 'The payments service refused the request', [
      { path: err.param ? `body.${err.param}` : path, message: err.message ?? 'Refused' },
    ]);

  async function getPaymentMethod(id: string) {
    const res = await call<StripePaymentMethod>('GET', `/v1/payment_methods/${encodeURIComponent(id)}`);
    if (res.status === 404) return null;
    if (res.error) throw asInvalid(res.error);
    return res.body;
  }

  async function ownMethod(customerId: string, id: string) {
    const pm = id.startsWith('pm_') ? await getPaymentMethod(id) : null;
    if (!pm || pm.customer !== customerId) throw notFound('Payment method');
    return pm;
  }

  async function getIntent(id: string) {
    const res = await call<StripeIntent>('GET', `/v1/payment_intents/${encodeURIComponent(id)}`, {
      query: [['expand[]', 'latest_charge']],
    });
    if (res.status === 404) throw notFound('Charge');
    if (res.error) throw asInvalid(res.error, 'chargeId');
    return res.body;
  }

  const noBank = () => new AppError('UNAVAILABLE', 'Bank linking is not available with this processor');

  return {
    kind: 'stripe',
    publishableKey: cfg.publishableKey,
    tokenUrl: `${cfg.apiUrl}/v1/tokens`,
    testMode: cfg.secretKey.startsWith('sk_test_'),

    async createCustomer(input) {
      const res = await call<{ id: string }>('POST', '/v1/customers', {
        form: {
          email: input.email ?? undefined,
          'metadata[store_id]': input.storeId,
          test_clock: input.testClockId ?? undefined,
        },
        // Two first uses at once make one customer.
        idempotencyKey: `${keyPrefix}-customer-${input.storeId}${input.testClockId ? `-${input.testClockId}` : ''}`,
      });
      if (res.error) throw asInvalid(res.error, 'body.email');
      return res.body.id;
    },

    async attachPaymentMethod(customerId, token) {
      let pmId = token;
      if (token.startsWith('tok_')) {
        const made = await call<StripePaymentMethod>('POST', '/v1/payment_methods', {
          form: { type: 'card', 'card[token]': token },
          idempotencyKey: `quarry-pm-${token}`,
        });
        if (made.error) throw asInvalid(made.error);
        pmId = made.body.id;
      } else if (!token.startsWith('pm_')) {
        throw invalid('This token is not valid; enter the card again', [
          { path: 'body.token', message: 'Unknown token' },
        ]);
      }
      const res = await call<StripePaymentMethod>(
        'POST',
        `/v1/payment_methods/${encodeURIComponent(pmId)}/attach`,
        { form: { customer: customerId }, idempotencyKey: `quarry-attach-${pmId}-${customerId}` },
      );
      if (res.error) throw asInvalid(res.error);
      return cardSummary(res.body.id, res.body.card);
    },

    async detachPaymentMethod(customerId, paymentMethodId) {
      await ownMethod(customerId, paymentMethodId);
      const res = await call('POST', `/v1/payment_methods/${encodeURIComponent(paymentMethodId)}/detach`);
      if (res.error) throw asInvalid(res.error, 'params.id');
    },

    async listPaymentMethods(customerId, limit) {
      const [list, customer] = await Promise.all([
        call<{ data: StripePaymentMethod[] }>('GET', '/v1/payment_methods', {
          query: [
            ['customer', customerId],
            ['type', 'card'],
            ['limit', String(Math.max(1, Math.min(limit, 100)))],
          ],
        }),
        call<StripeCustomer>('GET', `/v1/customers/${encodeURIComponent(customerId)}`),
      ]);
      if (list.status === 404 || customer.status === 404 || customer.body.deleted) {
        return { methods: [], defaultId: null };
      }
      if (list.error) throw asInvalid(list.error, 'customer');
      const def = customer.body.invoice_settings?.default_payment_method ?? null;
      return {
        methods: list.body.data.slice(0, limit).map((pm) => cardSummary(pm.id, pm.card)),
        defaultId: typeof def === 'string' ? def : (def?.id ?? null),
      };
    },

    async setDefaultPaymentMethod(customerId, paymentMethodId) {
      await ownMethod(customerId, paymentMethodId);
      const res = await call('POST', `/v1/customers/${encodeURIComponent(customerId)}`, {
        form: { 'invoice_settings[default_payment_method]': paymentMethodId },
      });
      if (res.error) throw asInvalid(res.error, 'params.id');
    },

    async retrievePaymentMethod(paymentMethodId) {
      if (paymentMethodId.startsWith('tok_')) {
        const res = await call<StripeToken>('GET', `/v1/tokens/${encodeURIComponent(paymentMethodId)}`);
        if (res.error || res.body.used) return null;
        return { ...cardSummary(res.body.id, res.body.card), customerId: null };
      }
      if (!paymentMethodId.startsWith('pm_')) return null;
      const pm = await getPaymentMethod(paymentMethodId);
      if (!pm) return null;
      return { ...cardSummary(pm.id, pm.card), customerId: pm.customer ?? null };
    },

    async charge(input) {
      const oneTime = input.paymentMethodId.startsWith('tok_');
      const res = await call<StripeIntent>('POST', '/v1/payment_intents', {
        form: {
          amount: input.amountCents,
          currency: input.currency.toLowerCase(),
          confirm: true,
          'payment_method_types[]': 'card',
          ...(oneTime
            ? {
                'payment_method_data[type]': 'card',
                'payment_method_data[card][token]': input.paymentMethodId,
              }
            : { payment_method: input.paymentMethodId }),
          customer: input.customerId ?? undefined,
          description: input.description,
          // findCharge finds the intent by this key (Stripe keeps idempotency keys for 24 h only).
          'metadata[quarry_key]': input.idempotencyKey,
        },
        idempotencyKey: input.idempotencyKey,
      });
      if (!res.error) return intentToCharge(res.body);
      const err = res.error;
      // A declined card: Stripe answers 402 with the failed intent inside the error.
      if (err.payment_intent) return intentToCharge(err.payment_intent, err.decline_code ?? err.code);
      throw asInvalid(err, 'body.paymentMethodId');
    },

    async findCharge(idempotencyKey) {
      const res = await call<{ data: StripeIntent[] }>('GET', '/v1/payment_intents/search', {
        query: [
          ['query', `metadata['quarry_key']:${searchValue(idempotencyKey)}`],
          ['expand[]', 'data.latest_charge'],
        ],
      });
      if (res.error) throw unavailable(res.error.message ?? 'search failed');
      const pi = res.body.data[0];
      return pi ? intentToCharge(pi) : null;
    },

    async confirmCharge(chargeId) {
      return intentToCharge(await getIntent(chargeId));
    },

    async refund(chargeId) {
      const charge = intentToCharge(await getIntent(chargeId));
      if (charge.status === 'requires_action') {
        const res = await call('POST', `/v1/payment_intents/${encodeURIComponent(chargeId)}/cancel`, {
          idempotencyKey: `quarry-cancel-${chargeId}`,
        });
        if (res.error) throw asInvalid(res.error, 'chargeId');
        return;
      }
      if (charge.status !== 'succeeded') return;
      const res = await call('POST', '/v1/refunds', {
        form: { payment_intent: chargeId },
        idempotencyKey: `quarry-refund-${chargeId}`,
      });
      if (res.error && res.error.code !== 'charge_already_refunded') throw asInvalid(res.error, 'chargeId');
    },

    async createLinkToken() {
      throw noBank();
    },
    async exchangeBankToken() {
      throw noBank();
    },
    async captureWalletOrder() {
      throw new AppError('UNAVAILABLE', 'Wallet payments are not available with this processor');
    },

    billing: createStripeBilling(call, { keyPrefix, webhookSecret: cfg.webhookSecret ?? null }),
  };
}
