// New sales orders (manual retail and wholesale, imports): totals from the lines, Quarry's own readable order
// numbers per store (#1001, #1002… — decision 043), lines copied from the store's warehouse SKUs, and the first
// history row. Many orders go in with a few statements (the import inserts a batch at a time).
import { sql } from 'drizzle-orm';
import type { Address } from '../../../shared/contract/cart';
import type { ManualOrderBody } from '../../../shared/contract/sales-orders';
import type { SalesOrderOrigin } from '../../../shared/rules/order-items';
import type { Db } from '../../db/client';
import { orderStatusHistory, salesOrderLines, salesOrders } from '../../db/schema/orders';
import { invalid } from '../../http/errors';
import type { ShippingProvider } from '../../providers/shipping/types';
import { skuTitles } from '../inventory/sku-options';
import { requirementFiles, validatedAddress } from './edit-sales-order';
import type { Actor } from './order-status';

export const FIRST_ORDER_NUMBER = 1001;

export type NewOrderLine = {
  sku: string;
  title: string;
  variantTitle: string | null;
  quantity: number;
  unitPriceCents: number;
  discountCents: number;
  taxCents: number;
};

export type NewOrder = {
  orderNumber: string;
  numberSeq: number | null;
  origin: SalesOrderOrigin;
  externalRef: string | null;
  customerName: string;
  customerEmail: string | null;
  customerPhone: string | null;
  shippingAddress: Address;
  shippingMethod: string;
  shippingCents: number;
  tags: string[];
  notes: string | null;
  orderNotes: string | null;
  placedAt: Date;
  importTaskId?: number | null;
  wholesaleRequirements?: { kind: string; uploadId: number; name: string; key?: string }[];
  lines: NewOrderLine[];
};

/** Subtotal, discount, tax and total of lines plus shipping; null when the discounts exceed the goods. */
export function orderTotals(
  lines: Omit<NewOrderLine, 'sku' | 'title' | 'variantTitle'>[],
  shippingCents: number,
) {
  const subtotalCents = lines.reduce((n, l) => n + l.quantity * l.unitPriceCents, 0);
  const discountCents = lines.reduce((n, l) => n + l.discountCents, 0);
  const taxCents = lines.reduce((n, l) => n + l.taxCents, 0);
  const totalCents = subtotalCents - discountCents + taxCents + shippingCents;
  if (discountCents > subtotalCents) return null;
  return { subtotalCents, discountCents, taxCents, shippingCents, totalCents };
}

/**
 * The store's next numbers for Quarry's own orders, `n` of them. Serialized per store by a transaction-level
 * advisory lock (the unique (store, number) index is the backstop).
 */
export async function nextOrderNumbers(tx: Db, storeId: number, n = 1): Promise<number[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(43043, ${storeId})`);
  const [row] = await tx
    .select({ max: sql<number | null>`max(${salesOrders.numberSeq})` })
    .from(salesOrders)
    .where(sql`${salesOrders.storeId} = ${storeId}`);
  const first = Math.max(Number(row?.max ?? 0) + 1, FIRST_ORDER_NUMBER);
  return Array.from({ length: n }, (_, i) => first + i);
}

export const formatOrderNumber = (seq: number) => `#${seq}`;

/**
 * Inserts orders with their lines and first history row; orders whose number or external ref the store already
 * has are skipped (answered as not inserted). Answers the inserted orders' ids by order number.
 */
export async function insertOrders(
  tx: Db,
  storeId: number,
  orders: NewOrder[],
  actor: Actor,
  reason: string,
): Promise<Map<string, number>> {
  if (orders.length === 0) return new Map();
  const values = orders.map((o) => {
    const totals = orderTotals(o.lines, o.shippingCents)!;
    return {
      storeId,
      orderNumber: o.orderNumber,
      numberSeq: o.numberSeq,
      origin: o.origin,
      externalRef: o.externalRef,
      customerName: o.customerName,
      customerEmail: o.customerEmail,
      customerPhone: o.customerPhone,
      shippingAddress: o.shippingAddress as Record<string, unknown>,
      shippingMethod: o.shippingMethod,
      tags: o.tags,
      notes: o.notes,
      orderNotes: o.orderNotes,
      placedAt: o.placedAt,
      importTaskId: o.importTaskId ?? null,
      wholesaleRequirements: o.wholesaleRequirements ?? [],
      ...totals,
    };
  });
  const inserted = await tx
    .insert(salesOrders)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: salesOrders.id, orderNumber: salesOrders.orderNumber });
  const ids = new Map(inserted.map((r) => [r.orderNumber, r.id]));
  const lines = orders.flatMap((o) => {
    const orderId = ids.get(o.orderNumber);
    return orderId ? o.lines.map((l) => ({ orderId, storeId, ...l })) : [];
  });
  if (lines.length) await tx.insert(salesOrderLines).values(lines);
  if (inserted.length)
    await tx.insert(orderStatusHistory).values(
      inserted.map((r) => ({
        orderId: r.id,
        fromStatus: null,
        toStatus: 'OUTSTANDING' as const,
        reason,
        actorUserId: actor.userId,
        actorLabel: actor.label,
      })),
    );
  return ids;
}

