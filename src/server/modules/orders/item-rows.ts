import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Fee, OrderItem } from '../../../shared/contract/cart';
import { FEE_KIND_LABELS } from '../../../shared/rules/order-items';
import type { Db } from '../../db/client';
import { creatorOrderItems as coi } from '../../db/schema/orders';
import { findDisplayFacts } from '../catalog/items-for-orders';
import { companyLogoUrl, itemPictureUrls } from '../catalog/rows';
import { stockLeftOf } from '../inventory/stock-left';
import { findInvoiceIdsOfLines } from '../invoices/invoices-for-payment';

/** An order item as read, with the units left of its product (inventory's read model). */
export type RawItemRow = { row: typeof coi.$inferSelect; stockLeft: number | null };

/** An order item with what its views show of its supplier, product and invoice (from those modules). */
export type ItemRow = RawItemRow & {
  companyName: string;
  companyLogo: string | null;
  companyCountry: string;
  imageCount: number | null;
  imageUrls: string[] | null;
  packing: 'PARCEL' | 'PALLET' | null;
  invoiceId: number | null;
};

/** Order items (the caller's `where` decides which) with their stock left, in one query. */
export function selectItems(db: Db, where: SQL | undefined) {
  return db
    .select({ row: coi, stockLeft: stockLeftOf(coi.catalogItemId, coi.colorOption) })
    .from(coi)
    .where(where);
}

/** Adds what views show of the items' suppliers, products and invoices: one read of catalog, one of invoices. */
async function describeItems(db: Db, rows: RawItemRow[]): Promise<ItemRow[]> {
  const lineIds = rows.flatMap((r) => (r.row.invoiceItemId == null ? [] : [r.row.invoiceItemId]));
  const [facts, invoices] = [
    await findDisplayFacts(
      db,
      rows.map((r) => r.row.companyId),
      rows.flatMap((r) => (r.row.catalogItemId == null ? [] : [r.row.catalogItemId])),
    ),
    await findInvoiceIdsOfLines(db, lineIds),
  ];
  return rows.map((r) => {
    const company = facts.companies.get(r.row.companyId);
    const item = r.row.catalogItemId == null ? undefined : facts.items.get(r.row.catalogItemId);
    return {
      ...r,
      companyName: company?.name ?? '',
      companyLogo: company?.logoUrl ?? null,
      companyCountry: company?.countryCode ?? '',
      imageCount: item?.imageCount ?? null,
      imageUrls: item?.imageUrls ?? null,
      packing: item?.packing ?? null,
      invoiceId: r.row.invoiceItemId == null ? null : (invoices.get(r.row.invoiceItemId) ?? null),
    };
  });
}

/** The nested items of these parents. */
export async function childrenOf(db: Db, parentIds: number[]): Promise<RawItemRow[]> {
  if (parentIds.length === 0) return [];
  return selectItems(db, inArray(coi.parentId, parentIds)).orderBy(asc(coi.id));
}

export const ownItem = (storeId: number, id: number) => and(eq(coi.storeId, storeId), eq(coi.id, id));

const lineTotal = (r: { quantity: number; unitPriceCents: number }) => r.quantity * r.unitPriceCents;

/** The fees of an item and its nested items, by kind (one line per kind). */
function feesOf(parent: ItemRow, children: ItemRow[]): Fee[] {
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
export async function withChildren(db: Db, parents: RawItemRow[]): Promise<OrderItem[]> {
  const children = await childrenOf(
    db,
    parents.map((p) => p.row.id),
  );
  const described = await describeItems(db, [...parents, ...children]);
  const byParent = new Map<number, ItemRow[]>();
  for (const c of described.slice(parents.length)) {
    const list = byParent.get(c.row.parentId!) ?? [];
    list.push(c);
    byParent.set(c.row.parentId!, list);
  }
  return described.slice(0, parents.length).map((p) => toOrderItem(p, byParent.get(p.row.id) ?? []));
}
