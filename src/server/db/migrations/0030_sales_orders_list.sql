ALTER TABLE "order_import_tasks" ADD COLUMN "duplicate_orders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "number_seq" integer;--> statement-breakpoint
CREATE INDEX "sales_orders_store_tab_idx" ON "sales_orders" USING btree ("store_id","cancellation_level","processing_status","placed_at");--> statement-breakpoint
CREATE INDEX "sales_orders_store_seq_idx" ON "sales_orders" USING btree ("store_id","number_seq");