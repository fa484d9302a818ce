// Order items made from a supplier invoice's lines: put in a store's cart, or made by paying the invoice
// directly. The invoice and its lines are read by the caller through the invoices module.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderItem } from '../../../shared/contract/cart';
import type { FeeKind, ShippingMode } from '../../../shared/rules/order-items';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { creatorOrderItems as coi, creatorOrderItemHistory } from '../../db/schema/orders';
import { selectItems, withChildren } from './item-rows';

export type InvoiceForItems = {
  id: number;
  storeId: number;
  companyId: number;
  number: string;
  currency: string;
  shippingMode: ShippingMode;
};
export type InvoiceLineForItems = {
  id: number;
  catalogItemId: number | null;
  position: number;
  description: string;
  feeKind: FeeKind;
  quantity: number;
  unitPriceCents: number;
};

const itemOfLine = (invoice: InvoiceForItems, l: InvoiceLineForItems) => ({
  storeId: invoice.storeId,
  companyId: invoice.companyId,
  catalogItemId: l.catalogItemId,
  invoiceItemId: l.id,
  orderType: 'ADHOC_PAYMENT' as const,
  orderSource: 'SUPPLIER' as const,
  feeKind: l.feeKind,
  shippingMode: invoice.shippingMode,
  title: `${invoice.number}: ${l.description}`,
  sku: `${invoice.number}-${l.position + 1}`,
  quantity: l.quantity,
  unitPriceCents: l.unitPriceCents,
  currency: invoice.currency,
});

/** The lines as cart items (one each); a line already in the cart is not added twice (a partial unique index). */
export async function addInvoiceLinesToCart(tx: Db, invoice: InvoiceForItems, lines: InvoiceLineForItems[]) {
  if (lines.length === 0) return;
  const added = await tx
    .insert(coi)
    .values(lines.map((l) => ({ ...itemOfLine(invoice, l), status: 'IN_SHOPPING_CART' as const })))
    .onConflictDoNothing()
    .returning({ id: coi.id });
  if (added.length)
    await tx
      .insert(creatorOrderItemHistory)
      .values(
        added.map((a) => ({ orderItemId: a.id, fromStatus: null, toStatus: 'IN_SHOPPING_CART' as const })),
      );
}

/** A store's cart items made from these invoice lines, as the API shows them. */
export async function findCartItemsOfLines(db: Db, storeId: number, lineIds: number[]): Promise<OrderItem[]> {
  if (lineIds.length === 0) return [];
  const rows = await selectItems(
    db,
    and(eq(coi.storeId, storeId), eq(coi.status, 'IN_SHOPPING_CART'), inArray(coi.invoiceItemId, lineIds)),
  ).orderBy(asc(coi.id));
  return withChildren(db, rows);
}

/** The id of a store's cart item made from this invoice line, or null. */
export async function findCartItemOfLine(db: Db, storeId: number, lineId: number): Promise<number | null> {
  const [item] = await db
    .select({ id: coi.id })
    .from(coi)
    .where(and(eq(coi.storeId, storeId), eq(coi.invoiceItemId, lineId), eq(coi.status, 'IN_SHOPPING_CART')));
  return item?.id ?? null;
}

/**
 * An invoice paid directly becomes order items of its store, CHARGE_PENDING like a cart's, in ONE
 * statement: its lines' copies in the cart are canceled and new items made for `paymentId`, all with
 * their history. Returns the new items' ids.
 */
export async function createItemsForInvoicePayment(
  tx: Db,
  invoice: InvoiceForItems,
  lines: InvoiceLineForItems[],
  paymentId: number,
): Promise<number[]> {
  const made = JSON.stringify(lines.map((l) => ({ ...itemOfLine(invoice, l), paymentId })));
  const lineIds = JSON.stringify(lines.map((l) => l.id));
  const rows = rowsOf<{ id: number }>(
    await tx.execute(sql`
      with copies as (
        update ${coi} set status = 'CANCELED', updated_at = now()
         where store_id = ${invoice.storeId} and status = 'IN_SHOPPING_CART'
           and invoice_item_id in (select jsonb_array_elements_text(${lineIds}::jsonb)::int)
        returning id),
      logged as (
        insert into ${creatorOrderItemHistory} (order_item_id, from_status, to_status, note)
        select id, 'IN_SHOPPING_CART', 'CANCELED', 'Paid from the invoice' from copies),
      made as (
        insert into ${coi} (store_id, company_id, catalog_item_id, invoice_item_id, order_type, order_source,
                            status, fee_kind, shipping_mode, title, sku, quantity, unit_price_cents, currency,
                            payment_id)
        select l."storeId", l."companyId", l."catalogItemId", l."invoiceItemId", l."orderType", l."orderSource",
               'CHARGE_PENDING', l."feeKind", l."shippingMode", l.title, l.sku, l.quantity, l."unitPriceCents",
               l.currency, l."paymentId"
          from jsonb_to_recordset(${made}::jsonb) as l("storeId" int, "companyId" int, "catalogItemId" int,
               "invoiceItemId" int, "orderType" text, "orderSource" text, "feeKind" text, "shippingMode" text,
               title text, sku text, quantity int, "unitPriceCents" int, currency text, "paymentId" int)
        returning id),
      made_log as (
        insert into ${creatorOrderItemHistory} (order_item_id, from_status, to_status, note)
        select id, null, 'CHARGE_PENDING', 'Invoice payment started' from made)
      select id from made order by id`),
  );
  return rows.map((r) => r.id);
}
