CREATE TABLE "ai_ideas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_ideas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"creator_project_id" integer,
	"title" text NOT NULL,
	"prompt" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"submitted" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"selected_product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_image_generations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_image_generations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"user_id" integer,
	"route" text NOT NULL,
	"prompt" text NOT NULL,
	"sketch_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_count" integer NOT NULL,
	"image_keys" jsonb NOT NULL,
	"original_keys" jsonb NOT NULL,
	"watermarked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"ai_idea_id" integer,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"prompt" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"sketch_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_urls" jsonb NOT NULL,
	"suggested_retail_price_cents" integer,
	"watermarked" boolean DEFAULT false NOT NULL,
	"in_gallery" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_kit_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brand_kit_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_kit_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"slots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seed" integer NOT NULL,
	"error" text,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "brand_kit_waitlist" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brand_kit_waitlist_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_kit_id" integer NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_kits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brand_kits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"category" text NOT NULL,
	"product_description" text NOT NULL,
	"target_audiences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"brand_ideas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"selected_brand_idea" text,
	"moodboard_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"moodboard_image_prompts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"moodboard_image_tray" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"product_skus" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"selected_product_uuids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"market_research" text DEFAULT '' NOT NULL,
	"slide_colors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"thumbnail_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_waitlist_site_published" boolean DEFAULT false NOT NULL,
	"is_shared" boolean DEFAULT false NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creator_projects" ADD COLUMN "is_archived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_ideas" ADD CONSTRAINT "ai_ideas_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_ideas" ADD CONSTRAINT "ai_ideas_creator_project_id_creator_projects_id_fk" FOREIGN KEY ("creator_project_id") REFERENCES "public"."creator_projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_image_generations" ADD CONSTRAINT "ai_image_generations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_products" ADD CONSTRAINT "ai_products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_products" ADD CONSTRAINT "ai_products_ai_idea_id_ai_ideas_id_fk" FOREIGN KEY ("ai_idea_id") REFERENCES "public"."ai_ideas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_kit_requests" ADD CONSTRAINT "brand_kit_requests_brand_kit_id_brand_kits_id_fk" FOREIGN KEY ("brand_kit_id") REFERENCES "public"."brand_kits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_kit_waitlist" ADD CONSTRAINT "brand_kit_waitlist_brand_kit_id_brand_kits_id_fk" FOREIGN KEY ("brand_kit_id") REFERENCES "public"."brand_kits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_kits" ADD CONSTRAINT "brand_kits_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_ideas_store_idx" ON "ai_ideas" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_ideas_public_idx" ON "ai_ideas" USING btree ("is_public","submitted","created_at");--> statement-breakpoint
CREATE INDEX "ai_image_generations_store_idx" ON "ai_image_generations" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_products_store_idx" ON "ai_products" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_products_idea_idx" ON "ai_products" USING btree ("ai_idea_id");--> statement-breakpoint
CREATE INDEX "brand_kit_requests_kit_idx" ON "brand_kit_requests" USING btree ("brand_kit_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_kit_requests_one_pending" ON "brand_kit_requests" USING btree ("brand_kit_id","type") WHERE status = 'PENDING' and type <> 'IMAGE';--> statement-breakpoint
CREATE INDEX "brand_kit_requests_pending_idx" ON "brand_kit_requests" USING btree ("created_at") WHERE status = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "brand_kit_waitlist_email" ON "brand_kit_waitlist" USING btree ("brand_kit_id","email");--> statement-breakpoint
CREATE INDEX "brand_kits_store_idx" ON "brand_kits" USING btree ("store_id","is_archived","created_at");