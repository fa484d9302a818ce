// The founder's receivings (issue 23, second document §2 /receivings*, decision 044): advance shipping notices
// from paid INVENTORY order items or an off-platform supplier, their edits, "Mark as shipped" and cancel.
// Expected units enter INBOUND through the inventory ledger in the same transaction.
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type {
  CreateReceivingBody,
  ReceivingListQuery,
  SendableItem,
  UpdateReceivingBody,
} from '../../../shared/contract/receivings';
import { canMoveInbound, INBOUND_STATUS_LABELS } from '../../../shared/rules/fulfillment';
import type { Db } from '../../db/client';
import { receivingLines, receivings } from '../../db/schema/receivings';
import { conflict, invalid, notFound } from '../../http/errors';
import { ensureSkus, findSkusByCode, moveStock } from '../inventory/ledger';
import {
  listPaidInventoryItems,
  lockPaidInventoryItems,
  setItemsStoredAtFbp,
} from '../orders/inventory-items';
import { findReceiving, linesOf, receivingOf, summariesOf } from './view';

type CreateBody = ReturnType<typeof CreateReceivingBody.parse>;
type UpdateBody = ReturnType<typeof UpdateReceivingBody.parse>;

/** A receiving's number: RCV- and 8 characters, unique across stores. */
export const newReceivingSn = () => `RCV-${randomBytes(4).toString('hex').toUpperCase()}`;

/** Order item ids already carried by a live (not canceled) receiving of the store → that receiving's sn. */
export async function itemsInReceivings(db: Db, storeId: number): Promise<Map<number, string>> {
  const rows = await db
    .select({ sn: receivings.sn, ids: receivings.orderItemIds })
    .from(receivings)
    .where(
      and(
        eq(receivings.storeId, storeId),
        isNull(receivings.canceledAt),
        sql`jsonb_array_length(${receivings.orderItemIds}) > 0`,
      ),
    );
  const out = new Map<number, string>();
  for (const r of rows) for (const id of r.ids) out.set(id, r.sn);
  return out;
}

/**
 * The live receiving that carries this order item, or null, with the flag update-stored-at-fbp must keep:
 * stored at the warehouse unless the warehouse forwarded the receiving to the founder.
 */
export async function receivingOfOrderItem(db: Db, storeId: number, orderItemId: number) {
  // One row by jsonb containment, not every receiving of the store.
  const [r] = await db
    .select({ sn: receivings.sn, outcome: receivings.outcome })
    .from(receivings)
    .where(
      and(
        eq(receivings.storeId, storeId),
        isNull(receivings.canceledAt),
        sql`${receivings.orderItemIds} @> ${JSON.stringify([orderItemId])}::jsonb`,
      ),
    )
    .limit(1);
  return r ? { sn: r.sn, storedAtFbp: r.outcome !== 'FORWARDED_TO_CREATOR' } : null;
}

/** The SEND_MY_INVENTORY dialog's list: paid INVENTORY items not sent yet. */
export async function listSendableItems(db: Db, storeId: number): Promise<SendableItem[]> {
  const sent = await itemsInReceivings(db, storeId);
  const items = await listPaidInventoryItems(db, storeId);
  return items
    .filter((i) => !sent.has(i.id))
    .map((i) => ({
      orderItemId: i.id,
      title: i.title,
      sku: i.sku,
      variant: i.variant,
      quantity: i.quantity,
      supplierName: i.supplierName,
      purchasedAt: i.purchasedAt ? i.purchasedAt.toISOString() : null,
    }));
}

function listFilter(storeId: number, status: string | undefined): SQL {
  const parts: SQL[] = [eq(receivings.storeId, storeId)];
  if (status === 'CLOSED') parts.push(isNotNull(receivings.closedAt));
  else if (status === 'CANCELED') parts.push(isNotNull(receivings.canceledAt));
  else if (status)
    parts.push(
      eq(receivings.inboundStatus, status as 'IN_QUEUE'),
      isNull(receivings.canceledAt),
      isNull(receivings.closedAt),
    );
  return and(...parts)!;
}

/** GET /web/receivings: newest first, filtered by status, paged. */
export async function listReceivings(
  db: Db,
  storeId: number,
  q: ReturnType<typeof ReceivingListQuery.parse>,
) {
  const where = listFilter(storeId, q.status);
  const rows = await db
    .select()
    .from(receivings)
    .where(where)
    .orderBy(desc(receivings.createdAt), desc(receivings.id))
    .limit(q.size)
    .offset(q.page * q.size);
  const [total] = await db.select({ n: count() }).from(receivings).where(where);
  return { receivings: await summariesOf(db, rows), total: total?.n ?? 0 };
}

export async function getReceiving(db: Db, storeId: number, sn: string) {
  return receivingOf(db, await findReceiving(db, storeId, sn));
}

/**
 * POST /web/receivings: the notice and its lines, INBOUND + expected per SKU (ASN_EXPECTED). From paid
 * inventory items the SKUs come from the items (created when missing); an item already sent answers 409;
 * the items' storedAtFbp becomes true with the receiving (decision 044).
 */
