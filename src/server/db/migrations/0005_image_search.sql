-- Image search stores feature vectors as contrib cube points (contrib on PostgreSQL, bundled with PGlite).
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE TABLE "catalog_item_image_features" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"seed" integer NOT NULL,
	"features" "cube" NOT NULL,
	"coarse" "cube" NOT NULL,
	"indexed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_item_image_features" ADD CONSTRAINT "catalog_item_image_features_item_id_catalog_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalog_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_item_image_features_coarse_idx" ON "catalog_item_image_features" USING gist ("coarse");