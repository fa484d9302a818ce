CREATE TABLE "tech_pack_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tech_pack_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tech_pack_id" integer NOT NULL,
	"version" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_by_user_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tech_packs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tech_packs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"agent_type" text NOT NULL,
	"kind" text NOT NULL,
	"product_name" text NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tech_pack_versions" ADD CONSTRAINT "tech_pack_versions_tech_pack_id_tech_packs_id_fk" FOREIGN KEY ("tech_pack_id") REFERENCES "public"."tech_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tech_packs" ADD CONSTRAINT "tech_packs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tech_pack_versions_version_idx" ON "tech_pack_versions" USING btree ("tech_pack_id","version");--> statement-breakpoint
CREATE INDEX "tech_packs_store_idx" ON "tech_packs" USING btree ("store_id","updated_at");