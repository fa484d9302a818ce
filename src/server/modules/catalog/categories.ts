import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  Category,
  CategoryGroupCount,
  SourcingFilters,
  SourcingTab,
} from '../../../shared/contract/catalog';
import type { Db } from '../../db/client';
import { catalogCategories, catalogItemSearch } from '../../db/schema/catalog';
import { invalid } from '../../http/errors';
import type { CatalogDeps } from './catalog-deps';
import { itemConditions, withKeyword } from './search/filters';

const TOP_GROUPS = 20;

/** The taxonomy (vertical → group → subgroup), in id order; the web asks size 9999 for all of it. */
export async function listCategories(
  { db }: CatalogDeps,
  q: { page: number; size: number; tab?: SourcingTab },
): Promise<Category[]> {
  const c = catalogCategories;
  return db
    .select({ id: c.id, tab: c.tab, vertical: c.vertical, group: c.group, subgroup: c.subgroup })
    .from(c)
    .where(q.tab && q.tab !== 'ALL' ? eq(c.tab, q.tab) : undefined)
    .orderBy(asc(c.id))
    .limit(q.size)
    .offset(q.page * q.size);
}

/**
 * The categories among `ids`, with their tab and subgroup (its pictures' silhouette), by id; 400 naming
 * `field` when any is not a catalog category. For every domain whose input points at categories.
 */
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
  const found = new Map(rows.map((r) => [r.id, r]));
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length)
    throw invalid(`Unknown category id ${missing.join(', ')}`, [
      { path: field, message: `${missing.join(', ')} is not a catalog category` },
    ]);
  return found;
}

/** The subgroups holding the most items that match the filters (the "refine by category" facet). */
export async function categoryGroups(d: CatalogDeps, f: SourcingFilters): Promise<CategoryGroupCount[]> {
  return withKeyword(d, f, true, async (db, mode) => {
    const c = catalogCategories;
    const count = sql<number>`count(*)::int`;
    return db
      .select({ categoryId: c.id, vertical: c.vertical, group: c.group, subgroup: c.subgroup, count })
      .from(catalogItemSearch)
      .innerJoin(c, eq(c.id, catalogItemSearch.categoryId))
      .where(itemConditions(f, mode))
      .groupBy(c.id, c.vertical, c.group, c.subgroup)
      .orderBy(desc(count), asc(c.id))
      .limit(TOP_GROUPS);
  });
}
