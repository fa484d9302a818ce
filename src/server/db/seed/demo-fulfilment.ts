// The demo founder's fulfilment (issue 23; seed part `demo-fulfilment`, after demo-commerce): warehouse SKUs
// from DEMO_WAREHOUSE_PRODUCTS, their stock through the ledger (an opening count, then the history's allocations
// and shipments, a few movements per SKU), bins, and ~3,000 orders over six months written set-based (a few
// multi-row statements per table). PROCESSING orders' allocated units equal the SKUs' committed counters.
import { eq } from 'drizzle-orm';
import {
  cancellationLevel,
  fulfillmentLevel,
  type ProcessingStatus,
} from '../../../shared/rules/fulfillment';
import { binByCode, ensureWarehouseBins, putAway } from '../../modules/inventory/bins';
import { ensureSkus, moveStock } from '../../modules/inventory/ledger';
import type { Db } from '../client';
import { users } from '../schema/auth';
import {
  orderStatusHistory,
  salesOrderLines,
  salesOrders,
  shipmentLines,
  shipments,
  trackingEvents,
} from '../schema/orders';
import { DEMO_ACCOUNTS } from './demo';
import { DEMO_WAREHOUSE_PRODUCTS } from './demo-fulfilment-catalog';
import { generateOrderHistory, type HistoryOrder, historyStock } from './demo-order-history';
import { recordSeedRun } from './seed-runs';

export const DEMO_ORDER_COUNT = 3000;

const chunks = <T>(list: T[], n: number) =>
  Array.from({ length: Math.ceil(list.length / n) }, (_, i) => list.slice(i * n, i * n + n));

/** The warehouse SKUs of DEMO_WAREHOUSE_PRODUCTS for a store; answers code → SKU id. */
export async function seedDemoSkus(tx: Db, storeId: number) {
  const skus = await ensureSkus(
    tx,
    storeId,
    DEMO_WAREHOUSE_PRODUCTS.flatMap((p) =>
      p.variants.map((v) => ({
        sku: v.sku,
        title: p.title,
        variantTitle: v.variantTitle,
        source: 'MANUAL' as const,
        priceCents: v.priceCents,
        weightOz: v.weightOz,
      })),
    ),
  );
  return new Map([...skus].map(([code, row]) => [code, row.id]));
}

/**
 * Writes `orders` for a store with their lines, history, shipments and tracking events; answers nothing. The
 * stock side (ledger) is the caller's: see `seedDemoFulfilment`.
 */
