// The warehouse console's INBOUND side (issue 23, decision 044): the queue across stores, check-in of cartons,
// counting each line, put-away to a bin, commit into stock, close. Every change locks the receiving's row
// first, so two staff members (or two taps) on one receiving serialise; a commit that finds nothing left to
// commit — the other one won — answers 409. Forwarding a receiving to the founder instead is forward.ts.
import { and, asc, desc, eq, ilike, isNotNull, isNull, or } from 'drizzle-orm';
import type { CountLineBody, WarehouseQueueQuery } from '../../../shared/contract/receivings';
import { canMoveInbound, receivingLevel } from '../../../shared/rules/fulfillment';
import type { Db } from '../../db/client';
import { receivingLines, receivings } from '../../db/schema/receivings';
import { conflict, invalid, notFound } from '../../http/errors';
import { binByCode, putAway } from '../inventory/bins';
import { moveStock } from '../inventory/ledger';
import { skuFacts } from '../inventory/products';
import { releaseStockHolds } from '../orders/allocation';
import { setItemsStoredAtFbp } from '../orders/inventory-items';
import { findReceiving, type LineRow, linesOf, type ReceivingRow, receivingOf, summariesOf } from './view';

const WAREHOUSE = 'Warehouse';

/** GET /warehouse/receivings: open (or closed) receivings of every store, by expected date. */
export async function warehouseQueue(db: Db, q: ReturnType<typeof WarehouseQueueQuery.parse>) {
  const search = q.q
    ? or(ilike(receivings.sn, `%${q.q}%`), ilike(receivings.trackingNumber, `%${q.q}%`))
    : undefined;
  const rows = await db
    .select()
    .from(receivings)
    .where(
      and(
        isNull(receivings.canceledAt),
        q.view === 'OPEN' ? isNull(receivings.closedAt) : isNotNull(receivings.closedAt),
        search,
      ),
    )
    .orderBy(
      ...(q.view === 'OPEN'
        ? [asc(receivings.expectedDate), asc(receivings.id)]
        : [desc(receivings.closedAt), desc(receivings.id)]),
    )
    .limit(200);
  return summariesOf(db, rows);
}

export async function warehouseReceiving(db: Db, sn: string) {
  return receivingOf(db, await findReceiving(db, null, sn));
}

/** The receiving locked for a change that needs it open (not canceled, not closed). */
export async function lockOpen(tx: Db, sn: string) {
  const r = await findReceiving(tx, null, sn, true);
  if (r.canceledAt) throw conflict('The founder canceled this receiving');
  if (r.closedAt) throw conflict('This receiving is closed');
  return r;
}

async function lockLine(tx: Db, r: ReceivingRow, lineId: number): Promise<LineRow> {
  const [line] = await tx
    .select()
    .from(receivingLines)
    .where(and(eq(receivingLines.id, lineId), eq(receivingLines.receivingId, r.id)))
    .for('update');
  if (!line) throw notFound('Receiving line');
  return line;
}

async function refreshLevel(tx: Db, r: ReceivingRow) {
  const lines = (await linesOf(tx, [r.id])).get(r.id) ?? [];
  const level = receivingLevel(
    lines.map((l) => ({ expected: l.expectedQty, counted: l.receivedQty + l.damagedQty })),
  );
  await tx
    .update(receivings)
    .set({ receivingLevel: level, updatedAt: new Date() })
    .where(eq(receivings.id, r.id));
  return { lines, level };
}

