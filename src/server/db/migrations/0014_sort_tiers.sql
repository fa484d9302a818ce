CREATE TABLE "catalog_sort_tiers" (
	"sort" text NOT NULL,
	"tier" smallint NOT NULL,
	"bound" double precision NOT NULL,
	CONSTRAINT "catalog_sort_tiers_sort_tier_pk" PRIMARY KEY("sort","tier")
);
--> statement-breakpoint
-- Decision 019. An item's sort tiers as lexemes: for each tier bound it meets, `f:o:{sort}:{tier}` ('f:'
-- never comes out of a parsed keyword). The sorts are the contract's ITEM_SORTS (src/shared/contract/
-- catalog.ts); times are compared as seconds since the epoch. With no bounds set, no lexemes.
CREATE FUNCTION "catalog_item_tiers"(
  rank real, enabled_at timestamp with time zone, ranked_at timestamp with time zone, price_cents integer
) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_to_tsvector(array_agg('f:o:' || t.sort || ':' || t.tier)), ''::tsvector)
  FROM catalog_sort_tiers t
  WHERE CASE t.sort
    WHEN '-rank' THEN rank >= t.bound
    WHEN '-enabledAt' THEN extract(epoch FROM enabled_at) >= t.bound
    WHEN '-rankedAt' THEN extract(epoch FROM ranked_at) >= t.bound
    WHEN 'productionMinPrice' THEN price_cents <= t.bound
    WHEN '-productionMinPrice' THEN price_cents >= t.bound
    ELSE false END
$$;
--> statement-breakpoint
-- Migration 0009's function, with the item's sort tiers in its search vector (the supplier trigger of 0006
-- replaces only the filter lexemes, so the tiers stay).
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
