CREATE TABLE "catalog_supplier_names_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalog_supplier_names_version" (id, version) VALUES (1, 0);
--> statement-breakpoint
-- As in 0015, and the names' version moves with every refresh that touched a name, in the same transaction
-- (so a reader never sees the new version with the old names).
CREATE OR REPLACE FUNCTION "catalog_supplier_names_refresh"(names text[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM catalog_supplier_names WHERE term = ANY(names);
  INSERT INTO catalog_supplier_names (term, company_id, name)
  SELECT DISTINCT ON (lower(c.name)) lower(c.name), c.id, c.name FROM catalog_companies c
  WHERE lower(c.name) = ANY(names)
  ORDER BY lower(c.name), c.rank DESC, c.id;
  UPDATE catalog_supplier_names_version SET version = version + 1 WHERE id = 1 AND cardinality(names) > 0;
$$;