/** Lines of a form checked against the store's SKUs (400 naming `lines.N.sku` for an unknown one). */
async function formLines(db: Db, storeId: number, body: ManualOrderBody): Promise<NewOrderLine[]> {
  const codes = body.lines.map((l) => l.sku.toUpperCase());
  const titles = await skuTitles(db, storeId, codes);
  return body.lines.map((l, i) => {
    const sku = codes[i]!;
    const known = titles.get(sku);
    if (!known)
      throw invalid(`${sku} is not one of your warehouse SKUs`, [
        { path: `lines.${i}.sku`, message: 'Unknown SKU' },
      ]);
    if (l.discountCents > l.quantity * l.unitPriceCents)
      throw invalid(`The discount of ${sku} is more than the line`, [
        { path: `lines.${i}.discountCents`, message: 'More than the line' },
      ]);
    return {
      sku,
      title: known.title,
      variantTitle: known.variantTitle,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      discountCents: l.discountCents,
      taxCents: l.taxCents,
    };
  });
}

/** POST manual-retail / manual-wholesale: a validated order the founder typed in. Answers its id. */
export async function createManualOrder(
  deps: { db: Db; shipping: ShippingProvider },
  storeId: number,
  body: ManualOrderBody & { attachments?: { kind: string; uploadId: number }[] },
  origin: 'MANUAL_RETAIL' | 'MANUAL_WHOLESALE',
  actor: Actor,
): Promise<number> {
  const { db } = deps;
  const lines = await formLines(db, storeId, body);
  const address = await validatedAddress(deps.shipping, body.shippingAddress, 'shippingAddress.');
  const files = await requirementFiles(db, storeId, body.attachments ?? []);
  return db.transaction(async (tx) => {
    const [seq] = await nextOrderNumbers(tx, storeId);
    const orderNumber = formatOrderNumber(seq!);
    const ids = await insertOrders(
      tx,
      storeId,
      [
        {
          orderNumber,
          numberSeq: seq!,
          origin,
          externalRef: null,
          customerName: body.customerName,
          customerEmail: body.customerEmail?.toLowerCase() ?? null,
          customerPhone: body.customerPhone || null,
          shippingAddress: address,
          shippingMethod: body.shippingMethod,
          shippingCents: body.shippingCents,
          tags: [...new Set(body.tags)],
          notes: body.notes || null,
          orderNotes: body.orderNotes || null,
          placedAt: new Date(),
          wholesaleRequirements: files,
          lines,
        },
      ],
      actor,
      origin === 'MANUAL_WHOLESALE' ? 'Wholesale order entered' : 'Order entered',
    );
    return ids.get(orderNumber)!;
  });
}
