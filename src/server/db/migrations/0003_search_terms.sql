CREATE TABLE "catalog_search_terms" (
	"kind" text NOT NULL,
	"term" text NOT NULL,
	"weight" integer NOT NULL,
	"ref_id" integer,
	"label" text,
	CONSTRAINT "catalog_search_terms_kind_term_pk" PRIMARY KEY("kind","term")
);
--> statement-breakpoint
CREATE INDEX "catalog_search_words_gist_idx" ON "catalog_search_terms" USING gist ("term" gist_trgm_ops) WHERE kind = 'word';--> statement-breakpoint
CREATE INDEX "catalog_search_phrases_gist_idx" ON "catalog_search_terms" USING gist ("term" gist_trgm_ops) WHERE kind = 'phrase';--> statement-breakpoint
CREATE INDEX "catalog_search_terms_prefix_idx" ON "catalog_search_terms" USING btree ("term" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "catalog_companies_name_gist_idx" ON "catalog_companies" USING gist ("name" gist_trgm_ops);