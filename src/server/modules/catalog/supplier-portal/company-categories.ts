import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { catalogCategories, catalogCompanies, catalogItems } from '../../../db/schema/catalog';
import { invalid } from '../../../http/errors';

// A supplier's categories (catalog_companies.category_ids, and the tabs they belong to) say what it makes:
// supplier searches filter by them and open custom project requests reach it through them. They always
// include the categories of its listed products, so a product never sits outside its supplier's categories.

/** The categories among `ids` that exist, with their tab and silhouette; 400 naming `field` for any other. */
export async function knownCategories(db: Db, ids: readonly number[], field: string) {
  const unique = [...new Set(ids)];
  const rows = unique.length
    ? await db
        .select({
          id: catalogCategories.id,
          tab: catalogCategories.tab,
          subgroup: catalogCategories.subgroup,
        })
        .from(catalogCategories)
        .where(inArray(catalogCategories.id, unique))
    : [];
  const missing = unique.filter((id) => !rows.some((r) => r.id === id));
  if (missing.length)
    throw invalid(`Unknown category id ${missing.join(', ')}`, [
      { path: field, message: `${missing.join(', ')} is not a catalog category` },
    ]);
  return new Map(rows.map((r) => [r.id, r]));
}

/** The categories of the supplier's listed (enabled) products. */
export async function listedCategoryIds(db: Db, companyId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: catalogItems.categoryId })
    .from(catalogItems)
    .where(and(eq(catalogItems.companyId, companyId), isNull(catalogItems.disabledAt)));
  return rows.map((r) => r.id);
}

/** The distinct tabs of these categories (sorted, as `includeCategory` sorts them). */
export async function tabsOf(db: Db, categoryIds: readonly number[]): Promise<string[]> {
  if (!categoryIds.length) return [];
  const rows = await db
    .selectDistinct({ tab: catalogCategories.tab })
    .from(catalogCategories)
    .where(inArray(catalogCategories.id, [...categoryIds]));
  return rows.map((r) => r.tab).sort();
}

/** Adds a listed product's category (and its tab) to its supplier's, when missing. */
export async function includeCategory(db: Db, companyId: number, categoryId: number) {
  await db.execute(sql`
    update ${catalogCompanies} c set
      category_ids = (select array_agg(x order by x) from unnest(c.category_ids || ${categoryId}::int) as x),
      tabs = array(select distinct cat.tab from catalog_categories cat
        where cat.id = any(c.category_ids || ${categoryId}::int) order by cat.tab)
    where c.id = ${companyId} and not (c.category_ids @> array[${categoryId}::int])`);
}
