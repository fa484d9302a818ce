-- Search-as-you-type matches supplier names in memory on both databases (decision 022); nothing reads the
-- trigram index. (IF EXISTS: it was made on PostgreSQL only, decision 013.)
DROP INDEX IF EXISTS "catalog_supplier_names_gist_idx";
