CREATE TABLE "agent_members" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_outreach" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_outreach_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"tech_pack_id" integer NOT NULL,
	"version" integer NOT NULL,
	"channel" text NOT NULL,
	"target_id" integer NOT NULL,
	"target_email" text DEFAULT '' NOT NULL,
	"thread_id" integer,
	"conversation_id" integer,
	"project_id" integer,
	"email_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_senders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_senders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expanded_network_contacts" (
	"store_id" integer NOT NULL,
	"record_id" integer NOT NULL,
	"status" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"loaded_at" timestamp with time zone,
	CONSTRAINT "expanded_network_contacts_store_id_record_id_pk" PRIMARY KEY("store_id","record_id")
);
--> statement-breakpoint
CREATE TABLE "expanded_network_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expanded_network_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"city" text NOT NULL,
	"country_code" text NOT NULL,
	"category" text NOT NULL,
	"capabilities" text[] NOT NULL,
	"description" text NOT NULL,
	"moq" integer NOT NULL,
	"unit_price_from_cents" integer NOT NULL,
	"year_founded" integer NOT NULL,
	"employees" integer NOT NULL,
	"website" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_members" ADD CONSTRAINT "agent_members_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_outreach" ADD CONSTRAINT "agent_outreach_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_outreach" ADD CONSTRAINT "agent_outreach_tech_pack_id_tech_packs_id_fk" FOREIGN KEY ("tech_pack_id") REFERENCES "public"."tech_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_senders" ADD CONSTRAINT "agent_senders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expanded_network_contacts" ADD CONSTRAINT "expanded_network_contacts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expanded_network_contacts" ADD CONSTRAINT "expanded_network_contacts_record_id_expanded_network_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."expanded_network_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_outreach_target_idx" ON "agent_outreach" USING btree ("tech_pack_id","version","channel","target_id","target_email");--> statement-breakpoint
CREATE INDEX "agent_outreach_store_idx" ON "agent_outreach" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_senders_store_email_idx" ON "agent_senders" USING btree ("store_id","email");--> statement-breakpoint
CREATE INDEX "expanded_network_records_country_idx" ON "expanded_network_records" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "expanded_network_records_category_idx" ON "expanded_network_records" USING btree ("category");