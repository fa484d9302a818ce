// The fake Stripe's billing objects (prices, coupons, promotion codes, subscriptions, invoices, test
// clocks) and the events it posts to the webhook endpoint. Times are Unix seconds, as in Stripe.

export type FakePrice = {
  id: string;
  product: string;
  unit_amount: number;
  currency: string;
  interval: 'month' | 'year';
  lookup_key: string | null;
  metadata: Record<string, string>;
};
export type FakeCoupon = {
  id: string;
  percent_off: number;
  duration: 'once' | 'repeating' | 'forever';
  duration_in_months: number | null;
  created: number;
};
export type FakePromotionCode = { id: string; code: string; coupon: string; active: boolean };
export type FakeLine = {
  description: string;
  amount: number;
  proration: boolean;
  start: number;
  end: number;
};
export type FakeSubscription = {
  id: string;
  customer: string;
  status: string;
  item_id: string;
  price: string;
  billing_cycle_anchor: number;
  current_period_start: number;
  current_period_end: number;
  trial_start: number | null;
  trial_end: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  pause_collection: { behavior: string; resumes_at: number | null } | null;
  discount: { coupon: string; promotion_code: string | null; start: number; end: number | null } | null;
  default_payment_method: string | null;
  latest_invoice: string | null;
  pending: FakeLine[];
  metadata: Record<string, string>;
  created: number;
};
export type FakeInvoice = {
  id: string;
  subscription: string;
  customer: string;
  status: 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';
  billing_reason: string;
  currency: string;
  lines: FakeLine[];
  subtotal: number;
  discount: number;
  total: number;
  starting_balance: number;
  ending_balance: number;
  amount_due: number;
  amount_paid: number;
  period_start: number;
  period_end: number;
  attempt_count: number;
  first_failed_at: number | null;
  next_payment_attempt: number | null;
  payment_intent: string | null;
  created: number;
  paid_at: number | null;
};
export type FakeClock = { id: string; name: string | null; frozen_time: number; advancedAt: number | null };
export type FakeEvent = {
  id: string;
  object: 'event';
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
};

export type BillingBooks = {
  prices: Map<string, FakePrice>;
  coupons: Map<string, FakeCoupon>;
  promotionCodes: Map<string, FakePromotionCode>;
  subscriptions: Map<string, FakeSubscription>;
  invoices: Map<string, FakeInvoice>;
  clocks: Map<string, FakeClock>;
  /** Every event, in order (the server posts each to the webhook endpoint when one is set). */
  events: FakeEvent[];
  /** Called with each new event (the server's webhook sender). */
  onEvent: ((e: FakeEvent) => void) | null;
  /** Days after a renewal's first failure when Stripe retries, then what the subscription becomes. */
  dunning: { retryDays: number[]; after: 'unpaid' | 'canceled' };
};

export function createBillingBooks(): BillingBooks {
  return {
    prices: new Map(),
    coupons: new Map(),
    promotionCodes: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
    clocks: new Map(),
    events: [],
    onEvent: null,
    dunning: { retryDays: [3, 5, 7], after: 'unpaid' },
  };
}
