-- Every move of the vocabulary's or the supplier names' version is announced on the channel
-- catalog_search_versions (payload: the version table's name), delivered to listeners when the
-- transaction commits. Each server instance listens on PostgreSQL and keeps its copies in memory until told
-- (decision 025), so a keystroke needs no statement; without a live listener it reads the versions as before.
CREATE FUNCTION "catalog_search_version_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_search_versions', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "catalog_search_terms_version_moved" AFTER UPDATE ON "catalog_search_terms_version"
  FOR EACH ROW EXECUTE FUNCTION "catalog_search_version_notify"();
--> statement-breakpoint
CREATE TRIGGER "catalog_supplier_names_version_moved" AFTER UPDATE ON "catalog_supplier_names_version"
  FOR EACH ROW EXECUTE FUNCTION "catalog_search_version_notify"();
