CREATE TABLE "creator_projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "creator_projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"stage" text DEFAULT 'IDEATION' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_quotes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"status" text DEFAULT 'SUBMITTED' NOT NULL,
	"price_tiers" jsonb NOT NULL,
	"moq" integer NOT NULL,
	"lead_time_days" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_request_recipients" (
	"project_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_request_recipients_project_id_company_id_pk" PRIMARY KEY("project_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "project_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"creator_project_id" integer,
	"type" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"product_option" text,
	"quantity" integer NOT NULL,
	"target_unit_price_cents" integer,
	"currency" text DEFAULT 'USD' NOT NULL,
	"category_ids" integer[] NOT NULL,
	"attachments" jsonb NOT NULL,
	"intro_message" text NOT NULL,
	"audience" text NOT NULL,
	"supplier_ids" integer[] NOT NULL,
	"awarded_quote_id" integer,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "creator_projects" ADD CONSTRAINT "creator_projects_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_quotes" ADD CONSTRAINT "project_quotes_project_id_project_requests_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_quotes" ADD CONSTRAINT "project_quotes_company_id_catalog_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."catalog_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_request_recipients" ADD CONSTRAINT "project_request_recipients_project_id_project_requests_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_request_recipients" ADD CONSTRAINT "project_request_recipients_company_id_catalog_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."catalog_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_requests" ADD CONSTRAINT "project_requests_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_requests" ADD CONSTRAINT "project_requests_creator_project_id_creator_projects_id_fk" FOREIGN KEY ("creator_project_id") REFERENCES "public"."creator_projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creator_projects_store_idx" ON "creator_projects" USING btree ("store_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "project_quotes_one_per_supplier" ON "project_quotes" USING btree ("project_id","company_id");--> statement-breakpoint
CREATE INDEX "project_quotes_company_idx" ON "project_quotes" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "project_recipients_company_idx" ON "project_request_recipients" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "project_requests_store_idx" ON "project_requests" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "project_requests_open_idx" ON "project_requests" USING gin ("category_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "project_requests_idempotency_idx" ON "project_requests" USING btree ("store_id","idempotency_key");