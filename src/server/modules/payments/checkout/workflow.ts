// Paying (POST /web/creator-invoice-payments and the public invoice link) as a workflow of steps with
// compensation (docs/decisions/016):
//   A. one transaction: lock the items (or the invoice), price them on the server, hold limited stock with
//      row locks, hold the promo code, record the payment STARTED and the items CHARGE_PENDING;
//   B. charge at the processor with the payment's own charge key (one charge per key, however many calls);
//   C. one transaction: COMPLETED and the items IN_PRODUCTION, or DECLINED and everything released.
// A crash between steps leaves a STARTED payment; recovery (recover.ts) asks the processor what happened to
// its charge key and finishes or rolls it back, so there is never a charge without an order, or an order
// without a charge.
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Address } from '../../../../shared/contract/cart';
import type { PaymentResult } from '../../../../shared/contract/payments';
import { formatMoney } from '../../../../shared/rules/money';
import { type ItemStatus, type OrderType, unitPriceFor } from '../../../../shared/rules/order-items';
import { DECLINE_MESSAGES } from '../../../../shared/rules/payments';
import type { AppDeps } from '../../../app-deps';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import type { AddressSnapshot } from '../../../db/schema/cart';
import { catalogCompanies, catalogItems } from '../../../db/schema/catalog';
import { stockItems } from '../../../db/schema/inventory';
import { creatorInvoiceItems, creatorInvoices } from '../../../db/schema/invoices';
import { creatorOrderItems as coi } from '../../../db/schema/orders';
import { creatorInvoicePayments as payments, promoCodeRedemptions } from '../../../db/schema/payments';
import { AppError, conflict, invalid, notFound, refused } from '../../../http/errors';
import type { Charge } from '../../../providers/payments/types';
import type { ShippingProvider } from '../../../providers/shipping/types';
import { resolveShippingAddress } from '../../cart/addresses/service';
import { stockItemIdOf } from '../../cart/item-rows';
import { moveItems } from '../../cart/order-items';
import { resolvePaymentMethod } from '../methods/service';
import { computeTotals, type PricedLine, type Totals } from './totals';

export type CheckoutDeps = Pick<AppDeps, 'db' | 'payments' | 'shipping' | 'jobs'>;

export type PayTarget = { orderItemIds: number[] } | { invoiceId: number } | { sn: string };
export type PayOptions = {
  shippingAddressId?: number;
  shippingAddress?: Address;
  shippingOptionId?: string;
  promoCode?: string;
  financingTermDays?: 30 | 60 | 90;
};
/** Who pays: a signed-in store, or anyone holding an invoice's public link. */
export type Payer = { storeId: number; email: string | null } | { storeId: null; email: string | null };

export type PaymentRow = typeof payments.$inferSelect;

export const PAYMENT_NOTIFY_QUEUE = 'payments-notify';

// ---- Loading what is paid for

type Loaded = {
  /** The store the items belong to (the invoice's store for a public payer). */
  storeId: number;
  lines: (PricedLine & {
    id: number | null;
    parentId: number | null;
    title: string;
    stockItemId: number | null;
    catalogItemId: number | null;
  })[];
  invoice: typeof creatorInvoices.$inferSelect | null;
  /** Order items being paid (all of them, nested included); empty for an invoice paid directly. */
  itemIds: number[];
  needsShippingAddress: boolean;
};

const itemSelect = {
  id: coi.id,
  parentId: coi.parentId,
  status: coi.status,
  orderType: coi.orderType,
  feeKind: coi.feeKind,
  shippingMode: coi.shippingMode,
  quantity: coi.quantity,
  unitPriceCents: coi.unitPriceCents,
  title: coi.title,
  companyId: coi.companyId,
  catalogItemId: coi.catalogItemId,
  invoiceItemId: coi.invoiceItemId,
  companyCountry: catalogCompanies.countryCode,
  packing: catalogItems.packing,
  priceTiers: catalogItems.priceTiers,
  samplePriceCents: catalogCompanies.samplePriceCents,
  disabledAt: catalogItems.disabledAt,
  stockItemId: stockItemIdOf,
};

