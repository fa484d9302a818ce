-- The search index of catalog items (decision 012): one narrow row per item with its full-text vector, the
-- filter columns (its supplier's copied in) and the sort keys. A search reads this table alone; only the page
-- it answers is joined to the wide rows. Statement triggers keep it equal to catalog_items and
-- catalog_companies, whoever writes them.
CREATE TABLE "catalog_item_search" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"tab" text NOT NULL,
	"search" "tsvector" NOT NULL,
	"rank" real NOT NULL,
	"enabled_at" timestamp with time zone NOT NULL,
	"ranked_at" timestamp with time zone NOT NULL,
	"production_min_price_cents" integer NOT NULL,
	"moq" integer NOT NULL,
	"is_sample_kit" boolean NOT NULL,
	"region" text NOT NULL,
	"country_code" text NOT NULL,
	"company_moq" integer,
	"sample_price_cents" integer,
	"review_average" real,
	"production_days" integer NOT NULL,
	"order_volume" integer NOT NULL,
	"is_expanded_network" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_item_search" ADD CONSTRAINT "catalog_item_search_item_id_catalog_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalog_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "catalog_item_facets"(
  region text, country_code text, tab text, is_expanded_network boolean, item_moq integer, company_moq integer,
  sample_price_cents integer, review_average real, production_days integer, order_volume integer
) RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  -- The filter values of an item as lexemes ('f:' can never come out of a parsed keyword), named after the
  -- filter keys and bands of src/shared/contract/catalog.ts (checked by item-search-index.test.ts), so a
  -- keyword and its filters are one GIN lookup.
  SELECT array_to_tsvector(array_remove(ARRAY[
    'f:r:' || region,
    'f:c:' || country_code,
    'f:tab:' || tab,
    CASE WHEN is_expanded_network THEN 'f:v:EXPANDED_NETWORK' ELSE 'f:v:SUPPLIERS' END,
    CASE WHEN item_moq < 100 THEN 'f:moq:0-100' WHEN item_moq < 1000 THEN 'f:moq:100-1000' ELSE 'f:moq:1000+' END,
    CASE WHEN company_moq IS NULL THEN 'f:moq:CUSTOM' END,
    CASE WHEN sample_price_cents IS NULL THEN 'f:sp:CUSTOM_QUOTE'
      WHEN sample_price_cents >= 10000 THEN 'f:sp:100+'
      WHEN sample_price_cents >= 5000 THEN 'f:sp:50-100'
      WHEN sample_price_cents >= 500 THEN 'f:sp:5-50' END,
    CASE WHEN review_average >= 4 THEN 'f:rv:4' END,
    CASE WHEN review_average >= 3 THEN 'f:rv:3' END,
    CASE WHEN review_average >= 2 THEN 'f:rv:2' END,
    CASE WHEN review_average >= 1 THEN 'f:rv:1' END,
    CASE WHEN production_days >= 90 THEN 'f:pt:3+' WHEN production_days >= 60 THEN 'f:pt:2-3'
      WHEN production_days >= 30 THEN 'f:pt:1-2' WHEN production_days >= 0 THEN 'f:pt:UNDER_1' END,
    CASE WHEN order_volume >= 250 THEN 'f:ov:250+' END,
    CASE WHEN order_volume >= 100 THEN 'f:ov:100+' END,
    CASE WHEN order_volume >= 50 THEN 'f:ov:50+' END,
    CASE WHEN order_volume >= 0 AND order_volume < 50 THEN 'f:ov:UNDER_50' END
  ], NULL))
$$;
--> statement-breakpoint
CREATE FUNCTION "catalog_item_search_put"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_item_search AS s (
    item_id, company_id, category_id, tab, search, rank, enabled_at, ranked_at, production_min_price_cents,
    moq, is_sample_kit, region, country_code, company_moq, sample_price_cents, review_average,
    production_days, order_volume, is_expanded_network)
  SELECT i.id, i.company_id, i.category_id, i.tab,
    to_tsvector('english', coalesce(i.title, '') || ' ' || coalesce(i.description, ''))
      || catalog_item_facets(c.region, c.country_code, i.tab, c.is_expanded_network, i.moq, c.moq,
        c.sample_price_cents, c.review_average, c.production_days, c.order_volume),
    i.rank, i.enabled_at, i.ranked_at, i.production_min_price_cents, i.moq, i.is_sample_kit,
    c.region, c.country_code, c.moq, c.sample_price_cents, c.review_average, c.production_days,
    c.order_volume, c.is_expanded_network
  FROM changed_items i JOIN catalog_companies c ON c.id = i.company_id
  ON CONFLICT (item_id) DO UPDATE SET
    company_id = excluded.company_id, category_id = excluded.category_id, tab = excluded.tab,
    search = excluded.search, rank = excluded.rank, enabled_at = excluded.enabled_at,
    ranked_at = excluded.ranked_at, production_min_price_cents = excluded.production_min_price_cents,
    moq = excluded.moq, is_sample_kit = excluded.is_sample_kit, region = excluded.region,
    country_code = excluded.country_code, company_moq = excluded.company_moq,
    sample_price_cents = excluded.sample_price_cents, review_average = excluded.review_average,
    production_days = excluded.production_days, order_volume = excluded.order_volume,
    is_expanded_network = excluded.is_expanded_network;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "catalog_items_search_insert" AFTER INSERT ON "catalog_items"
  REFERENCING NEW TABLE AS changed_items FOR EACH STATEMENT EXECUTE FUNCTION "catalog_item_search_put"();
--> statement-breakpoint
CREATE TRIGGER "catalog_items_search_update" AFTER UPDATE ON "catalog_items"
  REFERENCING NEW TABLE AS changed_items FOR EACH STATEMENT EXECUTE FUNCTION "catalog_item_search_put"();
--> statement-breakpoint
CREATE FUNCTION "catalog_item_search_supplier"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_item_search s SET
    search = ts_delete(s.search, tsvector_to_array(catalog_item_facets(s.region, s.country_code, s.tab,
        s.is_expanded_network, s.moq, s.company_moq, s.sample_price_cents, s.review_average, s.production_days,
        s.order_volume)))
      || catalog_item_facets(c.region, c.country_code, s.tab, c.is_expanded_network, s.moq, c.moq,
        c.sample_price_cents, c.review_average, c.production_days, c.order_volume),
    region = c.region, country_code = c.country_code, company_moq = c.moq,
    sample_price_cents = c.sample_price_cents, review_average = c.review_average,
    production_days = c.production_days, order_volume = c.order_volume,
    is_expanded_network = c.is_expanded_network
  FROM changed_companies c
  WHERE s.company_id = c.id AND (s.region, s.country_code, s.company_moq, s.sample_price_cents,
    s.review_average, s.production_days, s.order_volume, s.is_expanded_network)
    IS DISTINCT FROM (c.region, c.country_code, c.moq, c.sample_price_cents, c.review_average,
    c.production_days, c.order_volume, c.is_expanded_network);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "catalog_companies_search_update" AFTER UPDATE ON "catalog_companies"
  REFERENCING NEW TABLE AS changed_companies FOR EACH STATEMENT EXECUTE FUNCTION "catalog_item_search_supplier"();
--> statement-breakpoint
INSERT INTO "catalog_item_search"
SELECT i.id, i.company_id, i.category_id, i.tab,
  i.search || catalog_item_facets(c.region, c.country_code, i.tab, c.is_expanded_network, i.moq, c.moq,
    c.sample_price_cents, c.review_average, c.production_days, c.order_volume),
  i.rank, i.enabled_at, i.ranked_at,
  i.production_min_price_cents, i.moq, i.is_sample_kit, c.region, c.country_code, c.moq, c.sample_price_cents,
  c.review_average, c.production_days, c.order_volume, c.is_expanded_network
FROM "catalog_items" i JOIN "catalog_companies" c ON c.id = i.company_id;
--> statement-breakpoint
CREATE INDEX "catalog_item_search_search_idx" ON "catalog_item_search" USING gin ("search");--> statement-breakpoint
CREATE INDEX "catalog_item_search_company_idx" ON "catalog_item_search" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "catalog_item_search_category_idx" ON "catalog_item_search" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "catalog_item_search_rank_idx" ON "catalog_item_search" USING btree ("rank" DESC NULLS FIRST,"item_id");--> statement-breakpoint
CREATE INDEX "catalog_item_search_enabled_idx" ON "catalog_item_search" USING btree ("enabled_at" DESC NULLS FIRST,"item_id");--> statement-breakpoint
CREATE INDEX "catalog_item_search_price_idx" ON "catalog_item_search" USING btree ("production_min_price_cents","item_id");--> statement-breakpoint
CREATE INDEX "catalog_item_search_price_desc_idx" ON "catalog_item_search" USING btree ("production_min_price_cents" DESC NULLS FIRST,"item_id");--> statement-breakpoint
DROP INDEX "catalog_items_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "catalog_items_title_trgm_idx";--> statement-breakpoint
DROP INDEX "catalog_items_enabled_idx";--> statement-breakpoint
DROP INDEX "catalog_items_price_idx";--> statement-breakpoint
ALTER TABLE "catalog_items" DROP COLUMN "search";--> statement-breakpoint
ANALYZE "catalog_item_search";
