import { and, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { CatalogCompany, CatalogItem } from '../../../shared/contract/catalog';
import { catalogCompanies, catalogDetailViews, catalogItems } from '../../db/schema/catalog';
import type { StoreCtx } from '../../http/context';
import { notFound } from '../../http/errors';
import type { CatalogDeps } from './catalog-deps';
import { selectCompanies } from './list-companies';
import { selectItems } from './list-items';
import { toCatalogCompany, toCatalogItem } from './rows';
import { ITEM_ORDER, SUPPLIER_ORDER } from './search/sorts';

/** How many of the store's latest views steer "recommend next". */
const RECENT_VIEWS = 20;

/** Items like this one: same subgroup, closest unit price first (a log-ratio, so $2 vs $4 ≈ $20 vs $40). */
export async function similarItems(
  { db }: CatalogDeps,
  ctx: StoreCtx,
  id: number,
  size: number,
): Promise<CatalogItem[]> {
  const [item] = await db
    .select({ categoryId: catalogItems.categoryId, price: catalogItems.productionMinPriceCents })
    .from(catalogItems)
    .where(eq(catalogItems.id, id));
  if (!item) throw notFound('Catalog item');
  const distance = sql`abs(ln(greatest(${catalogItems.productionMinPriceCents}, 1)::float8 / ${Math.max(item.price, 1)}))`;
  const rows = await selectItems(db, ctx)
    .where(and(eq(catalogItems.categoryId, item.categoryId), ne(catalogItems.id, id)))
    .orderBy(distance, desc(catalogItems.rank), catalogItems.id)
    .limit(size);
  return rows.map(toCatalogItem);
}

/** Records that the store opened an item's or a supplier's page (404 when it does not exist). */
export async function recordDetailView(
  { db }: CatalogDeps,
  ctx: StoreCtx,
  target: { itemId: number } | { companyId: number },
): Promise<{ ok: true }> {
  if ('itemId' in target) {
    const [item] = await db
      .select({ companyId: catalogItems.companyId })
      .from(catalogItems)
      .where(eq(catalogItems.id, target.itemId));
    if (!item) throw notFound('Catalog item');
    await db
      .insert(catalogDetailViews)
      .values({ storeId: ctx.storeId, itemId: target.itemId, companyId: item.companyId });
  } else {
    const [company] = await db
      .select({ id: catalogCompanies.id })
      .from(catalogCompanies)
      .where(eq(catalogCompanies.id, target.companyId));
    if (!company) throw notFound('Supplier');
    await db.insert(catalogDetailViews).values({ storeId: ctx.storeId, companyId: target.companyId });
  }
  return { ok: true };
}

async function recentViews(db: CatalogDeps['db'], storeId: number) {
  return db
    .select({ itemId: catalogDetailViews.itemId, companyId: catalogDetailViews.companyId })
    .from(catalogDetailViews)
    .where(eq(catalogDetailViews.storeId, storeId))
    .orderBy(desc(catalogDetailViews.createdAt), desc(catalogDetailViews.id))
    .limit(RECENT_VIEWS);
}

const ids = (list: (number | null)[]) => [...new Set(list.filter((v): v is number => v != null))];

/** Items in the categories of what the store viewed lately (not those it viewed); Featured without views. */
export async function recommendNextItems(
  { db }: CatalogDeps,
  ctx: StoreCtx,
  size: number,
): Promise<CatalogItem[]> {
  const views = await recentViews(db, ctx.storeId);
  const viewedItems = ids(views.map((v) => v.itemId));
  // Viewed items steer by their subgroups; supplier pages only when no item was viewed.
  const viewedCompanies = viewedItems.length ? [] : ids(views.map((v) => v.companyId));
  let categoryIds: number[] = [];
  if (viewedItems.length || viewedCompanies.length) {
    const fromItems = viewedItems.length
      ? await db
          .select({ id: catalogItems.categoryId })
          .from(catalogItems)
          .where(inArray(catalogItems.id, viewedItems))
      : [];
    const fromCompanies = viewedCompanies.length
      ? await db
          .select({ ids: catalogCompanies.categoryIds })
          .from(catalogCompanies)
          .where(inArray(catalogCompanies.id, viewedCompanies))
      : [];
    categoryIds = ids([...fromItems.map((r) => r.id), ...fromCompanies.flatMap((r) => r.ids)]);
  }
  const related = categoryIds.length
    ? and(
        inArray(catalogItems.categoryId, categoryIds),
        viewedItems.length ? notInArray(catalogItems.id, viewedItems) : undefined,
      )
    : undefined;
  let rows = await selectItems(db, ctx)
    .where(related)
    .orderBy(...ITEM_ORDER['-rank'])
    .limit(size);
  if (!rows.length)
    rows = await selectItems(db, ctx)
      .orderBy(...ITEM_ORDER['-rank'])
      .limit(size);
  return rows.map(toCatalogItem);
}

/** Suppliers sharing categories with what the store viewed lately; Featured without views. */
export async function recommendNextCompanies(
  { db }: CatalogDeps,
  ctx: StoreCtx,
  size: number,
): Promise<CatalogCompany[]> {
  const views = await recentViews(db, ctx.storeId);
  const viewed = ids(views.map((v) => v.companyId));
  let rows: Awaited<ReturnType<ReturnType<typeof selectCompanies>['where']>> = [];
  if (viewed.length) {
    const cats = await db
      .select({ ids: catalogCompanies.categoryIds })
      .from(catalogCompanies)
      .where(inArray(catalogCompanies.id, viewed));
    const categoryIds = ids(cats.flatMap((r) => r.ids));
    rows = await selectCompanies(db, ctx)
      .where(
        and(
          sql`${catalogCompanies.categoryIds} && ${sql.param(categoryIds)}::int[]`,
          notInArray(catalogCompanies.id, viewed),
        ),
      )
      .orderBy(...SUPPLIER_ORDER['-rank'])
      .limit(size);
  }
  if (!rows.length)
    rows = await selectCompanies(db, ctx)
      .orderBy(...SUPPLIER_ORDER['-rank'])
      .limit(size);
  return rows.map(toCatalogCompany);
}
