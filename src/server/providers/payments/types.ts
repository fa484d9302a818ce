import type { BillingProvider } from './billing-types';

// The payments processor (ARCHITECTURE "Providers": embedded card/bank processor with test numbers and real
// state machines by default; Stripe when STRIPE_SECRET_KEY is set). Quarry's modules talk only to this
// interface. Amounts are integer cents. Every charge carries an idempotency key: charging twice with one key
// answers the first charge, so a retried or recovered payment never charges twice.

export type CardSummary = {
  /** pm_… (attached), tok_… (one-time) or ba_… (bank account): what a charge may be made from. */
  id: string;
  type: 'card' | 'us_bank_account';
  brand: string | null;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
  bankName: string | null;
};

export type ChargeInput = {
  amountCents: number;
  currency: string;
  /** A pm_ of this customer, a ba_, or a one-time tok_. */
  paymentMethodId: string;
  customerId?: string | null;
  /** The processor keeps one charge per key, whatever the number of calls. */
  idempotencyKey: string;
  description: string;
};

export type Charge = {
  id: string;
  status: 'succeeded' | 'requires_action' | 'failed' | 'canceled' | 'refunded';
  amountCents: number;
  currency: string;
  /** Set when status is failed: generic_decline, insufficient_funds, authentication_failed, expired_card… */
  declineCode: string | null;
  /** For requires_action: the 3-D Secure challenge the payer completes (embedded: /payments/challenges/{id}). */
  challengeId: string | null;
};

export type WalletOrderState = {
  id: string;
  amountCents: number;
  currency: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
};

export interface PaymentsProvider {
  readonly kind: 'embedded' | 'stripe';
  readonly publishableKey: string;
  /** Where the browser posts card details to get a token (never Quarry's own API in Stripe mode). */
  readonly tokenUrl: string;
  readonly testMode: boolean;

  /**
   * The processor's customer for a store (created on first use; the caller stores the id). `testClockId`
   * (tests only): the customer lives at that test clock's time (billing.createTestClock), as in Stripe.
   */
  createCustomer(input: {
    email: string | null;
    storeId: number;
    testClockId?: string | null;
  }): Promise<string>;
  /** Attach a one-time token or bank account token to the customer; answers the saved method. */
  attachPaymentMethod(customerId: string, token: string): Promise<CardSummary>;
  detachPaymentMethod(customerId: string, paymentMethodId: string): Promise<void>;
  /** The customer's cards and bank accounts, newest first, at most `limit`; and which one is default. */
  listPaymentMethods(
    customerId: string,
    limit: number,
  ): Promise<{ methods: CardSummary[]; defaultId: string | null }>;
  setDefaultPaymentMethod(customerId: string, paymentMethodId: string): Promise<void>;
  /** What a token or method is (to show "Visa •••• 4242" and to refuse someone else's method). */
  retrievePaymentMethod(
    paymentMethodId: string,
  ): Promise<(CardSummary & { customerId: string | null }) | null>;

  /** Charge once per idempotency key; a declined charge answers status failed with its decline code. */
  charge(input: ChargeInput): Promise<Charge>;
  /** The charge made with this key, if any (recovery after a crash asks before charging again). */
  findCharge(idempotencyKey: string): Promise<Charge | null>;
  /** After the payer completed (or failed) the 3-D Secure challenge: the charge's final state. */
  confirmCharge(chargeId: string): Promise<Charge>;
  /** Give the money back (compensation when the order could not be recorded). */
  refund(chargeId: string): Promise<void>;

  /** Bank linking (the spec's bank-linking provider): a link token for the bank picker... */
  createLinkToken(customerId: string): Promise<{ linkToken: string; expiresAt: Date }>;
  /** ...and, from the public token the picker answers, a bank account token to attach. */
  exchangeBankToken(publicToken: string): Promise<{ bankAccountToken: string }>;

  /** The wallet (the spec's PayPal role): capture an order the payer approved, once per key. */
  captureWalletOrder(input: {
    orderId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<Charge>;

  /** Subscription billing (billing-types.ts): subscriptions, invoices, coupons, test clocks and events. */
  readonly billing: BillingProvider;
}
