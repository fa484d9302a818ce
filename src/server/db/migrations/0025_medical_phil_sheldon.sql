CREATE TABLE "billing_events_seen" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"store_id" integer,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cancellation_surveys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cancellation_surveys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"user_id" integer,
	"subscription_id" text NOT NULL,
	"plan_type" text NOT NULL,
	"reason" text NOT NULL,
	"rating" text NOT NULL,
	"book_call" text NOT NULL,
	"no_samples_reason" text NOT NULL,
	"offer" text NOT NULL,
	"suggestions" text NOT NULL,
	"final_action" text,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_credit_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_credit_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_subscriptions" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"plan_type" text NOT NULL,
	"interval" text NOT NULL,
	"status" text NOT NULL,
	"version" bigint NOT NULL,
	"subscription_created_at" timestamp with time zone NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"trial_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"ended_at" timestamp with time zone,
	"paused_at" timestamp with time zone,
	"pause_behavior" text,
	"resumes_at" timestamp with time zone,
	"discount" jsonb,
	"payment_method_id" text,
	"latest_invoice_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_image_generations" ADD COLUMN "credit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cancellation_surveys" ADD CONSTRAINT "cancellation_surveys_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_surveys" ADD CONSTRAINT "cancellation_surveys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_subscriptions" ADD CONSTRAINT "store_subscriptions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cancellation_surveys_created_idx" ON "cancellation_surveys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "store_credit_entries_ref_idx" ON "store_credit_entries" USING btree ("ref");--> statement-breakpoint
CREATE INDEX "store_credit_entries_store_idx" ON "store_credit_entries" USING btree ("store_id");