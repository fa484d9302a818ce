import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { catalogCompanies } from './catalog';
import { stores } from './stores';

/** A store inviting its own supplier onto Quarry (spec §3 "Supplier invite", §7 POST /web/supplier-invites). */
export const supplierInvites = pgTable(
  'supplier_invites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** The catalog supplier this invite names, when it is already on Quarry. */
    companyId: integer('company_id').references(() => catalogCompanies.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    website: text('website').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    /** The client's Idempotency-Key: a retried invite answers the first one and sends no second email. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('supplier_invites_store_idx').on(t.storeId, t.createdAt),
    index('supplier_invites_company_idx').on(t.companyId),
    uniqueIndex('supplier_invites_idempotency_idx').on(t.storeId, t.idempotencyKey),
  ],
);
