import { desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  CatalogCompany,
  SearchCount,
  SourcingFilters,
  SupplierListQuery,
} from '../../../shared/contract/catalog';
import type { Db } from '../../db/client';
import { catalogCompanies } from '../../db/schema/catalog';
import type { StoreCtx } from '../../http/context';
import { notFound } from '../../http/errors';
import type { CatalogDeps } from './catalog-deps';
import { companySelection, toCatalogCompany, type Viewer } from './rows';
import { companyConditionsOf, keywordApplied, keywordRank, withKeyword } from './search/filters';
import { SUPPLIER_ORDER, supplierTariffOrder } from './search/sorts';

export const selectCompanies = (db: Db, viewer: Viewer) =>
  db.select(companySelection(viewer.storeId)).from(catalogCompanies);

/** Search over suppliers: keyword (full-text on name and description, typos corrected), filters, sort. */
export async function findCompanies(
  d: CatalogDeps,
  ctx: StoreCtx,
  q: SupplierListQuery,
): Promise<CatalogCompany[]> {
  return withKeyword(d, q, false, async (db, mode) => {
    const order =
      q.sort === 'tariffRate'
        ? supplierTariffOrder(q, new Date().toISOString().slice(0, 10))
        : q.sort || !q.keyword || !mode
          ? SUPPLIER_ORDER[q.sort ?? '-rank']
          : [desc(keywordRank(mode, false)), ...SUPPLIER_ORDER['-rank']];
    const rows = await selectCompanies(db, ctx)
      .where(companyConditionsOf(q, mode))
      .orderBy(...order)
      .limit(q.size)
      .offset(q.page * q.size);
    return rows.map(toCatalogCompany);
  });
}

export async function countCompanies(d: CatalogDeps, f: SourcingFilters): Promise<SearchCount> {
  return withKeyword(d, f, false, async (db, plan) => {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(catalogCompanies)
      .where(companyConditionsOf(f, plan));
    const count = row?.count ?? 0;
    return { count, ...keywordApplied(f, plan, count) };
  });
}

/** Suppliers by id, in the order asked; unknown ids are left out. */
export async function getCompaniesByIds(
  { db }: CatalogDeps,
  ctx: StoreCtx,
  ids: number[],
): Promise<CatalogCompany[]> {
  const byId = await findCompaniesByIds(db, ctx, ids);
  return ids.flatMap((id) => {
    const company = byId.get(id);
    return company ? [company] : [];
  });
}

/** Suppliers by id, as cards show them to this viewer (its favorites marked). */
export async function findCompaniesByIds(
  db: Db,
  viewer: Viewer,
  ids: number[],
): Promise<Map<number, CatalogCompany>> {
  const rows = await selectCompanies(db, viewer).where(inArray(catalogCompanies.id, ids));
  return new Map(rows.map((r) => [r.id, toCatalogCompany(r)]));
}

export async function getCompany({ db }: CatalogDeps, viewer: Viewer, id: number): Promise<CatalogCompany> {
  const [row] = await selectCompanies(db, viewer).where(eq(catalogCompanies.id, id));
  if (!row) throw notFound('Supplier');
  return toCatalogCompany(row);
}