export async function createReceiving(db: Db, storeId: number, userId: number, body: CreateBody) {
  const sn = await db.transaction(async (tx) => {
    let supplierName: string;
    let orderItemIds: number[] = [];
    const perSku = new Map<number, number>();
    if (body.source === 'ORDER') {
      const ids = body.items.map((i) => i.orderItemId);
      if (new Set(ids).size !== ids.length)
        throw invalid('An item is listed twice', [{ path: 'items', message: 'An item is listed twice' }]);
      const items = await lockPaidInventoryItems(tx, storeId, ids);
      const missing = ids.find((id) => !items.some((i) => i.id === id));
      if (missing) throw notFound(`Paid inventory item ${missing}`);
      const sent = await itemsInReceivings(tx, storeId);
      const already = ids.filter((id) => sent.has(id));
      if (already.length > 0)
        throw conflict(
          `Item ${already.join(', ')} is already on its way in receiving ${sent.get(already[0]!)}; an item is sent once`,
        );
      const skus = await ensureSkus(
        tx,
        storeId,
        items.map((i) => ({
          sku: i.sku,
          title: i.title,
          variantTitle: i.variant,
          source: 'ORDER_ITEM' as const,
          catalogItemId: i.catalogItemId,
        })),
      );
      for (const line of body.items) {
        const item = items.find((i) => i.id === line.orderItemId)!;
        const sku = skus.get(item.sku)!;
        perSku.set(sku.id, (perSku.get(sku.id) ?? 0) + line.quantity);
      }
      supplierName = [...new Set(items.map((i) => i.supplierName))].join(', ');
      orderItemIds = ids;
    } else {
      const codes = body.lines.map((l) => l.sku);
      const have = await findSkusByCode(tx, storeId, codes);
      const unnamed = body.lines.findIndex((l) => !have.has(l.sku) && !l.title);
      if (unnamed >= 0)
        throw invalid(`SKU ${body.lines[unnamed]!.sku} is new: give its product title`, [
          { path: `lines.${unnamed}.title`, message: 'A new SKU needs a product title' },
        ]);
      const skus = await ensureSkus(
        tx,
        storeId,
        body.lines.map((l) => ({ sku: l.sku, title: l.title ?? l.sku, source: 'MANUAL' as const })),
      );
      for (const l of body.lines) {
        const id = skus.get(l.sku)!.id;
        perSku.set(id, (perSku.get(id) ?? 0) + l.quantity);
      }
      supplierName = body.supplierName;
    }
    const sn = newReceivingSn();
    const [row] = await tx
      .insert(receivings)
      .values({
        storeId,
        sn,
        source: body.source,
        orderItemIds,
        supplierName,
        packageType: body.packageType,
        cartons: body.cartons,
        carrier: body.carrier || null,
        trackingNumber: body.trackingNumber || null,
        expectedDate: body.expectedDate,
        notes: body.notes || null,
        createdByUserId: userId,
      })
      .returning();
    await tx
      .insert(receivingLines)
      .values([...perSku].map(([skuId, expectedQty]) => ({ receivingId: row!.id, skuId, expectedQty })));
    await moveStock(
      tx,
      storeId,
      [...perSku].map(([skuId, delta]) => ({ skuId, bucket: 'INBOUND' as const, delta })),
      { reason: 'ASN_EXPECTED', refType: 'RECEIVING', refId: sn, actorUserId: userId },
    );
    await setItemsStoredAtFbp(tx, storeId, orderItemIds, true);
    return sn;
  });
  return getReceiving(db, storeId, sn);
}

/** PUT /web/receivings/{sn}: tracking, expected date, cartons while not received; "Mark as shipped". */
export async function updateReceiving(db: Db, storeId: number, sn: string, body: UpdateBody) {
  await db.transaction(async (tx) => {
    const r = await findReceiving(tx, storeId, sn, true);
    if (r.canceledAt) throw conflict('This receiving was canceled');
    if (r.inboundStatus === 'RECEIVED_BY_PIETRA')
      throw conflict('The warehouse has received this shipment; it can no longer be changed');
    if (
      body.inboundStatus &&
      body.inboundStatus !== r.inboundStatus &&
      !canMoveInbound(r.inboundStatus, body.inboundStatus)
    )
      throw conflict(
        `A receiving ${INBOUND_STATUS_LABELS[r.inboundStatus].toLowerCase()} cannot move to ${INBOUND_STATUS_LABELS[body.inboundStatus].toLowerCase()}`,
      );
    const { inboundStatus, ...fields } = body;
    await tx
      .update(receivings)
      .set({ ...fields, ...(inboundStatus ? { inboundStatus } : {}), updatedAt: new Date() })
      .where(eq(receivings.id, r.id));
  });
  return getReceiving(db, storeId, sn);
}

/** POST /web/receivings/{sn}/cancel: only while nothing was checked in or counted; INBOUND is reversed. */
export async function cancelReceiving(db: Db, storeId: number, userId: number, sn: string) {
  await db.transaction(async (tx) => {
    const r = await findReceiving(tx, storeId, sn, true);
    if (r.canceledAt) throw conflict('This receiving is already canceled');
    const lines = (await linesOf(tx, [r.id])).get(r.id) ?? [];
    if (r.inboundStatus === 'RECEIVED_BY_PIETRA' || lines.some((l) => l.receivedQty + l.damagedQty > 0))
      throw conflict('The warehouse has started receiving this shipment; it can no longer be canceled');
    await moveStock(
      tx,
      storeId,
      lines.map((l) => ({ skuId: l.skuId, bucket: 'INBOUND' as const, delta: -l.expectedQty })),
      { reason: 'ASN_CLOSED', refType: 'RECEIVING', refId: sn, actorUserId: userId, note: 'Canceled' },
    );
    await tx
      .update(receivings)
      .set({ canceledAt: new Date(), updatedAt: new Date() })
      .where(eq(receivings.id, r.id));
    await setItemsStoredAtFbp(tx, storeId, r.orderItemIds, false);
  });
  return getReceiving(db, storeId, sn);
}
