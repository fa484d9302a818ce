-- The extensions the catalog search needs (contrib on PostgreSQL, bundled with PGlite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "catalog_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tab" text NOT NULL,
	"vertical" text NOT NULL,
	"group_name" text NOT NULL,
	"subgroup" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text NOT NULL,
	"country_code" text NOT NULL,
	"region" text NOT NULL,
	"capabilities" jsonb NOT NULL,
	"base_products" jsonb NOT NULL,
	"category_ids" integer[] NOT NULL,
	"tabs" text[] NOT NULL,
	"moq" integer,
	"sample_price_cents" integer,
	"production_days" integer NOT NULL,
	"order_volume" integer NOT NULL,
	"is_online_now" boolean DEFAULT false NOT NULL,
	"first_enabled_at" timestamp with time zone NOT NULL,
	"tariff_rate_percent" real NOT NULL,
	"review_average" real,
	"review_count" integer DEFAULT 0 NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_expanded_network" boolean DEFAULT false NOT NULL,
	"rank" real NOT NULL,
	"seed" integer NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', coalesce(name, '') || ' ' || coalesce(description, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "catalog_detail_views" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_detail_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer,
	"company_id" integer,
	"item_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"tab" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image_count" integer NOT NULL,
	"price_tiers" jsonb NOT NULL,
	"production_min_price_cents" integer NOT NULL,
	"moq" integer NOT NULL,
	"stock_status" text NOT NULL,
	"color_options" text NOT NULL,
	"packing" text NOT NULL,
	"rank" real NOT NULL,
	"enabled_at" timestamp with time zone NOT NULL,
	"ranked_at" timestamp with time zone NOT NULL,
	"is_sample_kit" boolean DEFAULT false NOT NULL,
	"seed" integer NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', coalesce(title, '') || ' ' || coalesce(description, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "catalog_company_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_company_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"item_id" integer,
	"store_id" integer,
	"author_name" text NOT NULL,
	"rating" integer NOT NULL,
	"text" text NOT NULL,
	"image_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorite_catalog_companies" (
	"store_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_catalog_companies_store_id_company_id_pk" PRIMARY KEY("store_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "favorite_catalog_items" (
	"store_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_catalog_items_store_id_item_id_pk" PRIMARY KEY("store_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "catalog_detail_views" ADD CONSTRAINT "catalog_detail_views_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_items" ADD CONSTRAINT "catalog_items_company_id_catalog_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."catalog_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_items" ADD CONSTRAINT "catalog_items_category_id_catalog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."catalog_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_company_reviews" ADD CONSTRAINT "catalog_company_reviews_company_id_catalog_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."catalog_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_company_reviews" ADD CONSTRAINT "catalog_company_reviews_item_id_catalog_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalog_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_company_reviews" ADD CONSTRAINT "catalog_company_reviews_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_catalog_companies" ADD CONSTRAINT "favorite_catalog_companies_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_catalog_companies" ADD CONSTRAINT "favorite_catalog_companies_company_id_catalog_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."catalog_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_catalog_items" ADD CONSTRAINT "favorite_catalog_items_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_catalog_items" ADD CONSTRAINT "favorite_catalog_items_item_id_catalog_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalog_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_companies_search_idx" ON "catalog_companies" USING gin ("search");--> statement-breakpoint
CREATE INDEX "catalog_companies_name_trgm_idx" ON "catalog_companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "catalog_companies_categories_idx" ON "catalog_companies" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "catalog_companies_rank_idx" ON "catalog_companies" USING btree ("rank");--> statement-breakpoint
CREATE INDEX "catalog_detail_views_store_idx" ON "catalog_detail_views" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "catalog_items_search_idx" ON "catalog_items" USING gin ("search");--> statement-breakpoint
CREATE INDEX "catalog_items_title_trgm_idx" ON "catalog_items" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "catalog_items_company_idx" ON "catalog_items" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "catalog_items_category_idx" ON "catalog_items" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "catalog_items_rank_idx" ON "catalog_items" USING btree ("rank");--> statement-breakpoint
CREATE INDEX "catalog_items_enabled_idx" ON "catalog_items" USING btree ("enabled_at");--> statement-breakpoint
CREATE INDEX "catalog_items_price_idx" ON "catalog_items" USING btree ("production_min_price_cents");--> statement-breakpoint
CREATE INDEX "catalog_items_ranked_idx" ON "catalog_items" USING btree ("ranked_at");--> statement-breakpoint
CREATE INDEX "catalog_reviews_company_idx" ON "catalog_company_reviews" USING btree ("company_id","created_at");