async function loadCartItems(tx: Db, storeId: number, ids: number[], lock: boolean): Promise<Loaded> {
  const unique = [...new Set(ids)];
  const query = tx
    .select(itemSelect)
    .from(coi)
    .innerJoin(catalogCompanies, eq(catalogCompanies.id, coi.companyId))
    .leftJoin(catalogItems, eq(catalogItems.id, coi.catalogItemId))
    .where(and(eq(coi.storeId, storeId), or(inArray(coi.id, unique), inArray(coi.parentId, unique))));
  const rows = lock ? await query.for('update', { of: coi }) : await query;
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of unique) {
    const r = byId.get(id);
    if (!r || r.parentId != null) throw notFound('Order item');
    if (r.status !== 'IN_SHOPPING_CART')
      throw conflict(`"${r.title}" is no longer in your cart; refresh the cart and try again`);
  }
  const chosen = rows.filter((r) => r.status === 'IN_SHOPPING_CART');
  const parentType = new Map(chosen.filter((r) => r.parentId == null).map((r) => [r.id, r.orderType]));
  // Catalog products are priced again now: the supplier's current tiers, never a stored or sent price.
  const repriced: { id: number; price: number }[] = [];
  for (const r of chosen) {
    if (r.catalogItemId == null || r.invoiceItemId != null || !r.priceTiers) continue;
    if (r.disabledAt) throw conflict(`"${r.title}" is no longer available; remove it from the cart`);
    const type: OrderType =
      r.parentId == null ? r.orderType : parentType.get(r.parentId) === 'SAMPLES' ? 'SAMPLES' : 'INVENTORY';
    const price = unitPriceFor(type, r.priceTiers, r.quantity, r.samplePriceCents);
    if (price !== r.unitPriceCents) {
      repriced.push({ id: r.id, price });
      r.unitPriceCents = price;
    }
  }
  if (lock && repriced.length)
    for (const p of repriced)
      await tx.update(coi).set({ unitPriceCents: p.price, updatedAt: new Date() }).where(eq(coi.id, p.id));
  // An invoice is paid whole: its lines in the cart must all be in this payment.
  const invoiceLineIds = chosen.filter((r) => r.invoiceItemId != null).map((r) => r.invoiceItemId!);
  if (invoiceLineIds.length) {
    const invoices = rowsOf<{
      invoice_id: number;
      number: string;
      status: string;
      lines: number;
      chosen: number;
    }>(
      await tx.execute(sql`
        select i.id as invoice_id, i.number, i.status, count(l.id)::int as lines,
               count(l.id) filter (where l.id in ${intList(invoiceLineIds)})::int as chosen
          from ${creatorInvoices} i join ${creatorInvoiceItems} l on l.invoice_id = i.id
         where i.id in (select invoice_id from ${creatorInvoiceItems} where id in ${intList(invoiceLineIds)})
         group by i.id`),
    );
    for (const inv of invoices) {
      if (inv.status !== 'OPEN') throw conflict(`Invoice ${inv.number} is no longer open for payment`);
      if (inv.chosen !== inv.lines)
        throw conflict(`Pay all of invoice ${inv.number} together: add it to the cart again`);
    }
  }
  return {
    storeId,
    lines: chosen.map((r) => ({ ...r, packing: r.packing ?? null })),
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
  const cond =
    'sn' in where
      ? and(eq(creatorInvoices.sn, where.sn), isNull(creatorInvoices.snRevokedAt))
      : and(eq(creatorInvoices.id, where.invoiceId), eq(creatorInvoices.storeId, where.storeId));
  const query = tx
    .select({ invoice: creatorInvoices, companyCountry: catalogCompanies.countryCode })
    .from(creatorInvoices)
    .innerJoin(catalogCompanies, eq(catalogCompanies.id, creatorInvoices.companyId))
    .where(cond);
  const [found] = lock ? await query.for('update', { of: creatorInvoices }) : await query;
  if (!found || found.invoice.status === 'DRAFT') throw notFound('Invoice');
  const { invoice } = found;
  if (invoice.status !== 'OPEN')
    throw conflict(
      invoice.status === 'PAID'
        ? `Invoice ${invoice.number} is already paid`
        : `Invoice ${invoice.number} is no longer open for payment`,
    );
  const lines = await tx
    .select()
    .from(creatorInvoiceItems)
    .where(eq(creatorInvoiceItems.invoiceId, invoice.id));
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
      companyCountry: found.companyCountry,
      packing: null,
      orderType: 'ADHOC_PAYMENT',
      stockItemId: null,
      catalogItemId: l.catalogItemId,
      invoiceLineId: l.id,
      position: l.position,
      description: l.description,
    })),
    needsShippingAddress:
      (invoice.shippingMode === 'SUPPLIER_SHIPPING' || invoice.shippingMode === 'QUARRY_SHIPPING') &&
      invoice.shippingAddress == null,
  };
}

