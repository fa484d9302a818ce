import { asc, desc, eq, sql } from 'drizzle-orm';
import type {
  Category,
  CategoryGroupCount,
  SourcingFilters,
  SourcingTab,
} from '../../../shared/contract/catalog';
import { catalogCategories, catalogItemSearch } from '../../db/schema/catalog';
import { itemConditions, withKeyword } from './filters';
import type { CatalogDeps } from './list-items';

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
