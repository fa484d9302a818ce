// Payments (second document §7 "Payments", §3 payment outcome): the workflow's states, the outcomes the
// API answers, the saved-card limit and the embedded processor's documented test numbers.

/** A payment's workflow state (see docs/decisions/016-cart-checkout-payments.md). */
export const PAYMENT_STATUSES = [
  'STARTED',
  'REQUIRES_ACTION',
  'COMPLETED',
  'DECLINED',
  'ROLLED_BACK',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Spec: payment outcome INSTRUMENT_DECLINED, COMPLETED; plus the 3-D Secure step in between. */
export const PAYMENT_OUTCOMES = ['COMPLETED', 'INSTRUMENT_DECLINED', 'REQUIRES_ACTION'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/** Spec: saved card list limit 10. */
export const MAX_SAVED_CARDS = 10;

/** The embedded processor's test cards (the same numbers Stripe's test mode uses). */
export const TEST_CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  insufficientFunds: '4000000000009995',
  authenticate: '4000002500003155',
  /** Attaches to a customer, then every charge is declined (a saved card that fails at renewal). */
  declineAfterAttach: '4000000000000341',
} as const;

export const DECLINE_MESSAGES: Record<string, string> = {
  generic_decline: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  authentication_failed: 'We could not authenticate your payment. Try again or use another card.',
  expired_card: 'Your card has expired.',
  wallet_not_approved: 'The wallet payment was not approved.',
  invoice_closed: 'The supplier closed this invoice while you paid; your payment was refunded.',
};

/** Financing (pay later): the term in days and its fee in basis points of the amount financed. */
export const FINANCING_TERMS = [
  { days: 30, feeBasisPoints: 150 },
  { days: 60, feeBasisPoints: 300 },
  { days: 90, feeBasisPoints: 450 },
] as const;
/** Orders smaller than this cannot be financed. */
export const MIN_FINANCED_CENTS = 10_000;

/** Idempotency keys are kept this long (Stripe: 24 hours). */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
