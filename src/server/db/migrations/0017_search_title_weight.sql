-- Decision 021: an item's title words carry weight A in its search vector (its description's the default,
-- D), so a keyword search with no sort can put the items named for the words first (`ts_filter(search,
-- '{a}') @@ query`) and rank them by their sort tiers. Lexemes and positions are as before: the GIN index
-- and every filter and tier lexeme are unchanged.
CREATE FUNCTION "catalog_item_text"(title text, description text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english', coalesce(title, '')), 'A')
    || to_tsvector('english', coalesce(description, ''))
$$;
--> statement-breakpoint
-- Migration 0014's function, with the weighted text.
CREATE OR REPLACE FUNCTION "catalog_item_search_put"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM catalog_item_search s USING changed_items i
  WHERE s.item_id = i.id AND i.disabled_at IS NOT NULL;
  INSERT INTO catalog_item_search AS s (
    item_id, company_id, category_id, tab, search, rank, enabled_at, ranked_at, production_min_price_cents,
    moq, is_sample_kit, region, country_code, company_moq, sample_price_cents, review_average,
    production_days, order_volume, is_expanded_network)
  SELECT i.id, i.company_id, i.category_id, i.tab,
    catalog_item_text(i.title, i.description)
      || catalog_item_facets(c.region, c.country_code, i.tab, c.is_expanded_network, i.moq, c.moq,
        c.sample_price_cents, c.review_average, c.production_days, c.order_volume)
      || catalog_item_tiers(i.rank, i.enabled_at, i.ranked_at, i.production_min_price_cents),
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
--> statement-breakpoint
-- The items already indexed get the weights (their filter and tier lexemes carry over as they are).
UPDATE "catalog_item_search" s SET search = catalog_item_text(i.title, i.description)
  || ts_delete(s.search, tsvector_to_array(to_tsvector('english',
    coalesce(i.title, '') || ' ' || coalesce(i.description, ''))))
FROM "catalog_items" i WHERE i.id = s.item_id;
--> statement-breakpoint
SELECT gin_clean_pending_list('catalog_item_search_search_idx'::regclass);
--> statement-breakpoint
ANALYZE "catalog_item_search";
