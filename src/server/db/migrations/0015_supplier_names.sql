CREATE TABLE "catalog_supplier_names" (
	"term" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
-- Suggestions read catalog_supplier_names instead (decision 020). (IF EXISTS: PostgreSQL only, decision 013.)
DROP INDEX IF EXISTS "catalog_companies_name_gist_idx";--> statement-breakpoint
CREATE INDEX "catalog_supplier_names_gist_idx" ON "catalog_supplier_names" USING gist ("term" gist_trgm_ops(siglen=256));--> statement-breakpoint
CREATE INDEX "catalog_companies_lower_name_idx" ON "catalog_companies" USING btree (lower("name"));
--> statement-breakpoint
-- Search-as-you-type's supplier names (decision 020): one row per distinct lower-cased name, with its
-- best-ranked supplier, refreshed for the names a statement on catalog_companies touched.
CREATE FUNCTION "catalog_supplier_names_refresh"(names text[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM catalog_supplier_names WHERE term = ANY(names);
  INSERT INTO catalog_supplier_names (term, company_id, name)
  SELECT DISTINCT ON (lower(c.name)) lower(c.name), c.id, c.name FROM catalog_companies c
  WHERE lower(c.name) = ANY(names)
  ORDER BY lower(c.name), c.rank DESC, c.id;
$$;
--> statement-breakpoint
CREATE FUNCTION "catalog_supplier_names_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM catalog_supplier_names_refresh(array(SELECT DISTINCT lower(name) FROM new_companies));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM catalog_supplier_names_refresh(array(SELECT DISTINCT lower(name) FROM old_companies));
  ELSE
    -- A rename, or a new rank that may change which supplier a name opens.
    PERFORM catalog_supplier_names_refresh(array(
      SELECT lower(o.name) FROM old_companies o JOIN new_companies n ON n.id = o.id
        WHERE o.name IS DISTINCT FROM n.name OR o.rank IS DISTINCT FROM n.rank
      UNION SELECT lower(n.name) FROM old_companies o JOIN new_companies n ON n.id = o.id
        WHERE o.name IS DISTINCT FROM n.name OR o.rank IS DISTINCT FROM n.rank));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "catalog_companies_names_insert" AFTER INSERT ON "catalog_companies"
  REFERENCING NEW TABLE AS new_companies FOR EACH STATEMENT EXECUTE FUNCTION "catalog_supplier_names_changed"();
--> statement-breakpoint
CREATE TRIGGER "catalog_companies_names_update" AFTER UPDATE ON "catalog_companies"
  REFERENCING OLD TABLE AS old_companies NEW TABLE AS new_companies
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_supplier_names_changed"();
--> statement-breakpoint
CREATE TRIGGER "catalog_companies_names_delete" AFTER DELETE ON "catalog_companies"
  REFERENCING OLD TABLE AS old_companies FOR EACH STATEMENT EXECUTE FUNCTION "catalog_supplier_names_changed"();
--> statement-breakpoint
INSERT INTO "catalog_supplier_names" (term, company_id, name)
SELECT DISTINCT ON (lower(name)) lower(name), id, name FROM "catalog_companies" ORDER BY lower(name), rank DESC, id;
--> statement-breakpoint
ANALYZE "catalog_supplier_names";
