CREATE TABLE "creator_order_item_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "creator_order_item_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_item_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_order_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "creator_order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"catalog_item_id" integer,
	"parent_id" integer,
	"invoice_item_id" integer,
	"order_type" text NOT NULL,
	"order_source" text NOT NULL,
	"status" text NOT NULL,
	"fee_kind" text NOT NULL,
	"shipping_mode" text NOT NULL,
	"title" text NOT NULL,
	"sku" text NOT NULL,
	"variant" text,
	"color_option" text,
	"print_template_id" text,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"payment_id" integer,
	"is_archived" boolean DEFAULT false NOT NULL,
	"stored_at_fbp" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"purchased_at" timestamp with time zone,
	CONSTRAINT "creator_order_items_quantity_positive" CHECK ("creator_order_items"."quantity" > 0),
	CONSTRAINT "creator_order_items_price_nonnegative" CHECK ("creator_order_items"."unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shipping_addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipping_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"company" text,
	"line1" text NOT NULL,
	"line2" text,
	"city" text NOT NULL,
	"state" text,
	"postal_code" text,
	"country_code" text NOT NULL,
	"phone" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"catalog_item_id" integer NOT NULL,
	"variant" text,
	"on_hand" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_items_on_hand_nonnegative" CHECK ("stock_items"."on_hand" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_reservations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"stock_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"status" text DEFAULT 'HELD' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_invoice_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "creator_invoice_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"position" integer NOT NULL,
	"fee_kind" text NOT NULL,
	"description" text NOT NULL,
	"catalog_item_id" integer,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	CONSTRAINT "creator_invoice_items_quantity_positive" CHECK ("creator_invoice_items"."quantity" > 0),
	CONSTRAINT "creator_invoice_items_price_nonnegative" CHECK ("creator_invoice_items"."unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "creator_invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "creator_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"project_id" integer,
	"quote_id" integer,
	"number" text NOT NULL,
	"sn" text NOT NULL,
	"sn_revoked_at" timestamp with time zone,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"failure_handling" text DEFAULT 'keep_as_draft' NOT NULL,
	"shipping_mode" text NOT NULL,
	"shipping_address" jsonb,
	"note" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"payment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_invoice_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "creator_invoice_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer,
	"invoice_id" integer,
	"order_item_ids" jsonb NOT NULL,
	"status" text NOT NULL,
	"method" text NOT NULL,
	"payment_method_ref" text NOT NULL,
	"charge_key" text NOT NULL,
	"charge_ref" text,
	"decline_code" text,
	"challenge_id" text,
	"currency" text DEFAULT 'USD' NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"shipping_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"financing_fee_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"breakdown" jsonb NOT NULL,
	"promo_code" text,
	"shipping_option_id" text,
	"shipping_address" jsonb,
	"financing_term_days" integer,
	"receipt_email" text,
	"first_purchase" boolean DEFAULT false NOT NULL,
	"purchase_event_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "creator_invoice_payments_total_nonnegative" CHECK ("creator_invoice_payments"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"customer_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processor_bank_links" (
	"link_token" text PRIMARY KEY NOT NULL,
	"customer_id" text,
	"public_token" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processor_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"customer_id" text,
	"payment_method_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"decline_code" text,
	"description" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processor_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text,
	"default_payment_method" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processor_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"customer_id" text,
	"brand" text,
	"last4" text NOT NULL,
	"exp_month" integer,
	"exp_year" integer,
	"bank_name" text,
	"fingerprint" text NOT NULL,
	"behavior" text NOT NULL,
	"consumed_at" timestamp with time zone,
	"detached_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processor_wallet_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"payer_email" text,
	"capture_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_code_redemptions" (
	"store_id" integer NOT NULL,
	"code" text NOT NULL,
	"payment_id" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_code_redemptions_store_id_code_pk" PRIMARY KEY("store_id","code")
);
--> statement-breakpoint
ALTER TABLE "creator_order_item_history" ADD CONSTRAINT "creator_order_item_history_order_item_id_creator_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."creator_order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_order_items" ADD CONSTRAINT "creator_order_items_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_order_items" ADD CONSTRAINT "creator_order_items_company_id_catalog_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."catalog_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_order_items" ADD CONSTRAINT "creator_order_items_catalog_item_id_catalog_items_id_fk" FOREIGN KEY ("catalog_item_id") REFERENCES "public"."catalog_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_addresses" ADD CONSTRAINT "shipping_addresses_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_items" ADD CONSTRAINT "stock_items_catalog_item_id_catalog_items_id_fk" FOREIGN KEY ("catalog_item_id") REFERENCES "public"."catalog_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_stock_item_id_stock_items_id_fk" FOREIGN KEY ("stock_item_id") REFERENCES "public"."stock_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_invoice_items" ADD CONSTRAINT "creator_invoice_items_invoice_id_creator_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."creator_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_invoice_items" ADD CONSTRAINT "creator_invoice_items_catalog_item_id_catalog_items_id_fk" FOREIGN KEY ("catalog_item_id") REFERENCES "public"."catalog_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_invoices" ADD CONSTRAINT "creator_invoices_company_id_catalog_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."catalog_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_invoices" ADD CONSTRAINT "creator_invoices_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_invoices" ADD CONSTRAINT "creator_invoices_project_id_project_requests_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_invoices" ADD CONSTRAINT "creator_invoices_quote_id_project_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."project_quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_invoice_payments" ADD CONSTRAINT "creator_invoice_payments_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_redemptions" ADD CONSTRAINT "promo_code_redemptions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creator_order_item_history_item_idx" ON "creator_order_item_history" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "creator_order_items_store_status_idx" ON "creator_order_items" USING btree ("store_id","status");--> statement-breakpoint
CREATE INDEX "creator_order_items_payment_idx" ON "creator_order_items" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "creator_order_items_parent_idx" ON "creator_order_items" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "creator_order_items_invoice_item_idx" ON "creator_order_items" USING btree ("invoice_item_id") WHERE status = 'IN_SHOPPING_CART';--> statement-breakpoint
CREATE INDEX "shipping_addresses_store_idx" ON "shipping_addresses" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_items_item_variant_idx" ON "stock_items" USING btree ("catalog_item_id",coalesce("variant", ''));--> statement-breakpoint
CREATE INDEX "stock_reservations_payment_idx" ON "stock_reservations" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "creator_invoice_items_invoice_idx" ON "creator_invoice_items" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "creator_invoices_sn_idx" ON "creator_invoices" USING btree ("sn");--> statement-breakpoint
CREATE INDEX "creator_invoices_store_status_idx" ON "creator_invoices" USING btree ("store_id","status");--> statement-breakpoint
CREATE INDEX "creator_invoices_company_idx" ON "creator_invoices" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "creator_invoice_payments_charge_key_idx" ON "creator_invoice_payments" USING btree ("charge_key");--> statement-breakpoint
CREATE INDEX "creator_invoice_payments_store_idx" ON "creator_invoice_payments" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "creator_invoice_payments_open_idx" ON "creator_invoice_payments" USING btree ("updated_at") WHERE status in ('STARTED', 'REQUIRES_ACTION');--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "processor_charges_idempotency_idx" ON "processor_charges" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "processor_payment_methods_customer_idx" ON "processor_payment_methods" USING btree ("customer_id");