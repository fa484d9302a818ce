CREATE TABLE "conversation_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversation_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sid" text NOT NULL,
	"conversation_id" integer NOT NULL,
	"index" integer NOT NULL,
	"author" text NOT NULL,
	"author_name" text NOT NULL,
	"type" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"video_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"pdf_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"file_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"file_name" text,
	"card" jsonb,
	"meeting_request" jsonb,
	"meeting" jsonb,
	"client_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_messages_sid_unique" UNIQUE("sid")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sid" text NOT NULL,
	"name" text NOT NULL,
	"store_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"origin" text DEFAULT 'PERSONAL' NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_index" integer DEFAULT -1 NOT NULL,
	"last_message_at" timestamp with time zone,
	"store_last_read" integer DEFAULT -1 NOT NULL,
	"supplier_last_read" integer DEFAULT -1 NOT NULL,
	"store_archived" boolean DEFAULT false NOT NULL,
	"supplier_archived" boolean DEFAULT false NOT NULL,
	"store_notified_index" integer DEFAULT -1 NOT NULL,
	"supplier_notified_index" integer DEFAULT -1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_sid_unique" UNIQUE("sid"),
	CONSTRAINT "conversations_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_supplier_id_catalog_companies_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."catalog_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_messages_index_idx" ON "conversation_messages" USING btree ("conversation_id","index");--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_messages_client_idx" ON "conversation_messages" USING btree ("conversation_id","client_id");--> statement-breakpoint
CREATE INDEX "conversations_store_idx" ON "conversations" USING btree ("store_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_supplier_idx" ON "conversations" USING btree ("supplier_id","last_message_at");