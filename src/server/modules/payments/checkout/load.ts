// Checkout's load step: what is paid for — a store's cart items (nested ones too) or an invoice — read
// through the orders, catalog and invoices modules in the checkout's transaction, locked when `lock`.
import type { OrderType } from '../../../../shared/rules/order-items';
import { unitPriceFor } from '../../../../shared/rules/order-items';
import type { Db } from '../../../db/client';
import { conflict, notFound } from '../../../http/errors';
import { createStep } from '../../../workflows/create-step';
import { findPricingFacts } from '../../catalog/items-for-orders';
import { findInvoice, findInvoiceLines, findInvoicesOfLines } from '../../invoices/invoices-for-payment';
import { findItemsToPay, setUnitPrices } from '../../orders/items-to-pay';
import type { CheckoutState, Loaded, Payer, PayTarget } from './types';

async function loadCartItems(tx: Db, storeId: number, ids: number[], lock: boolean): Promise<Loaded> {
  const unique = [...new Set(ids)];
  const rows = await findItemsToPay(tx, storeId, unique, lock);
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of unique) {
    const r = byId.get(id);
    if (!r || r.parentId != null) throw notFound('Order item');
    if (r.status !== 'IN_SHOPPING_CART')
      throw conflict(`"${r.title}" is no longer in your cart; refresh the cart and try again`);
  }
  const chosen = rows.filter((r) => r.status === 'IN_SHOPPING_CART');
  const facts = await findPricingFacts(
    tx,
    chosen.map((r) => r.companyId),
    chosen.flatMap((r) => (r.catalogItemId == null ? [] : [r.catalogItemId])),
  );
  const parentType = new Map(chosen.filter((r) => r.parentId == null).map((r) => [r.id, r.orderType]));
  // Catalog products are priced again now: the supplier's current tiers, never a stored or sent price.
  const repriced: { id: number; price: number }[] = [];
  for (const r of chosen) {
    const product = r.catalogItemId == null ? undefined : facts.items.get(r.catalogItemId);
    if (!product || r.invoiceItemId != null) continue;
    if (product.disabledAt) throw conflict(`"${r.title}" is no longer available; remove it from the cart`);
    const type: OrderType =
      r.parentId == null ? r.orderType : parentType.get(r.parentId) === 'SAMPLES' ? 'SAMPLES' : 'INVENTORY';
    const price = unitPriceFor(type, product.priceTiers, r.quantity, product.samplePriceCents);
    if (price !== r.unitPriceCents) {
      repriced.push({ id: r.id, price });
      r.unitPriceCents = price;
    }
  }
  if (lock && repriced.length) await setUnitPrices(tx, repriced);
  // An invoice is paid whole: its lines in the cart must all be in this payment.
  const invoiceLineIds = chosen.filter((r) => r.invoiceItemId != null).map((r) => r.invoiceItemId!);
  if (invoiceLineIds.length) {
    for (const inv of await findInvoicesOfLines(tx, invoiceLineIds)) {
      if (inv.status !== 'OPEN') throw conflict(`Invoice ${inv.number} is no longer open for payment`);
      if (inv.chosen !== inv.lines)
        throw conflict(`Pay all of invoice ${inv.number} together: add it to the cart again`);
    }
  }
  return {
    storeId,
    lines: chosen.map((r) => ({
      ...r,
      companyCountry: facts.companies.get(r.companyId)?.countryCode ?? '',
      packing: (r.catalogItemId == null ? null : facts.items.get(r.catalogItemId)?.packing) ?? null,
    })),
    invoice: null,
    itemIds: chosen.map((r) => r.id),
    needsShippingAddress: chosen.some(
      (r) => r.shippingMode === 'QUARRY_SHIPPING' || r.shippingMode === 'SUPPLIER_SHIPPING',
    ),
  };
}

async function loadInvoice(
  tx: Db,
  where: { invoiceId: number; storeId: number } | { sn: string },
  lock: boolean,
): Promise<Loaded> {
  const invoice = await findInvoice(tx, where, lock);
  if (!invoice || invoice.status === 'DRAFT') throw notFound('Invoice');
  if (invoice.status !== 'OPEN')
    throw conflict(
      invoice.status === 'PAID'
        ? `Invoice ${invoice.number} is already paid`
        : `Invoice ${invoice.number} is no longer open for payment`,
    );
  const [lines, facts] = [
    await findInvoiceLines(tx, invoice.id),
    await findPricingFacts(tx, [invoice.companyId], []),
  ];
  const companyCountry = facts.companies.get(invoice.companyId)?.countryCode ?? '';
  return {
    storeId: invoice.storeId,
    invoice,
    itemIds: [],
    lines: lines.map((l) => ({
      id: null,
      parentId: null,
      title: `${invoice.number}: ${l.description}`,
      feeKind: l.feeKind,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      // The supplier's own SHIPPING lines price shipping; nothing is priced by Quarry's provider.
      shippingMode: invoice.shippingMode === 'QUARRY_SHIPPING' ? 'QUARRY_SHIPPING' : 'SUPPLIER_SHIPPING',
      companyId: invoice.companyId,
      companyCountry,
      packing: null,
      orderType: 'ADHOC_PAYMENT',
      catalogItemId: l.catalogItemId,
      colorOption: null,
      invoiceLineId: l.id,
      position: l.position,
      description: l.description,
    })),
    needsShippingAddress:
      (invoice.shippingMode === 'SUPPLIER_SHIPPING' || invoice.shippingMode === 'QUARRY_SHIPPING') &&
      invoice.shippingAddress == null,
  };
}

/** What `target` pays for, checked payable (in the cart, or an OPEN invoice) and re-priced. */
export function loadTarget(tx: Db, payer: Payer, target: PayTarget, lock: boolean): Promise<Loaded> {
  if ('sn' in target) return loadInvoice(tx, { sn: target.sn }, lock);
  if (payer.storeId == null) throw notFound('Invoice');
  if ('invoiceId' in target)
    return loadInvoice(tx, { invoiceId: target.invoiceId, storeId: payer.storeId }, lock);
  return loadCartItems(tx, payer.storeId, target.orderItemIds, lock);
}

/** The load step: the first of the checkout's first transaction (what it reads is locked until it commits). */
export const loadStep = () =>
  createStep<CheckoutState>(
    'load',
    async (s, { tx, memory }) => void memory.set('loaded', await loadTarget(tx, s.payer, s.target, true)),
    undefined,
    { transactional: true },
  );
