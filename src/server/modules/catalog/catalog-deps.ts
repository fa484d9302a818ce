import type { Db } from '../../db/client';

/** What catalog services need: the database, and which kind it is (trigram lookups differ, decision 013). */
export type CatalogDeps = { db: Db; dbKind: 'pglite' | 'postgres' };
