CREATE TABLE "catalog_search_terms_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Suggestions read the vocabulary in memory on both databases (decision 024): the phrases' trigram index
-- (PostgreSQL only) and the prefix index served only the suggestion statement.
DROP INDEX IF EXISTS "catalog_search_phrases_gist_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "catalog_search_terms_prefix_idx";--> statement-breakpoint
INSERT INTO "catalog_search_terms_version" (id, version) VALUES (1, 0);
--> statement-breakpoint
-- The version moves in the statement that changed the vocabulary (so a reader never sees the new version
-- with the old terms), once per statement, and only when it changed rows: a supplier's item save runs
-- updates that often match nothing, and each move makes every instance read ~9k terms again.
CREATE FUNCTION "catalog_search_terms_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM old_terms) THEN
      UPDATE catalog_search_terms_version SET version = version + 1 WHERE id = 1;
    END IF;
  ELSIF EXISTS (SELECT 1 FROM new_terms) THEN
    UPDATE catalog_search_terms_version SET version = version + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "catalog_search_terms_inserted" AFTER INSERT ON "catalog_search_terms"
  REFERENCING NEW TABLE AS new_terms FOR EACH STATEMENT EXECUTE FUNCTION "catalog_search_terms_moved"();
--> statement-breakpoint
CREATE TRIGGER "catalog_search_terms_updated" AFTER UPDATE ON "catalog_search_terms"
  REFERENCING NEW TABLE AS new_terms FOR EACH STATEMENT EXECUTE FUNCTION "catalog_search_terms_moved"();
--> statement-breakpoint
CREATE TRIGGER "catalog_search_terms_deleted" AFTER DELETE ON "catalog_search_terms"
  REFERENCING OLD TABLE AS old_terms FOR EACH STATEMENT EXECUTE FUNCTION "catalog_search_terms_moved"();
