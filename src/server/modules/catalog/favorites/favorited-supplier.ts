import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { favoriteCompanies } from '../../../db/schema/catalog-favorites';

/** A query with a row when the store favorited the supplier, for another domain's `exists (…)`. */
export const favoritedSupplierQuery = (db: Db, storeId: number, companyId: number) =>
  db
    .select({ one: sql`1` })
    .from(favoriteCompanies)
    .where(and(eq(favoriteCompanies.storeId, storeId), eq(favoriteCompanies.companyId, companyId)));
