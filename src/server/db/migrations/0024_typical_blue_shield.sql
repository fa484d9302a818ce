CREATE TABLE "processor_billing_events" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "processor_billing_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id" text NOT NULL,
	"type" text NOT NULL,
	"subscription_id" text NOT NULL,
	"invoice_id" text,
	"previous_status" text,
	"created" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "processor_clock_customers" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"clock_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processor_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"unique_key" text NOT NULL,
	"status" text NOT NULL,
	"billing_reason" text NOT NULL,
	"currency" text NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"credit_applied_cents" integer NOT NULL,
	"amount_due_cents" integer NOT NULL,
	"amount_paid_cents" integer DEFAULT 0 NOT NULL,
	"lines" jsonb NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"attempt_count" integer DEFAULT 0 NOT NULL,
	"first_failed_at" timestamp with time zone,
	"next_payment_attempt" timestamp with time zone,
	"last_decline_code" text,
	"charge_id" text,
	"challenge_id" text,
	"created" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "processor_invoices_due_nonnegative" CHECK ("processor_invoices"."amount_due_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "processor_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_fingerprint" text NOT NULL,
	"customer_id" text NOT NULL,
	"status" text NOT NULL,
	"plan_type" text NOT NULL,
	"interval" text NOT NULL,
	"unit_amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"default_payment_method" text,
	"billing_cycle_anchor" timestamp with time zone NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"trial_start" timestamp with time zone,
	"trial_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"canceled_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"pause_behavior" text,
	"pause_resumes_at" timestamp with time zone,
	"status_before_pause" text,
	"discount" jsonb,
	"credit_balance_cents" integer DEFAULT 0 NOT NULL,
	"pending_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"latest_invoice_id" text,
	"last_change_key" text,
	"test_clock_id" text,
	"version" integer DEFAULT 1 NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" timestamp with time zone NOT NULL,
	CONSTRAINT "processor_subscriptions_amount_positive" CHECK ("processor_subscriptions"."unit_amount_cents" > 0),
	CONSTRAINT "processor_subscriptions_credit_nonnegative" CHECK ("processor_subscriptions"."credit_balance_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "processor_test_clocks" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text,
	"frozen_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "processor_billing_events_id_idx" ON "processor_billing_events" USING btree ("id");--> statement-breakpoint
CREATE INDEX "processor_billing_events_pending_idx" ON "processor_billing_events" USING btree ("seq") WHERE delivered_at is null;--> statement-breakpoint
CREATE INDEX "processor_clock_customers_clock_idx" ON "processor_clock_customers" USING btree ("clock_id");--> statement-breakpoint
CREATE UNIQUE INDEX "processor_invoices_unique_key_idx" ON "processor_invoices" USING btree ("unique_key");--> statement-breakpoint
CREATE INDEX "processor_invoices_subscription_idx" ON "processor_invoices" USING btree ("subscription_id","created");--> statement-breakpoint
CREATE UNIQUE INDEX "processor_subscriptions_idempotency_idx" ON "processor_subscriptions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "processor_subscriptions_customer_idx" ON "processor_subscriptions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "processor_subscriptions_clock_idx" ON "processor_subscriptions" USING btree ("test_clock_id");--> statement-breakpoint
CREATE INDEX "processor_subscriptions_live_idx" ON "processor_subscriptions" USING btree ("current_period_end") WHERE status not in ('canceled', 'incomplete_expired');