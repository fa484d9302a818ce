import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const stores = pgTable('stores', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  avatarUrl: text('avatar_url'),
  planType: text('plan_type', { enum: ['TIER_1', 'TIER_2', 'TIER_2_5', 'TIER_3'] })
    .notNull()
    .default('TIER_1'),
  accountType: text('account_type', { enum: ['CREATOR', 'SMB', 'UNDECIDED'] })
    .notNull()
    .default('UNDECIDED'),
  externalFields: jsonb('external_fields')
    .$type<{ name: string; value: string }[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  configs: jsonb('configs').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  businessPlanAnswers: jsonb('business_plan_answers')
    .$type<Record<string, string>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  billingInterval: text('billing_interval', { enum: ['MONTHLY', 'YEARLY'] }),
  modules: jsonb('modules').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
  blueprintSubscriptionId: text('blueprint_subscription_id'),
  blueprintSubscriptionStatus: text('blueprint_subscription_status'),
  blueprintSubscriptionBehavior: text('blueprint_subscription_behavior'),
  blueprintSubscriptionPausedAt: timestamp('blueprint_subscription_paused_at', { withTimezone: true }),
  blueprintSubscriptionResumesAt: timestamp('blueprint_subscription_resumes_at', { withTimezone: true }),
  inboxSmsNotify: boolean('inbox_sms_notify').notNull().default(true),
  /** International format; inbox texts go here when inboxSmsNotify is on. */
  smsPhoneNumber: text('sms_phone_number'),
  businessPlanCompleted: boolean('business_plan_completed').notNull().default(false),
  storefrontProtected: boolean('storefront_protected').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The store's payout bank account (GET/PUT /web/stores/me/bank-info). The account and routing numbers are
 * sealed with AES-256-GCM (stores/bank-crypto.ts) in `sealed`; only their last four digits are kept plain.
 */
export const storeBankAccounts = pgTable('store_bank_accounts', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  holderName: text('holder_name').notNull(),
  bankName: text('bank_name'),
  accountType: text('account_type', { enum: ['CHECKING', 'SAVINGS'] }).notNull(),
  accountLast4: text('account_last4').notNull(),
  routingLast4: text('routing_last4').notNull(),
  /** `v1.<iv>.<tag>.<ciphertext>` (base64url) of {"accountNumber","routingNumber"}. */
  sealed: text('sealed').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
