CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"store_id" integer,
	"supplier_id" integer,
	"token_version" integer DEFAULT 0 NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_settings" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_settings_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "short_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "short_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"long_url" text NOT NULL,
	"store_id" integer,
	"user_id" integer,
	"hits" integer DEFAULT 0 NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "short_links_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "event_analyses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_analyses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_name" text NOT NULL,
	"common_type" text,
	"common_content" text,
	"source_client" text,
	"anonymous_user_id" text,
	"user_id" integer,
	"store_id" integer,
	"extra" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"avatar_url" text,
	"plan_type" text DEFAULT 'TIER_1' NOT NULL,
	"account_type" text DEFAULT 'UNDECIDED' NOT NULL,
	"external_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"configs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"business_plan_answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"billing_interval" text,
	"modules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"blueprint_subscription_id" text,
	"blueprint_subscription_status" text,
	"blueprint_subscription_behavior" text,
	"blueprint_subscription_paused_at" timestamp with time zone,
	"blueprint_subscription_resumes_at" timestamp with time zone,
	"inbox_sms_notify" boolean DEFAULT true NOT NULL,
	"business_plan_completed" boolean DEFAULT false NOT NULL,
	"storefront_protected" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"store_id" integer,
	"user_id" integer,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'STORED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_store_idx" ON "users" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "event_analyses_name_time_idx" ON "event_analyses" USING btree ("event_name","created_at");--> statement-breakpoint
CREATE INDEX "uploads_store_idx" ON "uploads" USING btree ("store_id");