export async function writeOrderHistory(tx: Db, storeId: number, orders: HistoryOrder[], chunk = 1000) {
  const idBySeq = new Map<number, number>();
  for (const part of chunks(orders, chunk)) {
    const rows = await tx
      .insert(salesOrders)
      .values(
        part.map((o) => {
          const q = o.lines.map((l) => ({
            quantity: l.quantity,
            canceled: l.canceledQty,
            fulfilled: l.fulfilledQty,
          }));
          const subtotalCents = o.lines.reduce((n, l) => n + l.quantity * l.unitPriceCents, 0);
          const discountCents = o.lines.reduce((n, l) => n + l.discountCents, 0);
          const taxCents = o.lines.reduce((n, l) => n + l.taxCents, 0);
          const cancel = cancellationLevel(q);
          return {
            storeId,
            orderNumber: `#${o.seq}`,
            numberSeq: o.seq,
            origin: o.origin,
            externalRef: o.externalRef,
            customerName: o.customerName,
            customerEmail: o.customerEmail,
            customerPhone: o.customerPhone,
            shippingAddress: o.address,
            shippingMethod: o.shippingMethod,
            tags: o.tags,
            notes: o.notes,
            processingStatus: o.status,
            holdReason: o.hold?.reason ?? null,
            holdNote: o.hold?.note ?? null,
            cancellationLevel: cancel,
            fulfillmentLevel: fulfillmentLevel(q),
            subtotalCents,
            discountCents,
            taxCents,
            shippingCents: o.shippingCents,
            totalCents: subtotalCents - discountCents + taxCents + o.shippingCents,
            placedAt: o.placedAt,
            canceledAt: cancel === 'CANCELED' ? new Date(o.placedAt.getTime() + 3_600_000) : null,
            updatedAt: o.placedAt,
          };
        }),
      )
      .returning({ id: salesOrders.id, seq: salesOrders.numberSeq });
    for (const r of rows) idBySeq.set(r.seq!, r.id);
  }
  const lineId = new Map<string, number>();
  const allLines = orders.flatMap((o) =>
    o.lines.map((l) => ({
      orderId: idBySeq.get(o.seq)!,
      storeId,
      sku: l.sku,
      title: l.title,
      variantTitle: l.variantTitle,
      quantity: l.quantity,
      canceledQty: l.canceledQty,
      allocatedQty: l.allocatedQty,
      fulfilledQty: l.fulfilledQty,
      unitPriceCents: l.unitPriceCents,
      discountCents: l.discountCents,
      taxCents: l.taxCents,
    })),
  );
  for (const part of chunks(allLines, 2000)) {
    const rows = await tx
      .insert(salesOrderLines)
      .values(part)
      .returning({ id: salesOrderLines.id, orderId: salesOrderLines.orderId, sku: salesOrderLines.sku });
    for (const r of rows) lineId.set(`${r.orderId}:${r.sku}`, r.id);
  }
  // Status history: created, then the warehouse's moves (and the holds' own moves).
  const H = 3_600_000;
  const history = orders.flatMap((o) => {
    const orderId = idBySeq.get(o.seq)!;
    const t = o.placedAt.getTime();
    const creator = o.origin.startsWith('MANUAL') ? DEMO_ACCOUNTS.founder : 'Quarry';
    const rows: {
      orderId: number;
      fromStatus: ProcessingStatus | null;
      toStatus: ProcessingStatus;
      reason: string | null;
      actorLabel: string;
      at: Date;
    }[] = [
      {
        orderId,
        fromStatus: null,
        toStatus: 'OUTSTANDING',
        reason: 'Order received',
        actorLabel: creator,
        at: o.placedAt,
      },
    ];
    if (o.lines.every((l) => l.canceledQty === l.quantity)) return rows;
    if (o.status === 'PROCESSING' || o.status === 'FINISHED')
      rows.push({
        orderId,
        fromStatus: 'OUTSTANDING',
        toStatus: 'PROCESSING',
        reason: 'Allocated',
        actorLabel: 'Warehouse',
        at: new Date(t + 2 * H),
      });
    if (o.status === 'FINISHED')
      rows.push({
        orderId,
        fromStatus: 'PROCESSING',
        toStatus: 'FINISHED',
        reason: 'Shipped',
        actorLabel: 'Warehouse',
        at: o.shipments.at(-1)?.shippedAt ?? new Date(t + 20 * H),
      });
    if (o.status === 'ON_HOLD' && o.hold)
      rows.push({
        orderId,
        fromStatus: 'OUTSTANDING',
        toStatus: 'ON_HOLD',
        reason: o.hold.reason === 'OUT_OF_STOCK' ? 'Out of stock: QT-CANDLE-FIG' : o.hold.note,
        actorLabel:
          o.hold.reason === 'FOUNDER_HOLD'
            ? DEMO_ACCOUNTS.founder
            : o.hold.reason === 'OUT_OF_STOCK'
              ? 'Quarry'
              : 'Warehouse',
        at: new Date(t + H),
      });
    return rows;
  });
  for (const part of chunks(history, 3000)) await tx.insert(orderStatusHistory).values(part);
  // Shipments, what they carry, and their carrier events.
  const withShipments = orders.flatMap((o) => o.shipments.map((s) => ({ o, s })));
  for (const part of chunks(withShipments, 1500)) {
    const rows = await tx
      .insert(shipments)
      .values(
        part.map(({ o, s }) => ({
          orderId: idBySeq.get(o.seq)!,
          storeId,
          carrier: s.carrier,
          service: s.service,
          trackingNumber: s.trackingNumber,
          labelId: `demo-${s.trackingNumber}`,
          rateCents: s.rateCents,
          box: s.weightOz > 64 ? 'Large box' : 'Medium box',
          weightOz: s.weightOz,
          trackingStatus: s.events.at(-1)!.status,
          purchasedAt: s.events[0]!.at,
          shippedAt: s.shippedAt,
          deliveredAt: s.deliveredAt,
        })),
      )
      .returning({ id: shipments.id, trackingNumber: shipments.trackingNumber });
    const idOf = new Map(rows.map((r) => [r.trackingNumber, r.id]));
    const carried = part.flatMap(({ o, s }) =>
      s.lines.map((x) => ({
        shipmentId: idOf.get(s.trackingNumber)!,
        lineId: lineId.get(`${idBySeq.get(o.seq)}:${o.lines[x.line]!.sku}`)!,
        quantity: x.quantity,
      })),
    );
    if (carried.length) await tx.insert(shipmentLines).values(carried);
    const events = part.flatMap(({ s }) =>
      s.events.map((e) => ({ shipmentId: idOf.get(s.trackingNumber)!, ...e })),
    );
    for (const evs of chunks(events, 3000)) await tx.insert(trackingEvents).values(evs);
  }
}

