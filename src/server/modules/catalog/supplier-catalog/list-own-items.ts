import { and, asc, desc, eq, ilike, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type {
  SupplierItem,
  SupplierItemCountQuery,
  SupplierItemListQuery,
} from '../../../../shared/contract/supplier-portal';
import type { Db } from '../../../db/client';
import { catalogItems } from '../../../db/schema/catalog';
import type { Ctx } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { ownItem, supplierItemColumns, toSupplierItem } from './item-rows';
import { portalOwner } from './owner';

// The supplier's own products, enabled and disabled, read from catalog_items (the marketplace's search
// index holds only the enabled ones). A supplier's list is hundreds of rows at most, served by the
// company index; the title filter is a plain substring match.

const i = catalogItems;
const SORT_COLUMNS = {
  enabledAt: i.enabledAt,
  title: i.title,
  productionMinPrice: i.productionMinPriceCents,
  moq: i.moq,
} as const;

/** `%`, `_` and `\` match themselves in the title filter. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(companyId: number, f: SupplierItemCountQuery): SQL | undefined {
  return and(
    eq(i.companyId, companyId),
    f.q ? ilike(i.title, likePattern(f.q)) : undefined,
    f.status === 'ENABLED' ? isNull(i.disabledAt) : undefined,
    f.status === 'DISABLED' ? isNotNull(i.disabledAt) : undefined,
  );
}

/** GET /web/supplier-portal/catalog-items: one page, newest listed first unless sorted otherwise. */
export async function listOwnItems(db: Db, ctx: Ctx, q: SupplierItemListQuery): Promise<SupplierItem[]> {
  const { companyId } = portalOwner(ctx);
  const descending = q.sort.startsWith('-');
  const column = SORT_COLUMNS[q.sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
  const rows = await db
    .select(supplierItemColumns)
    .from(i)
    .where(conditions(companyId, q))
    .orderBy(descending ? desc(column) : asc(column), asc(i.id))
    .limit(q.size)
    .offset(q.page * q.size);
  return rows.map(toSupplierItem);
}

export async function countOwnItems(db: Db, ctx: Ctx, f: SupplierItemCountQuery) {
  const { companyId } = portalOwner(ctx);
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(i)
    .where(conditions(companyId, f));
  return { count: Number(row?.count ?? 0) };
}

export async function getOwnItem(db: Db, ctx: Ctx, id: number): Promise<SupplierItem> {
  const { companyId } = portalOwner(ctx);
  const [row] = await db.select(supplierItemColumns).from(i).where(ownItem(companyId, id));
  if (!row) throw notFound('Product');
  return toSupplierItem(row);
}
