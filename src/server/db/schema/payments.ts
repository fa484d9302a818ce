import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PAYMENT_STATUSES } from '../../../shared/rules/payments';
import { addressSnapshot } from './shipping-addresses';
import { stores } from './stores';

/**
 * One attempt to pay (POST /web/creator-invoice-payments): cart items or an invoice, the totals the server
 * computed, and how far the workflow got. `status` is the workflow's step (payments/checkout/workflow.ts):
 * STARTED (stock held, items CHARGE_PENDING) → COMPLETED, DECLINED, REQUIRES_ACTION or ROLLED_BACK.
 */
export const creatorInvoicePayments = pgTable(
  'creator_invoice_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** null for a payment through a public invoice link by someone who is not signed in. */
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    invoiceId: integer('invoice_id'),
    orderItemIds: jsonb('order_item_ids').$type<number[]>().notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    method: text('method', { enum: ['CARD', 'BANK', 'WALLET'] }).notNull(),
    /** The processor's payment method or one-time token (pm_…, tok_…, ba_…), or the wallet order id. */
    paymentMethodRef: text('payment_method_ref').notNull(),
    /** What the processor knows the charge by; the same key on a retry never charges twice. */
    chargeKey: text('charge_key').notNull(),
    chargeRef: text('charge_ref'),
    declineCode: text('decline_code'),
    /** The 3-D Secure challenge while REQUIRES_ACTION. */
    challengeId: text('challenge_id'),
    currency: text('currency').notNull().default('USD'),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    financingFeeCents: integer('financing_fee_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** The totals' lines by fee kind, as the payer saw them. */
    breakdown: jsonb('breakdown').$type<{ kind: string; label: string; amountCents: number }[]>().notNull(),
    promoCode: text('promo_code'),
    shippingOptionId: text('shipping_option_id'),
    shippingAddress: addressSnapshot(),
    financingTermDays: integer('financing_term_days'),
    receiptEmail: text('receipt_email'),
    firstPurchase: boolean('first_purchase').notNull().default(false),
    /** When the browser was told to push the tag-manager purchase events (once, ever). */
    purchaseEventAt: timestamp('purchase_event_at', { withTimezone: true }),
    /** When the supplier message and the receipt were written (once, by the payment-completed job). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('creator_invoice_payments_charge_key_idx').on(t.chargeKey),
    index('creator_invoice_payments_store_idx').on(t.storeId),
    index('creator_invoice_payments_open_idx')
      .on(t.updatedAt)
      .where(sql`status in ('STARTED', 'REQUIRES_ACTION')`),
    check('creator_invoice_payments_total_nonnegative', sql`${t.totalCents} >= 0`),
  ],
);

/** A promo code used by a store (spec §9 PRODUCTS10, DESIGN50): once per store, on a completed payment. */
export const promoCodeRedemptions = pgTable(
  'promo_code_redemptions',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    paymentId: integer('payment_id').notNull(),
    discountCents: integer('discount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.code] })],
);

/** The store's customer at the payments processor (embedded or Stripe). */
export const paymentCustomers = pgTable('payment_customers', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  customerRef: text('customer_ref').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- The embedded processor's own books (providers/payments/embedded). Quarry's modules never read these:
// they talk to the processor through the PaymentsProvider interface, as they would to Stripe.

export const processorCustomers = pgTable('processor_customers', {
  id: text('id').primaryKey(),
  email: text('email'),
  defaultPaymentMethod: text('default_payment_method'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Card tokens and attached payment methods: never the full number, only what a receipt may show. */
export const processorPaymentMethods = pgTable(
  'processor_payment_methods',
  {
    id: text('id').primaryKey(),
    type: text('type', { enum: ['card', 'us_bank_account'] }).notNull(),
    customerId: text('customer_id'),
    brand: text('brand'),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    bankName: text('bank_name'),
    /** HMAC of the number: the same card twice is recognised without keeping it. */
    fingerprint: text('fingerprint').notNull(),
    /** What the test number does when charged: succeed, decline, insufficient_funds, authenticate. */
    behavior: text('behavior').notNull(),
    /** A tok_ is used once: it becomes a charge's source or is attached as a pm_. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    detachedAt: timestamp('detached_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('processor_payment_methods_customer_idx').on(t.customerId)],
);

/** Charges (payment intents): one per idempotency key, whatever the number of retries. */
export const processorCharges = pgTable(
  'processor_charges',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    customerId: text('customer_id'),
    paymentMethodId: text('payment_method_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', {
      enum: ['succeeded', 'requires_action', 'failed', 'canceled', 'refunded'],
    }).notNull(),
    declineCode: text('decline_code'),
    description: text('description'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('processor_charges_idempotency_idx').on(t.idempotencyKey)],
);

/** The wallet (the spec's PayPal role): an order the payer approves, then the merchant captures once. */
export const processorWalletOrders = pgTable('processor_wallet_orders', {
  id: text('id').primaryKey(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: ['CREATED', 'APPROVED', 'COMPLETED', 'VOIDED'] }).notNull(),
  payerEmail: text('payer_email'),
  captureKey: text('capture_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Bank linking (the spec's bank-linking provider): a link token, then a bank account token from it. */
export const processorBankLinks = pgTable('processor_bank_links', {
  linkToken: text('link_token').primaryKey(),
  customerId: text('customer_id'),
  publicToken: text('public_token'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
