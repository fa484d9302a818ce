CREATE TABLE "seed_runs" (
	"part" text PRIMARY KEY NOT NULL,
	"seeded" boolean NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
