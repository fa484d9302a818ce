ALTER TABLE "catalog_companies" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "catalog_items" ADD COLUMN "image_urls" jsonb;--> statement-breakpoint
ALTER TABLE "catalog_items" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
-- The search index leaves out the items their supplier disabled (decision 015): every marketplace read goes
-- through catalog_item_search, so a disabled item leaves search, counts and pages at once, and comes back
-- when it is enabled again. Otherwise the same function as migration 0006.
CREATE OR REPLACE FUNCTION "catalog_item_search_put"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM catalog_item_search s USING changed_items i
  WHERE s.item_id = i.id AND i.disabled_at IS NOT NULL;
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
  WHERE i.disabled_at IS NULL
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