/** POST /warehouse/receivings/{sn}/check-in: the cartons that arrived; the receiving is RECEIVED_BY_PIETRA. */
export async function checkIn(db: Db, sn: string, cartons: number) {
  await db.transaction(async (tx) => {
    const r = await lockOpen(tx, sn);
    if (!canMoveInbound(r.inboundStatus, 'RECEIVED_BY_PIETRA'))
      throw conflict('This receiving is already checked in');
    await tx
      .update(receivings)
      .set({
        inboundStatus: 'RECEIVED_BY_PIETRA',
        cartonsCheckedIn: cartons,
        checkedInAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(receivings.id, r.id));
  });
  return warehouseReceiving(db, sn);
}

/** PUT /warehouse/receivings/{sn}/lines/{lineId}: a line's count (good and damaged) and its bin. */
export async function countLine(
  db: Db,
  sn: string,
  lineId: number,
  body: ReturnType<typeof CountLineBody.parse>,
) {
  await db.transaction(async (tx) => {
    const r = await lockOpen(tx, sn);
    if (r.inboundStatus !== 'RECEIVED_BY_PIETRA') throw conflict('Check in the cartons before counting');
    const line = await lockLine(tx, r, lineId);
    if (body.receivedQty < line.committedQty)
      throw invalid(
        `${line.committedQty} good units of this line are already in stock; count at least that`,
        [{ path: 'receivedQty', message: `At least ${line.committedQty}` }],
      );
    if (body.damagedQty < line.damagedCommittedQty)
      throw invalid(`${line.damagedCommittedQty} damaged units are already recorded; count at least that`, [
        { path: 'damagedQty', message: `At least ${line.damagedCommittedQty}` },
      ]);
    const bin = body.bin ? await binByCode(tx, body.bin) : null;
    await tx
      .update(receivingLines)
      .set({
        receivedQty: body.receivedQty,
        damagedQty: body.damagedQty,
        ...(bin ? { binId: bin.id } : {}),
        countedAt: new Date(),
      })
      .where(eq(receivingLines.id, line.id));
    await refreshLevel(tx, r);
  });
  return warehouseReceiving(db, sn);
}

/** INBOUND units a line still expects: expected less what its commits already took out of INBOUND. */
export const inboundLeft = (l: Pick<LineRow, 'expectedQty' | 'committedQty' | 'damagedCommittedQty'>) =>
  Math.max(0, l.expectedQty - (l.committedQty + l.damagedCommittedQty));

/**
 * The stock moves of committing a line's counted units not committed yet (decision 044): good units INBOUND −
 * and ON_HAND + (RECEIVED), damaged INBOUND − and DAMAGED + (RECEIVED_DAMAGED). INBOUND never goes below what
 * the notice still expects: units over the expected quantity add stock without taking INBOUND.
 */
export function commitMoves(
  l: Pick<LineRow, 'expectedQty' | 'receivedQty' | 'damagedQty' | 'committedQty' | 'damagedCommittedQty'>,
) {
  const good = l.receivedQty - l.committedQty;
  const damaged = l.damagedQty - l.damagedCommittedQty;
  const left = inboundLeft(l);
  const goodFromInbound = Math.min(good, left);
  const damagedFromInbound = Math.min(damaged, left - goodFromInbound);
  return { good, damaged, goodFromInbound, damagedFromInbound };
}

/**
 * POST /warehouse/receivings/{sn}/lines/{lineId}/commit: the line's counted units into stock, the good ones
 * into its bin; then out-of-stock holds waiting for the SKU are tried again (releaseStockHolds).
 */
export async function commitLine(
  db: Db,
  sn: string,
  lineId: number,
  actorUserId: number,
  expectedCommitted?: number,
) {
  const released = await db.transaction(async (tx) => {
    const r = await lockOpen(tx, sn);
    const line = await lockLine(tx, r, lineId);
    if (expectedCommitted != null && expectedCommitted !== line.committedQty)
      throw conflict('This line was committed meanwhile by someone else; reload to see its stock');
    const m = commitMoves(line);
    if (m.good === 0 && m.damaged === 0)
      throw conflict('Nothing left to commit on this line: its counted units are already in stock');
    if (m.good > 0 && line.binId == null)
      throw invalid('Put the good units away to a bin before committing', [
        { path: 'bin', message: 'Choose a bin' },
      ]);
    const meta = { refType: 'RECEIVING' as const, refId: sn, actorUserId };
    if (m.good > 0)
      await moveStock(
        tx,
        r.storeId,
        [
          { skuId: line.skuId, bucket: 'INBOUND', delta: -m.goodFromInbound },
          { skuId: line.skuId, bucket: 'ON_HAND', delta: m.good },
        ],
        { ...meta, reason: 'RECEIVED' },
      );
    if (m.damaged > 0)
      await moveStock(
        tx,
        r.storeId,
        [
          { skuId: line.skuId, bucket: 'INBOUND', delta: -m.damagedFromInbound },
          { skuId: line.skuId, bucket: 'DAMAGED', delta: m.damaged },
        ],
        { ...meta, reason: 'RECEIVED_DAMAGED' },
      );
    if (m.good > 0) await putAway(tx, r.storeId, line.skuId, line.binId!, m.good);
    await tx
      .update(receivingLines)
      .set({ committedQty: line.receivedQty, damagedCommittedQty: line.damagedQty })
      .where(eq(receivingLines.id, line.id));
    if (m.good === 0) return [];
    const sku = (await skuFacts(tx, [line.skuId])).get(line.skuId)!.sku;
    return releaseStockHolds(tx, r.storeId, [sku], { userId: actorUserId, label: WAREHOUSE });
  });
  return { receiving: await warehouseReceiving(db, sn), releasedOrderIds: released };
}

/**
 * POST /warehouse/receivings/{sn}/close: PARTIAL or RECEIVED by the level rule; what never came leaves INBOUND
 * (ASN_CLOSED); outcome STORED_AT_FBP and the order items' storedAtFbp with it. Counted units must be
 * committed first.
 */
export async function closeReceiving(db: Db, sn: string, actorUserId: number, note?: string) {
  await db.transaction(async (tx) => {
    const r = await lockOpen(tx, sn);
    if (r.inboundStatus !== 'RECEIVED_BY_PIETRA') throw conflict('Check in the cartons before closing');
    const lines = (await linesOf(tx, [r.id])).get(r.id) ?? [];
    const pending = lines.filter(
      (l) => l.receivedQty > l.committedQty || l.damagedQty > l.damagedCommittedQty,
    );
    if (pending.length > 0)
      throw conflict(`Commit the counted units of ${pending.length} line(s) before closing`);
    const level = receivingLevel(
      lines.map((l) => ({ expected: l.expectedQty, counted: l.receivedQty + l.damagedQty })),
    );
    if (level === 'NONE')
      throw conflict(
        'Count at least one line before closing; a shipment that never came is canceled by the founder',
      );
    const short = lines.filter((l) => inboundLeft(l) > 0);
    await moveStock(
      tx,
      r.storeId,
      short.map((l) => ({ skuId: l.skuId, bucket: 'INBOUND' as const, delta: -inboundLeft(l) })),
      { reason: 'ASN_CLOSED', refType: 'RECEIVING', refId: sn, actorUserId, note: note || null },
    );
    await tx
      .update(receivings)
      .set({ receivingLevel: level, outcome: 'STORED_AT_FBP', closedAt: new Date(), updatedAt: new Date() })
      .where(eq(receivings.id, r.id));
    await setItemsStoredAtFbp(tx, r.storeId, r.orderItemIds, true);
  });
  return warehouseReceiving(db, sn);
}
