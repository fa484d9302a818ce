CREATE TABLE "sales_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"origin" text NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"canceled_at" timestamp with time zone,
	CONSTRAINT "sales_orders_total_nonnegative" CHECK ("sales_orders"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_bank_accounts" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"holder_name" text NOT NULL,
	"bank_name" text,
	"account_type" text NOT NULL,
	"account_last4" text NOT NULL,
	"routing_last4" text NOT NULL,
	"sealed" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_bank_accounts" ADD CONSTRAINT "store_bank_accounts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_orders_store_placed_idx" ON "sales_orders" USING btree ("store_id","placed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_orders_store_number_idx" ON "sales_orders" USING btree ("store_id","order_number");