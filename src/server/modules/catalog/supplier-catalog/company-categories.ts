import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { catalogCategories, catalogCompanies, catalogItems } from '../../../db/schema/catalog';

// A supplier's categories (catalog_companies.category_ids, and the tabs they belong to) say what it makes:
// supplier searches filter by them and open custom project requests reach it through them. They always
// include the categories of its listed products, so a product never sits outside its supplier's categories.

/** The categories of the supplier's listed (enabled) products. */
export async function listedCategoryIds(db: Db, companyId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: catalogItems.categoryId })
    .from(catalogItems)
    .where(and(eq(catalogItems.companyId, companyId), isNull(catalogItems.disabledAt)));
  return rows.map((r) => r.id);
}

/** The tabs of these categories (an int[] expression), distinct and sorted: what `tabs` holds. */
export const tabsOfCategories = (categoryIds: SQL) =>
  sql<string[]>`array(select distinct cat.tab from ${catalogCategories} cat
    where cat.id = any(${categoryIds}) order by cat.tab)`;

/** Adds a listed product's category (and its tab) to its supplier's, when missing. */
export async function includeCategory(db: Db, companyId: number, categoryId: number) {
  const c = catalogCompanies;
  const ids = sql`(${c.categoryIds} || ${categoryId}::int)`;
  await db
    .update(c)
    .set({
      categoryIds: sql`array(select x from unnest(${ids}) as x order by x)`,
      tabs: tabsOfCategories(ids),
    })
    .where(and(eq(c.id, companyId), sql`not (${c.categoryIds} @> array[${categoryId}::int])`));
}
