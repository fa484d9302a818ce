CREATE TABLE "sales_order_counts" (
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"origin" text NOT NULL,
	"country" text NOT NULL,
	"cancellation_level" text NOT NULL,
	"processing_status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "sales_order_counts_pk" PRIMARY KEY("store_id","day","origin","country","cancellation_level","processing_status")
);
--> statement-breakpoint
DROP INDEX "sales_orders_store_placed_idx";--> statement-breakpoint
CREATE INDEX "sales_orders_store_total_idx" ON "sales_orders" USING btree ("store_id","total_cents","id");--> statement-breakpoint
CREATE INDEX "sales_orders_store_customer_idx" ON "sales_orders" USING btree ("store_id",lower("customer_name"),"id");--> statement-breakpoint
CREATE INDEX "sales_orders_store_placed_idx" ON "sales_orders" USING btree ("store_id","placed_at","id");--> statement-breakpoint
-- The order counts (decision 043): statement triggers add each written order's +1/-1 to its key, netted per
-- statement (an update that moves no key writes nothing) and in key order (two writers never wait on each
-- other's rows crosswise).
CREATE FUNCTION "sales_order_counts_put"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO sales_order_counts AS c (store_id, day, origin, country, cancellation_level, processing_status, n)
    SELECT store_id, (placed_at AT TIME ZONE 'UTC')::date, origin, coalesce(shipping_address->>'countryCode', ''),
      cancellation_level, processing_status, count(*)::int
    FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT sales_order_counts_pk DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE sales_order_counts AS c SET n = c.n - d.n
    FROM (
      SELECT store_id, (placed_at AT TIME ZONE 'UTC')::date AS day, origin,
        coalesce(shipping_address->>'countryCode', '') AS country, cancellation_level, processing_status,
        count(*)::int AS n
      FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ) d
    WHERE c.store_id = d.store_id AND c.day = d.day AND c.origin = d.origin AND c.country = d.country
      AND c.cancellation_level = d.cancellation_level AND c.processing_status = d.processing_status;
  ELSE
    INSERT INTO sales_order_counts AS c (store_id, day, origin, country, cancellation_level, processing_status, n)
    SELECT store_id, day, origin, country, cancellation_level, processing_status, sum(delta)::int
    FROM (
      SELECT store_id, (placed_at AT TIME ZONE 'UTC')::date AS day, origin,
        coalesce(shipping_address->>'countryCode', '') AS country, cancellation_level, processing_status, 1 AS delta
      FROM new_rows
      UNION ALL
      SELECT store_id, (placed_at AT TIME ZONE 'UTC')::date, origin, coalesce(shipping_address->>'countryCode', ''),
        cancellation_level, processing_status, -1
      FROM old_rows
    ) moved
    GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT sales_order_counts_pk DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sales_order_counts_insert" AFTER INSERT ON "sales_orders"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sales_order_counts_put"();
--> statement-breakpoint
CREATE TRIGGER "sales_order_counts_update" AFTER UPDATE ON "sales_orders"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sales_order_counts_put"();
--> statement-breakpoint
CREATE TRIGGER "sales_order_counts_delete" AFTER DELETE ON "sales_orders"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "sales_order_counts_put"();
--> statement-breakpoint
INSERT INTO sales_order_counts (store_id, day, origin, country, cancellation_level, processing_status, n)
SELECT store_id, (placed_at AT TIME ZONE 'UTC')::date, origin, coalesce(shipping_address->>'countryCode', ''),
  cancellation_level, processing_status, count(*)::int
FROM sales_orders GROUP BY 1, 2, 3, 4, 5, 6;