function loadTarget(tx: Db, payer: Payer, target: PayTarget, lock: boolean): Promise<Loaded> {
  if ('sn' in target) return loadInvoice(tx, { sn: target.sn }, lock);
  if (payer.storeId == null) throw notFound('Invoice');
  if ('invoiceId' in target)
    return loadInvoice(tx, { invoiceId: target.invoiceId, storeId: payer.storeId }, lock);
  return loadCartItems(tx, payer.storeId, target.orderItemIds, lock);
}

/** Promo codes the store used (or holds in a running payment) and whether it ever completed a payment. */
async function storeHistory(tx: Db, payer: Payer) {
  if (payer.storeId == null) return { used: null, firstPurchase: false };
  const [row] = rowsOf<{ used: string[] | null; paid: boolean }>(
    await tx.execute(sql`
      select (select array_agg(code) from ${promoCodeRedemptions} where store_id = ${payer.storeId}) as used,
             exists (select 1 from ${payments} where store_id = ${payer.storeId} and status = 'COMPLETED') as paid`),
  );
  return { used: row?.used ?? [], firstPurchase: !row?.paid };
}

async function priceTarget(
  deps: CheckoutDeps,
  tx: Db,
  payer: Payer,
  loaded: Loaded,
  options: PayOptions,
): Promise<{ totals: Totals; address: AddressSnapshot | null; firstPurchase: boolean }> {
  const history = await storeHistory(tx, payer);
  let address: AddressSnapshot | null = null;
  if (loaded.needsShippingAddress && (options.shippingAddressId || options.shippingAddress)) {
    if (options.shippingAddressId && payer.storeId == null) throw notFound('Shipping address');
    address = await resolveShippingAddress(tx, deps.shipping, loaded.storeId, {
      shippingAddressId: options.shippingAddressId,
      shippingAddress: options.shippingAddress,
    });
  }
  const totals = await computeTotals(deps.shipping, {
    lines: loaded.lines,
    needsShippingAddress: loaded.needsShippingAddress,
    address: address as Address | null,
    shippingOptionId: options.shippingOptionId,
    promoCode: options.promoCode,
    usedPromoCodes: history.used,
    financingTermDays: options.financingTermDays,
  });
  return { totals, address, firstPurchase: history.firstPurchase };
}

/** POST …/action/preview: the totals of what would be paid, with nothing locked or written. */
export async function previewPayment(
  deps: CheckoutDeps,
  payer: Payer,
  target: PayTarget,
  options: PayOptions,
) {
  const loaded = await loadTarget(deps.db, payer, target, false);
  const { totals } = await priceTarget(deps, deps.db, payer, loaded, options);
  return { loaded, totals };
}

// ---- Step A

