import { TEST_CARDS } from '../../../../shared/rules/payments';
import { type BillingBooks, createBillingBooks } from './billing-books';

// The fake Stripe's books: in memory, one set per server (a test starts its own). Each resource file of this
// folder answers the calls of one Stripe resource on them.

export type Behavior = 'succeed' | 'decline' | 'insufficient_funds' | 'authenticate';
export const BEHAVIOR: Record<string, Behavior> = {
  [TEST_CARDS.success]: 'succeed',
  [TEST_CARDS.decline]: 'decline',
  [TEST_CARDS.insufficientFunds]: 'insufficient_funds',
  [TEST_CARDS.authenticate]: 'authenticate',
  [TEST_CARDS.declineAfterAttach]: 'decline',
};
export const BRAND: [RegExp, string, string][] = [
  [/^4/, 'Visa', 'visa'],
  [/^5[1-5]/, 'MasterCard', 'mastercard'],
  [/^3[47]/, 'American Express', 'amex'],
  [/^6/, 'Discover', 'discover'],
];

export type Card = { brand: string; last4: string; exp_month: number; exp_year: number; behavior: Behavior };
export type Token = { id: string; used: boolean; card: Card };
export type PaymentMethod = { id: string; customer: string | null; card: Card; created: number };
export type Intent = {
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
export type ChargeObj = { id: string; refunded: boolean; amount_refunded: number; payment_intent: string };

export type FakeStripeState = {
  customers: Map<
    string,
    {
      id: string;
      email: string | null;
      default_pm: string | null;
      /** The test clock the customer lives at, if any. */
      test_clock: string | null;
      /** Stripe's customer balance: negative is credit the next invoices use. */
      balance: number;
    }
  >;
  tokens: Map<string, Token>;
  methods: Map<string, PaymentMethod>;
  intents: Map<string, Intent>;
  charges: Map<string, ChargeObj>;
  /** Subscription billing's books (fake-stripe/billing.ts). */
  billing: BillingBooks;
  /** Ids are numbered in one sequence, which also orders payment methods by `created`. */
  seq: number;
  id(prefix: string): string;
};

export function createFakeStripeState(): FakeStripeState {
  const s: FakeStripeState = {
    customers: new Map(),
    tokens: new Map(),
    methods: new Map(),
    intents: new Map(),
    charges: new Map(),
    billing: createBillingBooks(),
    seq: 0,
    id: (prefix) => `${prefix}_fake${String(++s.seq).padStart(6, '0')}`,
  };
  return s;
}

/** A call to one resource: `/v1/{kind}/{oid}/{action}` with its query and form body. */
export type ResourceCall = {
  method: string;
  oid: string | undefined;
  action: string | undefined;
  q: URLSearchParams;
  f: Record<string, string>;
};

export type Reply = { status: number; body: unknown };
