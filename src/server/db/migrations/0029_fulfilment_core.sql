CREATE TABLE "inventory_movements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"bucket" text NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"ref_type" text NOT NULL,
	"ref_id" text,
	"actor_user_id" integer,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_movements_delta_nonzero" CHECK ("inventory_movements"."delta" <> 0)
);
--> statement-breakpoint
CREATE TABLE "sku_bins" (
	"sku_id" integer NOT NULL,
	"bin_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "sku_bins_sku_id_bin_id_pk" PRIMARY KEY("sku_id","bin_id"),
	CONSTRAINT "sku_bins_quantity_nonnegative" CHECK ("sku_bins"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "warehouse_bins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouse_bins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	CONSTRAINT "warehouse_bins_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "warehouse_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouse_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"title" text NOT NULL,
	"source" text NOT NULL,
	"catalog_item_id" integer,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_skus" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouse_skus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"variant_title" text,
	"barcode" text,
	"weight_oz" integer DEFAULT 8 NOT NULL,
	"length_tenths_in" integer DEFAULT 80 NOT NULL,
	"width_tenths_in" integer DEFAULT 60 NOT NULL,
	"height_tenths_in" integer DEFAULT 40 NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"low_stock_threshold" integer DEFAULT 10 NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"committed" integer DEFAULT 0 NOT NULL,
	"inbound" integer DEFAULT 0 NOT NULL,
	"damaged" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouse_skus_on_hand_nonnegative" CHECK ("warehouse_skus"."on_hand" >= 0),
	CONSTRAINT "warehouse_skus_committed_range" CHECK ("warehouse_skus"."committed" >= 0 and "warehouse_skus"."committed" <= "warehouse_skus"."on_hand"),
	CONSTRAINT "warehouse_skus_inbound_nonnegative" CHECK ("warehouse_skus"."inbound" >= 0),
	CONSTRAINT "warehouse_skus_damaged_nonnegative" CHECK ("warehouse_skus"."damaged" >= 0),
	CONSTRAINT "warehouse_skus_threshold_nonnegative" CHECK ("warehouse_skus"."low_stock_threshold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_import_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_import_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"file_sha256" text NOT NULL,
	"file_key" text NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_orders" integer DEFAULT 0 NOT NULL,
	"skipped_orders" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text,
	"actor_user_id" integer,
	"actor_label" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"sku" text NOT NULL,
	"title" text NOT NULL,
	"variant_title" text,
	"quantity" integer NOT NULL,
	"canceled_qty" integer DEFAULT 0 NOT NULL,
	"allocated_qty" integer DEFAULT 0 NOT NULL,
	"fulfilled_qty" integer DEFAULT 0 NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_order_lines_quantity_positive" CHECK ("sales_order_lines"."quantity" > 0),
	CONSTRAINT "sales_order_lines_quantities_range" CHECK ("sales_order_lines"."canceled_qty" >= 0 and "sales_order_lines"."allocated_qty" >= 0 and "sales_order_lines"."fulfilled_qty" >= 0 and "sales_order_lines"."canceled_qty" + "sales_order_lines"."fulfilled_qty" <= "sales_order_lines"."quantity" and "sales_order_lines"."allocated_qty" + "sales_order_lines"."fulfilled_qty" + "sales_order_lines"."canceled_qty" <= "sales_order_lines"."quantity"),
	CONSTRAINT "sales_order_lines_money_nonnegative" CHECK ("sales_order_lines"."unit_price_cents" >= 0 and "sales_order_lines"."discount_cents" >= 0 and "sales_order_lines"."tax_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shipment_lines" (
	"shipment_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "shipment_lines_shipment_id_line_id_pk" PRIMARY KEY("shipment_id","line_id"),
	CONSTRAINT "shipment_lines_qty_positive" CHECK ("shipment_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"carrier" text NOT NULL,
	"service" text NOT NULL,
	"tracking_number" text NOT NULL,
	"label_id" text NOT NULL,
	"label_key" text,
	"label_url" text,
	"rate_cents" integer NOT NULL,
	"box" text,
	"weight_oz" integer NOT NULL,
	"tracking_status" text DEFAULT 'PRE_TRANSIT' NOT NULL,
	"estimated_delivery_date" date,
	"purchased_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	CONSTRAINT "shipments_rate_nonnegative" CHECK ("shipments"."rate_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_id" integer NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"location" text,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receiving_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receiving_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"receiving_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"expected_qty" integer NOT NULL,
	"received_qty" integer DEFAULT 0 NOT NULL,
	"damaged_qty" integer DEFAULT 0 NOT NULL,
	"committed_qty" integer DEFAULT 0 NOT NULL,
	"bin_id" integer,
	"counted_at" timestamp with time zone,
	CONSTRAINT "receiving_lines_expected_positive" CHECK ("receiving_lines"."expected_qty" > 0),
	CONSTRAINT "receiving_lines_counts_nonnegative" CHECK ("receiving_lines"."received_qty" >= 0 and "receiving_lines"."damaged_qty" >= 0),
	CONSTRAINT "receiving_lines_committed_range" CHECK ("receiving_lines"."committed_qty" >= 0 and "receiving_lines"."committed_qty" <= "receiving_lines"."received_qty")
);
--> statement-breakpoint
CREATE TABLE "receivings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receivings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"sn" text NOT NULL,
	"source" text NOT NULL,
	"order_item_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"supplier_name" text NOT NULL,
	"package_type" text NOT NULL,
	"cartons" integer NOT NULL,
	"carrier" text,
	"tracking_number" text,
	"expected_date" date NOT NULL,
	"inbound_status" text DEFAULT 'IN_QUEUE' NOT NULL,
	"receiving_level" text DEFAULT 'NONE' NOT NULL,
	"outcome" text,
	"notes" text,
	"cartons_checked_in" integer,
	"checked_in_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receivings_sn_unique" UNIQUE("sn"),
	CONSTRAINT "receivings_cartons_positive" CHECK ("receivings"."cartons" > 0)
);
--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "external_ref" text;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "customer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "customer_email" text;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "customer_phone" text;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "shipping_address" jsonb;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "shipping_method" text DEFAULT 'STANDARD' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "order_notes" text;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "processing_status" text DEFAULT 'OUTSTANDING' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "hold_note" text;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "held_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "cancellation_level" text DEFAULT 'NONE' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "fulfillment_level" text DEFAULT 'NONE' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "subtotal_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "shipping_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "wholesale_requirements" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "import_task_id" integer;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_sku_id_warehouse_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."warehouse_skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_bins" ADD CONSTRAINT "sku_bins_sku_id_warehouse_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."warehouse_skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_bins" ADD CONSTRAINT "sku_bins_bin_id_warehouse_bins_id_fk" FOREIGN KEY ("bin_id") REFERENCES "public"."warehouse_bins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_products" ADD CONSTRAINT "warehouse_products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_products" ADD CONSTRAINT "warehouse_products_catalog_item_id_catalog_items_id_fk" FOREIGN KEY ("catalog_item_id") REFERENCES "public"."catalog_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_skus" ADD CONSTRAINT "warehouse_skus_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_skus" ADD CONSTRAINT "warehouse_skus_product_id_warehouse_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."warehouse_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_import_tasks" ADD CONSTRAINT "order_import_tasks_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_sales_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD CONSTRAINT "sales_order_lines_order_id_sales_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_line_id_sales_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."sales_order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_sales_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiving_lines" ADD CONSTRAINT "receiving_lines_receiving_id_receivings_id_fk" FOREIGN KEY ("receiving_id") REFERENCES "public"."receivings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiving_lines" ADD CONSTRAINT "receiving_lines_sku_id_warehouse_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."warehouse_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiving_lines" ADD CONSTRAINT "receiving_lines_bin_id_warehouse_bins_id_fk" FOREIGN KEY ("bin_id") REFERENCES "public"."warehouse_bins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivings" ADD CONSTRAINT "receivings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_movements_sku_idx" ON "inventory_movements" USING btree ("sku_id","id");--> statement-breakpoint
CREATE INDEX "inventory_movements_ref_idx" ON "inventory_movements" USING btree ("ref_type","ref_id");--> statement-breakpoint
CREATE INDEX "sku_bins_bin_idx" ON "sku_bins" USING btree ("bin_id");--> statement-breakpoint
CREATE INDEX "warehouse_products_store_idx" ON "warehouse_products" USING btree ("store_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_skus_store_sku_idx" ON "warehouse_skus" USING btree ("store_id","sku");--> statement-breakpoint
CREATE INDEX "warehouse_skus_product_idx" ON "warehouse_skus" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_import_tasks_store_idx" ON "order_import_tasks" USING btree ("store_id","id");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "sales_order_lines_order_idx" ON "sales_order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sales_order_lines_store_sku_idx" ON "sales_order_lines" USING btree ("store_id","sku");--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_tracking_idx" ON "shipments" USING btree ("tracking_number");--> statement-breakpoint
CREATE INDEX "shipments_open_idx" ON "shipments" USING btree ("tracking_status") WHERE delivered_at is null and voided_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_events_unique_idx" ON "tracking_events" USING btree ("shipment_id","at","status");--> statement-breakpoint
CREATE UNIQUE INDEX "receiving_lines_receiving_sku_idx" ON "receiving_lines" USING btree ("receiving_id","sku_id");--> statement-breakpoint
CREATE INDEX "receivings_store_idx" ON "receivings" USING btree ("store_id","id");--> statement-breakpoint
CREATE INDEX "receivings_queue_idx" ON "receivings" USING btree ("inbound_status","expected_date");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_orders_store_external_idx" ON "sales_orders" USING btree ("store_id","origin","external_ref") WHERE external_ref is not null;--> statement-breakpoint
CREATE INDEX "sales_orders_store_status_idx" ON "sales_orders" USING btree ("store_id","processing_status","placed_at");--> statement-breakpoint
CREATE INDEX "sales_orders_queue_idx" ON "sales_orders" USING btree ("processing_status","placed_at");--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_money_nonnegative" CHECK ("sales_orders"."subtotal_cents" >= 0 and "sales_orders"."discount_cents" >= 0 and "sales_orders"."tax_cents" >= 0 and "sales_orders"."shipping_cents" >= 0);