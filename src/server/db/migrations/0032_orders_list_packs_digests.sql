CREATE TABLE "held_order_digests" (
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"order_count" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "held_order_digests_store_id_day_pk" PRIMARY KEY("store_id","day")
);
--> statement-breakpoint
CREATE TABLE "order_packs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_packs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"box" text NOT NULL,
	"length_in" integer NOT NULL,
	"width_in" integer NOT NULL,
	"height_in" integer NOT NULL,
	"weight_oz" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"packed_by_user_id" integer,
	"packed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_packs_weight_positive" CHECK ("order_packs"."weight_oz" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_import_tasks" ADD COLUMN "duplicate_orders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "number_seq" integer;--> statement-breakpoint
ALTER TABLE "held_order_digests" ADD CONSTRAINT "held_order_digests_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_packs" ADD CONSTRAINT "order_packs_order_id_sales_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_packs_order_idx" ON "order_packs" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sales_orders_store_tab_idx" ON "sales_orders" USING btree ("store_id","cancellation_level","processing_status","placed_at");--> statement-breakpoint
CREATE INDEX "sales_orders_store_seq_idx" ON "sales_orders" USING btree ("store_id","number_seq");