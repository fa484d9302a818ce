import type { OrderItem } from '../../../shared/contract/cart';
import type { Db } from '../../db/client';
import type { StoreCtx } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { findInvoice, findInvoiceLines } from '../invoices/invoices-for-payment';
import { addInvoiceLinesToCart, findCartItemOfLine, findCartItemsOfLines } from '../orders/invoice-lines';
import { moveItems } from '../orders/move-items';

/**
 * POST /web/creator-invoice-items/action/add-to-cart: an open invoice's lines become cart items (one each,
 * ADHOC_PAYMENT from the SUPPLIER). Adding it twice adds nothing (a partial unique index on the line).
 */
export async function addInvoiceToCart(db: Db, ctx: StoreCtx, invoiceId: number): Promise<OrderItem[]> {
  const lines = await db.transaction(async (tx) => {
    const invoice = await findInvoice(tx, { invoiceId, storeId: ctx.storeId });
    if (!invoice || invoice.status === 'DRAFT') throw notFound('Invoice');
    if (invoice.status !== 'OPEN') throw conflict(`Invoice ${invoice.number} is not open for payment`);
    const found = await findInvoiceLines(tx, invoiceId);
    await addInvoiceLinesToCart(tx, invoice, found);
    return found;
  });
  return findCartItemsOfLines(
    db,
    ctx.storeId,
    lines.map((l) => l.id),
  );
}

/** DELETE /web/creator-invoice-items/{id}: takes that invoice line out of the cart (the invoice stays open). */
export async function removeInvoiceItem(db: Db, ctx: StoreCtx, invoiceItemId: number) {
  await db.transaction(async (tx) => {
    const id = await findCartItemOfLine(tx, ctx.storeId, invoiceItemId);
    if (id == null) throw notFound('Invoice item in the cart');
    await moveItems(tx, ctx.storeId, [id], 'IN_SHOPPING_CART', 'CANCELED', 'Removed from the cart');
  });
  return { ok: true as const };
}
