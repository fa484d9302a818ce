CREATE TABLE "catalog_review_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_review_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nonce" text NOT NULL,
	"store_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"review_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to_addresses" text[] NOT NULL,
	"from_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"error" text,
	"ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "supplier_invites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_invites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"company_id" integer,
	"name" text NOT NULL,
	"website" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_review_links" ADD CONSTRAINT "catalog_review_links_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_review_links" ADD CONSTRAINT "catalog_review_links_company_id_catalog_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."catalog_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invites" ADD CONSTRAINT "supplier_invites_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invites" ADD CONSTRAINT "supplier_invites_company_id_catalog_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."catalog_companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_review_links_nonce_idx" ON "catalog_review_links" USING btree ("nonce");--> statement-breakpoint
CREATE INDEX "catalog_review_links_store_company_idx" ON "catalog_review_links" USING btree ("store_id","company_id");--> statement-breakpoint
CREATE INDEX "email_outbox_status_idx" ON "email_outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "supplier_invites_store_idx" ON "supplier_invites" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "supplier_invites_company_idx" ON "supplier_invites" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_invites_idempotency_idx" ON "supplier_invites" USING btree ("store_id","idempotency_key");