const chargeKeyOf = (scope: string, key: string) =>
  `pay_${createHash('sha256').update(`${scope}\n${key}`).digest('hex').slice(0, 40)}`;

type StartInput = {
  payer: Payer;
  target: PayTarget;
  options: PayOptions;
  method: { kind: 'CARD' | 'BANK' | 'WALLET'; ref: string };
  expectedTotalCents?: number;
  receiptEmail?: string;
  chargeKey: string;
};

/** 23505 on the payment's charge key: this key's payment exists already (a retry after a crash). */
const isUniqueViolation = (err: unknown, constraint: string) => {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const c = e.cause ?? e;
  return c.code === '23505' && (c.constraint ?? '').includes(constraint);
};

/**
 * The shipping provider, answering each question once per payment: a remote one (Shippo) is asked before
 * step A's transaction opens, so no row lock is held across a network call.
 */
function memoShipping(provider: ShippingProvider): ShippingProvider {
  const cache = new Map<string, Promise<unknown>>();
  const memo = <T>(key: string, ask: () => Promise<T>): Promise<T> => {
    if (!cache.has(key)) cache.set(key, ask());
    return cache.get(key) as Promise<T>;
  };
  return {
    kind: provider.kind,
    validateAddress: (a) => memo(`v${JSON.stringify(a)}`, () => provider.validateAddress(a)),
    rates: (r) => memo(`r${JSON.stringify(r)}`, () => provider.rates(r)),
  };
}