/**
 * The stock story behind a history: an opening count that covers what later shipped and what is allocated now,
 * the history's allocations and shipments — each one ledger statement over every SKU.
 */
export async function writeHistoryStock(
  tx: Db,
  storeId: number,
  skuIds: Map<string, number>,
  orders: HistoryOrder[],
) {
  const { shipped, allocated } = historyStock(orders);
  const target = new Map(
    DEMO_WAREHOUSE_PRODUCTS.flatMap((p) => p.variants.map((v) => [v.sku, p.onHand] as const)),
  );
  const codes = [...skuIds.keys()];
  const onHandNow = new Map(codes.map((c) => [c, Math.max(target.get(c) ?? 0, allocated.get(c) ?? 0)]));
  const meta = { refType: 'MANUAL' as const, refId: null, actorUserId: null };
  await moveStock(
    tx,
    storeId,
    codes.map((c) => ({
      skuId: skuIds.get(c)!,
      bucket: 'ON_HAND' as const,
      delta: onHandNow.get(c)! + (shipped.get(c) ?? 0),
    })),
    { ...meta, reason: 'ADJUSTMENT', note: 'Opening count' },
  );
  const orderMeta = { refType: 'ORDER' as const, refId: null, actorUserId: null };
  await moveStock(
    tx,
    storeId,
    codes.map((c) => ({
      skuId: skuIds.get(c)!,
      bucket: 'COMMITTED' as const,
      delta: (shipped.get(c) ?? 0) + (allocated.get(c) ?? 0),
    })),
    { ...orderMeta, reason: 'ALLOCATED', note: 'Order history (demo): units allocated to orders' },
  );
  await moveStock(
    tx,
    storeId,
    codes.flatMap((c) => [
      { skuId: skuIds.get(c)!, bucket: 'COMMITTED' as const, delta: -(shipped.get(c) ?? 0) },
      { skuId: skuIds.get(c)!, bucket: 'ON_HAND' as const, delta: -(shipped.get(c) ?? 0) },
    ]),
    { ...orderMeta, reason: 'SHIPPED', note: 'Order history (demo): units shipped' },
  );
  return onHandNow;
}

export async function seedDemoFulfilment(db: Db, now = new Date(), count = DEMO_ORDER_COUNT) {
  const [founder] = await db
    .select({ storeId: users.storeId })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.founder));
  if (!founder?.storeId) return false;
  const storeId = founder.storeId;
  const orders = generateOrderHistory({ count, now });
  await db.transaction(async (tx) => {
    const skuIds = await seedDemoSkus(tx, storeId);
    const onHand = await writeHistoryStock(tx, storeId, skuIds, orders);
    await ensureWarehouseBins(tx);
    let k = 0;
    for (const [code, units] of onHand) {
      if (units <= 0) continue;
      const bin = await binByCode(
        tx,
        `${'ABCDEF'[k % 6]}-${String((k % 12) + 1).padStart(2, '0')}-${(k % 4) + 1}`,
      );
      await putAway(tx, storeId, skuIds.get(code)!, bin.id, units);
      k++;
    }
    await writeOrderHistory(tx, storeId, orders);
    await recordSeedRun(tx, 'demo-fulfilment');
  });
  return true;
}
