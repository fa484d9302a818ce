import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Fee, OrderItem } from '../../../shared/contract/cart';
import { FEE_KIND_LABELS } from '../../../shared/rules/order-items';
import type { Db } from '../../db/client';
import { catalogCompanies, catalogItems } from '../../db/schema/catalog';
import { creatorInvoiceItems } from '../../db/schema/invoices';
import { creatorOrderItems as coi } from '../../db/schema/orders';
import { companyLogoUrl, itemPictureUrls } from '../catalog/rows';
import { stockLeftOf } from '../inventory/stock-left';

// Display joins: the supplier's name and logo, the product's pictures and the invoice a line came from
// (read-only, listed as exceptions in the server boundary test).
const stockLeft = stockLeftOf(coi.catalogItemId, coi.colorOption);

export const itemColumns = {
  row: coi,
  companyName: catalogCompanies.name,
  companyLogo: catalogCompanies.logoUrl,
  companyCountry: catalogCompanies.countryCode,
  imageCount: catalogItems.imageCount,
  imageUrls: catalogItems.imageUrls,
  packing: catalogItems.packing,
  invoiceId: creatorInvoiceItems.invoiceId,
  stockLeft,
};

export type ItemRow = {
  row: typeof coi.$inferSelect;
  companyName: string;
  companyLogo: string | null;
  companyCountry: string;
  imageCount: number | null;
  imageUrls: string[] | null;
  packing: 'PARCEL' | 'PALLET' | null;
  invoiceId: number | null;
  stockLeft: number | null;
};

/** Order items with what their views need, in one query (the caller's `where` decides which). */
export function selectItems(db: Db, where: SQL | undefined) {
  return db
    .select(itemColumns)
    .from(coi)
    .innerJoin(catalogCompanies, eq(catalogCompanies.id, coi.companyId))
    .leftJoin(catalogItems, eq(catalogItems.id, coi.catalogItemId))
    .leftJoin(creatorInvoiceItems, eq(creatorInvoiceItems.id, coi.invoiceItemId))
    .where(where);
}

/** The nested items of these parents. */
export async function childrenOf(db: Db, parentIds: number[]): Promise<ItemRow[]> {
  if (parentIds.length === 0) return [];
  return selectItems(db, inArray(coi.parentId, parentIds)).orderBy(asc(coi.id));
}

export const ownItem = (storeId: number, id: number) => and(eq(coi.storeId, storeId), eq(coi.id, id));

const lineTotal = (r: { quantity: number; unitPriceCents: number }) => r.quantity * r.unitPriceCents;

/** The fees of an item and its nested items, by kind (one line per kind). */
export function feesOf(parent: ItemRow, children: ItemRow[]): Fee[] {
  const byKind = new Map<Fee['kind'], number>();
  for (const r of [parent, ...children])
    byKind.set(r.row.feeKind, (byKind.get(r.row.feeKind) ?? 0) + lineTotal(r.row));
  return [...byKind].map(([kind, amountCents]) => ({ kind, label: FEE_KIND_LABELS[kind], amountCents }));
}

export function toOrderItem(r: ItemRow, children: ItemRow[]): OrderItem {
  const { row } = r;
  const pictures =
    r.imageCount != null && row.catalogItemId != null
      ? itemPictureUrls({ id: row.catalogItemId, imageCount: r.imageCount, imageUrls: r.imageUrls })
      : [];
  return {
    id: row.id,
    orderType: row.orderType,
    orderSource: row.orderSource,
    status: row.status,
    feeKind: row.feeKind,
    shippingMode: row.shippingMode,
    title: row.title,
    sku: row.sku,
    imageUrl: pictures[0] ?? null,
    catalogItemId: row.catalogItemId,
    supplier: {
      id: row.companyId,
      name: r.companyName,
      logoUrl: companyLogoUrl({ id: row.companyId, logoUrl: r.companyLogo }),
    },
    invoiceId: r.invoiceId,
    invoiceItemId: row.invoiceItemId,
    variant: row.variant,
    colorOption: row.colorOption,
    quantity: row.quantity,
    unitPriceCents: row.unitPriceCents,
    totalCents: [r, ...children].reduce((sum, x) => sum + lineTotal(x.row), 0),
    currency: row.currency,
    fees: feesOf(r, children),
    items: children.map((c) => ({
      id: c.row.id,
      title: c.row.title,
      sku: c.row.sku,
      quantity: c.row.quantity,
      unitPriceCents: c.row.unitPriceCents,
      totalCents: lineTotal(c.row),
      feeKind: c.row.feeKind,
      printTemplateId: c.row.printTemplateId,
    })),
    stockLeft: r.stockLeft,
    isArchived: row.isArchived,
    storedAtFbp: row.storedAtFbp,
    paymentId: row.paymentId,
    createdAt: row.createdAt.toISOString(),
    purchasedAt: row.purchasedAt?.toISOString() ?? null,
  };
}

/** Parents with their nested items, as the API shows them. */
export async function withChildren(db: Db, parents: ItemRow[]): Promise<OrderItem[]> {
  const children = await childrenOf(
    db,
    parents.map((p) => p.row.id),
  );
  const byParent = new Map<number, ItemRow[]>();
  for (const c of children) {
    const list = byParent.get(c.row.parentId!) ?? [];
    list.push(c);
    byParent.set(c.row.parentId!, list);
  }
  return parents.map((p) => toOrderItem(p, byParent.get(p.row.id) ?? []));
}
