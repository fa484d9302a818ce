-- Decision 018. GIN indexes read by every search: new entries wait in a pending list that each lookup scans
-- in full; at the default 4 MB a filtered item search took twice as long. 256 kB keeps it a few pages.
-- (ALTER, not a rebuild; IF EXISTS: the trigram indexes exist on PostgreSQL only, decision 013.)
ALTER INDEX "catalog_companies_search_idx" SET (gin_pending_list_limit=256);--> statement-breakpoint
ALTER INDEX IF EXISTS "catalog_companies_name_trgm_idx" SET (gin_pending_list_limit=256);--> statement-breakpoint
ALTER INDEX "catalog_companies_categories_idx" SET (gin_pending_list_limit=256);--> statement-breakpoint
ALTER INDEX "catalog_item_search_search_idx" SET (gin_pending_list_limit=256);--> statement-breakpoint
SELECT gin_clean_pending_list('catalog_item_search_search_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('catalog_companies_search_idx'::regclass);--> statement-breakpoint
-- Search-as-you-type: 256-byte trigram signatures (default 12, suppliers had 96) keep phrases and names
-- apart, so the GiST k-NN scan prunes: 2.3 → 1.0 ms a phrase lookup, 1.4 → 0.7 ms a name at 100k items.
DROP INDEX IF EXISTS "catalog_companies_name_gist_idx";--> statement-breakpoint
CREATE INDEX "catalog_companies_name_gist_idx" ON "catalog_companies" USING gist ("name" gist_trgm_ops(siglen=256));--> statement-breakpoint
DROP INDEX IF EXISTS "catalog_search_phrases_gist_idx";--> statement-breakpoint
CREATE INDEX "catalog_search_phrases_gist_idx" ON "catalog_search_terms" USING gist ("term" gist_trgm_ops(siglen=256)) WHERE kind = 'phrase';
