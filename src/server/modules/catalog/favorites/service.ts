import { and, count, desc, eq } from 'drizzle-orm';
import type { CatalogCompany, CatalogItem } from '../../../../shared/contract/catalog';
import type { FavoriteListQuery, FavoriteState } from '../../../../shared/contract/favorites';
import type { Db } from '../../../db/client';
import { catalogCompanies, catalogItemSearch, catalogItems } from '../../../db/schema/catalog';
import { favoriteCompanies, favoriteItems } from '../../../db/schema/catalog-favorites';
import type { StoreCtx } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { companySelection, itemSelection, toCatalogCompany, toCatalogItem } from '../rows';

// A store's favorite suppliers and items. Adding and removing are idempotent; every query is scoped by
// ctx.storeId, so one store never sees or changes another's favorites. Items their supplier disabled are
// not in the search index, so they drop out of the list and count (and come back when enabled again).

/** Favorites a supplier (again: no change); 404 when there is no such supplier. */
export async function favoriteCompany(db: Db, ctx: StoreCtx, companyId: number): Promise<FavoriteState> {
  const [company] = await db
    .select({ id: catalogCompanies.id })
    .from(catalogCompanies)
    .where(eq(catalogCompanies.id, companyId));
  if (!company) throw notFound('Supplier');
  await db.insert(favoriteCompanies).values({ storeId: ctx.storeId, companyId }).onConflictDoNothing();
  return { id: companyId, isFavorite: true };
}

export async function unfavoriteCompany(db: Db, ctx: StoreCtx, companyId: number): Promise<FavoriteState> {
  const [company] = await db
    .select({ id: catalogCompanies.id })
    .from(catalogCompanies)
    .where(eq(catalogCompanies.id, companyId));
  if (!company) throw notFound('Supplier');
  await db
    .delete(favoriteCompanies)
    .where(and(eq(favoriteCompanies.storeId, ctx.storeId), eq(favoriteCompanies.companyId, companyId)));
  return { id: companyId, isFavorite: false };
}

/** Newest favorite first (ties by supplier id, so pages never overlap). */
export async function listFavoriteCompanies(
  db: Db,
  ctx: StoreCtx,
  q: FavoriteListQuery,
): Promise<CatalogCompany[]> {
  const rows = await db
    .select(companySelection(ctx.storeId))
    .from(favoriteCompanies)
    .innerJoin(catalogCompanies, eq(catalogCompanies.id, favoriteCompanies.companyId))
    .where(eq(favoriteCompanies.storeId, ctx.storeId))
    .orderBy(desc(favoriteCompanies.createdAt), desc(favoriteCompanies.companyId))
    .limit(q.size)
    .offset(q.page * q.size);
  return rows.map(toCatalogCompany);
}

export async function countFavoriteCompanies(db: Db, ctx: StoreCtx) {
  const [row] = await db
    .select({ count: count() })
    .from(favoriteCompanies)
    .where(eq(favoriteCompanies.storeId, ctx.storeId));
  return { count: row?.count ?? 0 };
}

export async function favoriteItem(db: Db, ctx: StoreCtx, itemId: number): Promise<FavoriteState> {
  const [item] = await db
    .select({ id: catalogItemSearch.itemId })
    .from(catalogItemSearch)
    .where(eq(catalogItemSearch.itemId, itemId));
  if (!item) throw notFound('Catalog item');
  await db.insert(favoriteItems).values({ storeId: ctx.storeId, itemId }).onConflictDoNothing();
  return { id: itemId, isFavorite: true };
}

export async function unfavoriteItem(db: Db, ctx: StoreCtx, itemId: number): Promise<FavoriteState> {
  const [item] = await db
    .select({ id: catalogItems.id })
    .from(catalogItems)
    .where(eq(catalogItems.id, itemId));
  if (!item) throw notFound('Catalog item');
  await db
    .delete(favoriteItems)
    .where(and(eq(favoriteItems.storeId, ctx.storeId), eq(favoriteItems.itemId, itemId)));
  return { id: itemId, isFavorite: false };
}

export async function listFavoriteItems(db: Db, ctx: StoreCtx, q: FavoriteListQuery): Promise<CatalogItem[]> {
  const rows = await db
    .select(itemSelection(ctx.storeId))
    .from(favoriteItems)
    .innerJoin(catalogItemSearch, eq(catalogItemSearch.itemId, favoriteItems.itemId))
    .innerJoin(catalogItems, eq(catalogItems.id, favoriteItems.itemId))
    .innerJoin(catalogCompanies, eq(catalogCompanies.id, catalogItems.companyId))
    .where(eq(favoriteItems.storeId, ctx.storeId))
    .orderBy(desc(favoriteItems.createdAt), desc(favoriteItems.itemId))
    .limit(q.size)
    .offset(q.page * q.size);
  return rows.map(toCatalogItem);
}

export async function countFavoriteItems(db: Db, ctx: StoreCtx) {
  const [row] = await db
    .select({ count: count() })
    .from(favoriteItems)
    .innerJoin(catalogItemSearch, eq(catalogItemSearch.itemId, favoriteItems.itemId))
    .where(eq(favoriteItems.storeId, ctx.storeId));
  return { count: row?.count ?? 0 };
}
