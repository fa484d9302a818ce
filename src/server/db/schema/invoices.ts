import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { INVOICE_FAILURE_HANDLING, INVOICE_STATUSES } from '../../../shared/rules/invoices';
import { FEE_KINDS, SHIPPING_MODES } from '../../../shared/rules/order-items';
import { catalogCompanies, catalogItems } from './catalog';
import { projectQuotes, projectRequests } from './projects';
import { addressSnapshot } from './shipping-addresses';
import { stores } from './stores';

/**
 * A supplier's invoice to a founder (spec "Creator order items and invoices"), optionally from its quote on
 * a custom project request. DRAFT → OPEN (sent) → PAID; or VOID / UNCOLLECTIBLE, by the supplier or by the
 * invoice's failure handling once it is overdue. `sn` is the public pay link's token (≥128 bits).
 */
export const creatorInvoices = pgTable(
  'creator_invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => catalogCompanies.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projectRequests.id, { onDelete: 'set null' }),
    quoteId: integer('quote_id').references(() => projectQuotes.id, { onDelete: 'set null' }),
    /** Human number shown on the invoice, e.g. INV-000123. */
    number: text('number').notNull(),
    sn: text('sn').notNull(),
    snRevokedAt: timestamp('sn_revoked_at', { withTimezone: true }),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('DRAFT'),
    failureHandling: text('failure_handling', { enum: INVOICE_FAILURE_HANDLING })
      .notNull()
      .default('keep_as_draft'),
    shippingMode: text('shipping_mode', { enum: SHIPPING_MODES }).notNull(),
    shippingAddress: addressSnapshot(),
    note: text('note').notNull().default(''),
    currency: text('currency').notNull().default('USD'),
    totalCents: integer('total_cents').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    paymentId: integer('payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('creator_invoices_sn_idx').on(t.sn),
    index('creator_invoices_store_status_idx').on(t.storeId, t.status),
    index('creator_invoices_company_idx').on(t.companyId),
  ],
);

/** An invoice's lines; each is one fee of a kind (spec fee kinds). */
export const creatorInvoiceItems = pgTable(
  'creator_invoice_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => creatorInvoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    feeKind: text('fee_kind', { enum: FEE_KINDS }).notNull(),
    description: text('description').notNull(),
    catalogItemId: integer('catalog_item_id').references(() => catalogItems.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
  },
  (t) => [
    index('creator_invoice_items_invoice_idx').on(t.invoiceId),
    check('creator_invoice_items_quantity_positive', sql`${t.quantity} > 0`),
    check('creator_invoice_items_price_nonnegative', sql`${t.unitPriceCents} >= 0`),
  ],
);