async function startPayment(outer: CheckoutDeps, input: StartInput): Promise<PaymentRow> {
  const deps = { ...outer, shipping: memoShipping(outer.shipping) };
  if (outer.shipping.kind !== 'embedded')
    await previewPayment(deps, input.payer, input.target, input.options);
  return deps.db.transaction(async (tx) => {
    const loaded = await loadTarget(tx, input.payer, input.target, true);
    const { totals, address, firstPurchase } = await priceTarget(
      deps,
      tx,
      input.payer,
      loaded,
      input.options,
    );
    if (loaded.needsShippingAddress && !address)
      throw invalid('Add a shipping address', [
        { path: 'shippingAddressId', message: 'Choose or enter where to ship this order' },
      ]);
    if (input.options.promoCode && totals.promoProblem) throw refused(totals.promoProblem);
    if (input.options.financingTermDays && totals.financingProblem) throw refused(totals.financingProblem);
    if (input.expectedTotalCents !== undefined && input.expectedTotalCents !== totals.totalCents)
      throw conflict(
        `The total is now ${formatMoney(totals.totalCents)}, not ${formatMoney(input.expectedTotalCents)}; review it and pay again`,
      );
    if (totals.totalCents <= 0) throw refused('There is nothing to pay');

    // Limited stock: one UPDATE takes every unit this payment needs, under row locks; a line that cannot be
    // served leaves the row unchanged, so fewer rows come back and the whole transaction is undone.
    const need = new Map<number, number>();
    for (const l of loaded.lines)
      if (l.stockItemId != null) need.set(l.stockItemId, (need.get(l.stockItemId) ?? 0) + l.quantity);
    if (need.size) {
      const values = sql.join(
        [...need].map(([id, q]) => sql`(${id}::int, ${q}::int)`),
        sql`, `,
      );
      const taken = rowsOf<{ id: number }>(
        await tx.execute(sql`
          update ${stockItems} s set on_hand = s.on_hand - v.q, updated_at = now()
            from (values ${values}) as v(id, q)
           where s.id = v.id and s.on_hand >= v.q
          returning s.id`),
      );
      if (taken.length < need.size) {
        const short = loaded.lines.find(
          (l) => l.stockItemId != null && !taken.some((t) => t.id === l.stockItemId),
        );
        throw conflict(`"${short?.title ?? 'An item'}" is out of stock for the quantity in your cart`);
      }
    }

    const [payment] = await tx
      .insert(payments)
      .values({
        storeId: input.payer.storeId ?? loaded.invoice?.storeId ?? null,
        invoiceId: loaded.invoice?.id ?? null,
        orderItemIds: loaded.itemIds,
        status: 'STARTED',
        method: input.method.kind,
        paymentMethodRef: input.method.ref,
        chargeKey: input.chargeKey,
        subtotalCents: totals.subtotalCents,
        shippingCents: totals.shippingCents,
        discountCents: totals.discountCents,
        financingFeeCents: totals.financingFeeCents,
        totalCents: totals.totalCents,
        breakdown: [
          ...totals.lines,
          ...(totals.shippingCents
            ? [{ kind: 'SHIPPING', label: 'Shipping', amountCents: totals.shippingCents }]
            : []),
          ...(totals.discountCents
            ? [{ kind: 'DISCOUNT', label: `Promo ${totals.promoCode}`, amountCents: -totals.discountCents }]
            : []),
          ...(totals.financingFeeCents
            ? [{ kind: 'FINANCING', label: 'Financing fee', amountCents: totals.financingFeeCents }]
            : []),
        ],
        promoCode: totals.discountCents ? totals.promoCode : null,
        shippingOptionId: totals.shippingOptionId,
        shippingAddress: address,
        financingTermDays: totals.financingFeeCents ? (input.options.financingTermDays ?? null) : null,
        receiptEmail: input.receiptEmail ?? input.payer.email,
        firstPurchase: input.payer.storeId != null && firstPurchase,
      })
      .returning();
    const paymentId = payment!.id;
    if (need.size)
      await tx.execute(sql`
        insert into stock_reservations (payment_id, stock_item_id, quantity)
        values ${sql.join(
          [...need].map(([id, q]) => sql`(${paymentId}, ${id}, ${q})`),
          sql`, `,
        )}`);
    if (payment!.promoCode && input.payer.storeId != null) {
      // The primary key (store, code) lets one payment at a time hold a code.
      try {
        await tx.insert(promoCodeRedemptions).values({
          storeId: input.payer.storeId,
          code: payment!.promoCode,
          paymentId,
          discountCents: payment!.discountCents,
        });
      } catch (err) {
        if (isUniqueViolation(err, 'promo_code_redemptions'))
          throw refused(`You already used ${payment!.promoCode}; each code works once`);
        throw err;
      }
    }
    if (loaded.invoice) {
      // An invoice paid directly becomes order items of its store now, CHARGE_PENDING like a cart's.
      const invoice = loaded.invoice;
      await tx.execute(sql`
        with copies as (
          update ${coi} set status = 'CANCELED', updated_at = now()
           where store_id = ${invoice.storeId} and status = 'IN_SHOPPING_CART'
             and invoice_item_id in (select id from ${creatorInvoiceItems} where invoice_id = ${invoice.id})
          returning id),
        logged as (
          insert into creator_order_item_history (order_item_id, from_status, to_status, note)
          select id, 'IN_SHOPPING_CART', 'CANCELED', 'Paid from the invoice' from copies),
        made as (
          insert into ${coi} (store_id, company_id, catalog_item_id, invoice_item_id, order_type, order_source,
                              status, fee_kind, shipping_mode, title, sku, quantity, unit_price_cents, currency,
                              payment_id)
          select ${invoice.storeId}, ${invoice.companyId}, l.catalog_item_id, l.id, 'ADHOC_PAYMENT', 'SUPPLIER',
                 'CHARGE_PENDING', l.fee_kind, ${invoice.shippingMode}, ${`${invoice.number}: `} || l.description,
                 ${invoice.number} || '-' || (l.position + 1), l.quantity, l.unit_price_cents, ${invoice.currency},
                 ${paymentId}
            from ${creatorInvoiceItems} l where l.invoice_id = ${invoice.id}
          returning id),
        made_log as (
          insert into creator_order_item_history (order_item_id, from_status, to_status, note)
          select id, null, 'CHARGE_PENDING', 'Invoice payment started' from made)
        update ${payments} set order_item_ids = (select coalesce(jsonb_agg(id order by id), '[]'::jsonb) from made)
         where id = ${paymentId}`);
    } else {
      await moveItems(
        tx,
        loaded.storeId,
        loaded.itemIds,
        'IN_SHOPPING_CART',
        'CHARGE_PENDING',
        'Payment started',
        paymentId,
      );
    }
    return payment!;
  });
}

