CREATE TABLE "agent_checkpoints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_checkpoints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"thread_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"step" text NOT NULL,
	"status" text NOT NULL,
	"state" jsonb NOT NULL,
	"messages" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_threads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_threads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"agent_type" text NOT NULL,
	"title" text NOT NULL,
	"step" text NOT NULL,
	"status" text NOT NULL,
	"current_seq" integer DEFAULT 1 NOT NULL,
	"current_checkpoint_id" integer,
	"tech_pack_id" integer,
	"idempotency_key" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_checkpoints" ADD CONSTRAINT "agent_checkpoints_thread_id_agent_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."agent_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_threads" ADD CONSTRAINT "agent_threads_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_checkpoints_seq_idx" ON "agent_checkpoints" USING btree ("thread_id","seq");--> statement-breakpoint
CREATE INDEX "agent_threads_store_idx" ON "agent_threads" USING btree ("store_id","updated_at");--> statement-breakpoint
CREATE INDEX "agent_threads_tech_pack_idx" ON "agent_threads" USING btree ("store_id","tech_pack_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_threads_idempotency_idx" ON "agent_threads" USING btree ("store_id","idempotency_key");