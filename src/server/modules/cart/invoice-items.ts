import { and, asc, eq, inArray } from 'drizzle-orm';
import type { OrderItem } from '../../../shared/contract/cart';
import type { Db } from '../../db/client';
import { creatorInvoiceItems, creatorInvoices } from '../../db/schema/invoices';
import { creatorOrderItems as coi, creatorOrderItemHistory } from '../../db/schema/orders';
import type { StoreCtx } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { selectItems, withChildren } from './item-rows';
import { moveItems } from './order-items';

/**
 * POST /web/creator-invoice-items/action/add-to-cart: an open invoice's lines become cart items (one each,
 * ADHOC_PAYMENT from the SUPPLIER). Adding it twice adds nothing (a partial unique index on the line).
 */
export async function addInvoiceToCart(db: Db, ctx: StoreCtx, invoiceId: number): Promise<OrderItem[]> {
  await db.transaction(async (tx) => {
    const [invoice] = await tx
      .select()
      .from(creatorInvoices)
      .where(and(eq(creatorInvoices.id, invoiceId), eq(creatorInvoices.storeId, ctx.storeId)));
    if (!invoice || invoice.status === 'DRAFT') throw notFound('Invoice');
    if (invoice.status !== 'OPEN') throw conflict(`Invoice ${invoice.number} is not open for payment`);
    const lines = await tx
      .select()
      .from(creatorInvoiceItems)
      .where(eq(creatorInvoiceItems.invoiceId, invoiceId))
      .orderBy(asc(creatorInvoiceItems.position));
    const added = await tx
      .insert(coi)
      .values(
        lines.map((l) => ({
          storeId: ctx.storeId,
          companyId: invoice.companyId,
          catalogItemId: l.catalogItemId,
          invoiceItemId: l.id,
          orderType: 'ADHOC_PAYMENT' as const,
          orderSource: 'SUPPLIER' as const,
          status: 'IN_SHOPPING_CART' as const,
          feeKind: l.feeKind,
          shippingMode: invoice.shippingMode,
          title: `${invoice.number}: ${l.description}`,
          sku: `${invoice.number}-${l.position + 1}`,
          quantity: l.quantity,
          unitPriceCents: l.unitPriceCents,
          currency: invoice.currency,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: coi.id });
    if (added.length)
      await tx
        .insert(creatorOrderItemHistory)
        .values(
          added.map((a) => ({ orderItemId: a.id, fromStatus: null, toStatus: 'IN_SHOPPING_CART' as const })),
        );
  });
  const lineIds = db
    .select({ id: creatorInvoiceItems.id })
    .from(creatorInvoiceItems)
    .where(eq(creatorInvoiceItems.invoiceId, invoiceId));
  const rows = await selectItems(
    db,
    and(
      eq(coi.storeId, ctx.storeId),
      eq(coi.status, 'IN_SHOPPING_CART'),
      inArray(coi.invoiceItemId, lineIds),
    ),
  ).orderBy(asc(coi.id));
  return withChildren(db, rows);
}

/** DELETE /web/creator-invoice-items/{id}: takes that invoice line out of the cart (the invoice stays open). */
export async function removeInvoiceItem(db: Db, ctx: StoreCtx, invoiceItemId: number) {
  await db.transaction(async (tx) => {
    const [item] = await tx
      .select({ id: coi.id })
      .from(coi)
      .where(
        and(
          eq(coi.storeId, ctx.storeId),
          eq(coi.invoiceItemId, invoiceItemId),
          eq(coi.status, 'IN_SHOPPING_CART'),
        ),
      );
    if (!item) throw notFound('Invoice item in the cart');
    await moveItems(tx, ctx.storeId, [item.id], 'IN_SHOPPING_CART', 'CANCELED', 'Removed from the cart');
  });
  return { ok: true as const };
}