const intList = (ids: number[]) =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)`;

// ---- Step C

class InvoiceClosed extends Error {}

/** COMPLETED: items in production, stock and promo code kept, the invoice paid. Safe to run twice. */
async function completePayment(deps: CheckoutDeps, payment: PaymentRow, charge: Charge): Promise<PaymentRow> {
  const done = await completeTx(deps, payment, charge).catch(async (err) => {
    if (!(err instanceof InvoiceClosed)) throw err;
    await deps.payments.refund(charge.id);
    await releasePayment(deps, payment, 'ROLLED_BACK', 'invoice_closed');
    return null;
  });
  if (done) await deps.jobs.send(PAYMENT_NOTIFY_QUEUE, {}).catch(() => undefined);
  return done ?? (await loadPayment(deps.db, payment.id));
}

function completeTx(deps: CheckoutDeps, payment: PaymentRow, charge: Charge) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(payments)
      .set({
        status: 'COMPLETED',
        chargeRef: charge.id,
        challengeId: null,
        completedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, ['STARTED', 'REQUIRES_ACTION'])))
      .returning();
    if (!row) return null;
    const paid = rowsOf<{ id: number }>(
      await tx.execute(sql`
        with items as (select id, invoice_item_id from ${coi} where id in (select jsonb_array_elements_text(${payments.orderItemIds})::int from ${payments} where ${payments.id} = ${payment.id})),
        moved as (
          update ${coi} set status = 'IN_PRODUCTION', purchased_at = now(), updated_at = now()
           where (id in (select id from items) or parent_id in (select id from items)) and status = 'CHARGE_PENDING'
          returning id),
        logged as (
          insert into creator_order_item_history (order_item_id, from_status, to_status, note)
          select id, 'CHARGE_PENDING', 'IN_PRODUCTION', 'Paid' from moved),
        kept as (
          update stock_reservations set status = 'COMMITTED' where payment_id = ${payment.id} and status = 'HELD')
        update ${creatorInvoices} i set status = 'PAID', paid_at = now(), payment_id = ${payment.id}, updated_at = now()
         where i.status = 'OPEN'
           and (i.id in (select l.invoice_id from ${creatorInvoiceItems} l where l.id in (select invoice_item_id from items))
                or i.id = ${payment.invoiceId ?? null})
        returning i.id`),
    );
    // The supplier closed the invoice while the card was being charged: undo (compensation below).
    if (payment.invoiceId != null && paid.length === 0) throw new InvoiceClosed();
    return row;
  });
}

/** DECLINED or ROLLED_BACK: items back in the cart (an invoice's new items canceled), stock and code released. */
async function releasePayment(
  deps: CheckoutDeps,
  payment: PaymentRow,
  status: 'DECLINED' | 'ROLLED_BACK',
  declineCode: string | null,
): Promise<PaymentRow> {
  const done = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(payments)
      .set({ status, declineCode, challengeId: null, updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, ['STARTED', 'REQUIRES_ACTION'])))
      .returning();
    if (!row) return null;
    const back: ItemStatus = payment.invoiceId != null ? 'CANCELED' : 'IN_SHOPPING_CART';
    const note = status === 'DECLINED' ? 'Payment declined' : 'Payment undone';
    await tx.execute(sql`
      with items as (select jsonb_array_elements_text(${payments.orderItemIds})::int as id from ${payments} where ${payments.id} = ${payment.id}),
      moved as (
        update ${coi} set status = ${back}, payment_id = null, updated_at = now()
         where (id in (select id from items) or parent_id in (select id from items)) and status = 'CHARGE_PENDING'
        returning id),
      logged as (
        insert into creator_order_item_history (order_item_id, from_status, to_status, note)
        select id, 'CHARGE_PENDING', ${back}, ${note} from moved),
      released as (
        update stock_reservations set status = 'RELEASED' where payment_id = ${payment.id} and status = 'HELD'
        returning stock_item_id, quantity),
      restocked as (
        update ${stockItems} s set on_hand = s.on_hand + r.quantity, updated_at = now()
          from (select stock_item_id, sum(quantity)::int as quantity from released group by stock_item_id) r
         where s.id = r.stock_item_id)
      delete from ${promoCodeRedemptions} where payment_id = ${payment.id}`);
    return row;
  });
  return done ?? (await loadPayment(deps.db, payment.id));
}

async function awaitAction(deps: CheckoutDeps, payment: PaymentRow, charge: Charge): Promise<PaymentRow> {
  const [row] = await deps.db
    .update(payments)
    .set({
      status: 'REQUIRES_ACTION',
      chargeRef: charge.id,
      challengeId: charge.challengeId,
      updatedAt: new Date(),
    })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'STARTED')))
    .returning();
  return row ?? (await loadPayment(deps.db, payment.id));
}

/** Step C for whatever the processor answered. */
export async function settle(deps: CheckoutDeps, payment: PaymentRow, charge: Charge): Promise<PaymentRow> {
  if (charge.status === 'succeeded') return completePayment(deps, payment, charge);
  if (charge.status === 'requires_action') return awaitAction(deps, payment, charge);
  return releasePayment(deps, payment, 'DECLINED', charge.declineCode ?? 'generic_decline');
}

export const rollBackPayment = (deps: CheckoutDeps, payment: PaymentRow) =>
  releasePayment(deps, payment, 'ROLLED_BACK', null);

/** Step B: the processor's charge for this payment's key (the same charge whenever it is asked again). */
export async function chargeFor(deps: CheckoutDeps, payment: PaymentRow): Promise<Charge> {
  if (payment.method === 'WALLET')
    return deps.payments.captureWalletOrder({
      orderId: payment.paymentMethodRef,
      amountCents: payment.totalCents,
      idempotencyKey: payment.chargeKey,
    });
  const customerId = payment.paymentMethodRef.startsWith('tok_')
    ? null
    : ((await deps.payments.retrievePaymentMethod(payment.paymentMethodRef))?.customerId ?? null);
  return deps.payments.charge({
    amountCents: payment.totalCents,
    currency: payment.currency,
    paymentMethodId: payment.paymentMethodRef,
    customerId,
    idempotencyKey: payment.chargeKey,
    description: `Quarry payment ${payment.id}`,
  });
}

/**
 * Fault injection for the reliability suite: right after a step the process "dies" — nothing after it runs.
 * In-process tests pass `crashAt` (a SimulatedCrash is thrown); the real server is killed (SIGKILL) when
 * started with PAYMENT_CRASH_AFTER under NODE_ENV=test.
 */
export type CrashPoint = 'after-start' | 'after-charge' | 'after-settle';
export class SimulatedCrash extends Error {}
function crashIf(deps: { crashAt?: CrashPoint; config?: AppDeps['config'] }, point: CrashPoint) {
  if (deps.crashAt === point) throw new SimulatedCrash(point);
  if (deps.config?.payments.crashAfter === point) process.kill(process.pid, 'SIGKILL');
}

export async function runPayment(
  deps: CheckoutDeps & { crashAt?: CrashPoint; config?: AppDeps['config'] },
  input: Omit<StartInput, 'chargeKey'> & { scope: string; idempotencyKey: string },
): Promise<PaymentRow> {
  const chargeKey = chargeKeyOf(input.scope, input.idempotencyKey);
  let payment: PaymentRow;
  try {
    payment = await startPayment(deps, { ...input, chargeKey });
  } catch (err) {
    // A retry of a payment that already started (its items are no longer in the cart, or its key exists):
    // carry on with that payment instead.
    const existing = await findByChargeKey(deps.db, chargeKey);
    if (!existing) throw err;
    payment = existing;
    if (payment.status !== 'STARTED') return payment;
  }
  crashIf(deps, 'after-start');
  let charge: Charge;
  try {
    charge = await chargeFor(deps, payment);
  } catch (err) {
    if (err instanceof AppError && err.status < 500) {
      // The processor refused the request itself (an unknown token…): nothing was charged.
      await rollBackPayment(deps, payment);
      throw err;
    }
    throw new AppError(
      'UNAVAILABLE',
      'The payment processor did not answer. Nothing is lost: retry with the same Idempotency-Key, or wait a minute and check your orders.',
    );
  }
  crashIf(deps, 'after-charge');
  const settled = await settle(deps, payment, charge);
  crashIf(deps, 'after-settle');
  return settled;
}

/** After the payer answered the 3-D Secure challenge. */
export async function confirmPayment(deps: CheckoutDeps, payment: PaymentRow): Promise<PaymentRow> {
  if (payment.status !== 'REQUIRES_ACTION' || !payment.chargeRef) return payment;
  const charge = await deps.payments.confirmCharge(payment.chargeRef);
  if (charge.status === 'requires_action')
    throw conflict('Complete the card authentication first, then confirm the payment');
  return settle(deps, payment, charge);
}

export async function findByChargeKey(db: Db, chargeKey: string) {
  const [row] = await db.select().from(payments).where(eq(payments.chargeKey, chargeKey));
  return row ?? null;
}

export async function loadPayment(db: Db, id: number): Promise<PaymentRow> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  if (!row) throw notFound('Payment');
  return row;
}

export function toPaymentResult(p: PaymentRow): PaymentResult {
  const outcome =
    p.status === 'COMPLETED'
      ? 'COMPLETED'
      : p.status === 'REQUIRES_ACTION' || p.status === 'STARTED'
        ? 'REQUIRES_ACTION'
        : 'INSTRUMENT_DECLINED';
  const lines = p.breakdown
    .filter((b) => !['SHIPPING', 'DISCOUNT', 'FINANCING'].includes(b.kind))
    .map((b) => ({
      kind: b.kind as PaymentResult['totals']['lines'][number]['kind'],
      label: b.label,
      amountCents: b.amountCents,
    }));
  return {
    id: p.id,
    status: outcome,
    paymentStatus: p.status,
    declineCode: p.declineCode,
    message:
      p.status === 'DECLINED'
        ? (DECLINE_MESSAGES[p.declineCode ?? ''] ?? DECLINE_MESSAGES.generic_decline!)
        : p.status === 'ROLLED_BACK'
          ? (DECLINE_MESSAGES[p.declineCode ?? ''] ?? 'This payment was undone; nothing was charged.')
          : p.status === 'REQUIRES_ACTION'
            ? 'Your bank asks you to confirm this payment.'
            : null,
    challengeId: p.status === 'REQUIRES_ACTION' ? p.challengeId : null,
    totals: {
      currency: p.currency,
      lines,
      subtotalCents: p.subtotalCents,
      shippingCents: p.shippingCents,
      discountCents: p.discountCents,
      financingFeeCents: p.financingFeeCents,
      totalCents: p.totalCents,
      promoCode: p.promoCode,
      promoProblem: null,
      financingProblem: null,
      needsShippingAddress: false,
      shippingOptionId: p.shippingOptionId,
    },
    orderItemIds: p.orderItemIds,
    invoiceId: p.invoiceId,
    firstPurchase: p.firstPurchase,
    createdAt: p.createdAt.toISOString(),
  };
}

export { chargeKeyOf, resolvePaymentMethod };
