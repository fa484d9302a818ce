// A receiving as both sides read it: lines with their SKUs, counts, discrepancies and bins; a timeline from
// its own timestamps and its ledger movements.
import { and, eq, inArray } from 'drizzle-orm';
import type { Receiving, ReceivingSummary } from '../../../shared/contract/receivings';
import { INBOUND_STATUS_LABELS, lineDiscrepancy, stockStatus } from '../../../shared/rules/fulfillment';
import type { Db } from '../../db/client';
import { receivingLines, receivings } from '../../db/schema/receivings';
import { notFound } from '../../http/errors';
import { binCodes } from '../inventory/bins';
import { movementsOfReceiving } from '../inventory/ledger';
import { skuFacts } from '../inventory/products';
import { storeTitles } from '../stores/store-rows';

export type ReceivingRow = typeof receivings.$inferSelect;
export type LineRow = typeof receivingLines.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The lines of these receivings, by receiving id. */
export async function linesOf(db: Db, receivingIds: number[]) {
  const out = new Map<number, LineRow[]>();
  if (receivingIds.length === 0) return out;
  const rows = await db
    .select()
    .from(receivingLines)
    .where(inArray(receivingLines.receivingId, receivingIds))
    .orderBy(receivingLines.id);
  for (const r of rows) out.set(r.receivingId, [...(out.get(r.receivingId) ?? []), r]);
  return out;
}

export async function summariesOf(db: Db, rows: ReceivingRow[]): Promise<ReceivingSummary[]> {
  const lines = await linesOf(
    db,
    rows.map((r) => r.id),
  );
  const names = await storeTitles(
    db,
    rows.map((r) => r.storeId),
  );
  return rows.map((r) => summaryOf(r, lines.get(r.id) ?? [], names.get(r.storeId) ?? 'Store'));
}

function summaryOf(r: ReceivingRow, lines: LineRow[], storeName: string): ReceivingSummary {
  return {
    id: r.id,
    sn: r.sn,
    storeId: r.storeId,
    storeName,
    source: r.source,
    supplierName: r.supplierName,
    packageType: r.packageType,
    cartons: r.cartons,
    carrier: r.carrier,
    trackingNumber: r.trackingNumber,
    expectedDate: r.expectedDate,
    inboundStatus: r.inboundStatus,
    inboundStatusLabel: INBOUND_STATUS_LABELS[r.inboundStatus],
    receivingLevel: r.receivingLevel,
    outcome: r.outcome,
    canceled: r.canceledAt != null,
    expectedUnits: lines.reduce((n, l) => n + l.expectedQty, 0),
    countedUnits: lines.reduce((n, l) => n + l.receivedQty + l.damagedQty, 0),
    lineCount: lines.length,
    checkedInAt: iso(r.checkedInAt),
    closedAt: iso(r.closedAt),
    createdAt: r.createdAt.toISOString(),
  };
}

const REASON_WORDS: Record<string, string> = {
  ASN_EXPECTED: 'announced as inbound',
  RECEIVED: 'put into stock',
  RECEIVED_DAMAGED: 'recorded as damaged',
  ASN_CLOSED: 'never arrived and left inbound',
  ASN_FORWARDED: 'forwarded to the founder and left inbound',
};

/** Inbound legs shown on the timeline: the ones that end the notice rather than go with a commit. */
const ENDING_REASONS = new Set(['ASN_CLOSED', 'ASN_FORWARDED']);

function closedLabel(r: ReceivingRow) {
  if (r.outcome === 'FORWARDED_TO_CREATOR')
    return `Forwarded to the founder instead of stored: ${r.forwardReason ?? ''}${r.forwardTrackingNumber ? ` (tracking ${r.forwardTrackingNumber})` : ''}`;
  return `Closed as ${r.receivingLevel === 'RECEIVED' ? 'received in full' : 'partially received'}; stored at the Quarry warehouse`;
}

/** The full receiving: lines with SKUs and discrepancies, and its timeline. */
export async function receivingOf(db: Db, r: ReceivingRow): Promise<Receiving> {
  const [summary] = await summariesOf(db, [r]);
  const lines = (await linesOf(db, [r.id])).get(r.id) ?? [];
  const skus = await skuFacts(
    db,
    lines.map((l) => l.skuId),
  );
  const bins = await binCodes(
    db,
    lines.flatMap((l) => (l.binId == null ? [] : [l.binId])),
  );
  const moves = await movementsOfReceiving(db, r.storeId, r.sn);
  const timeline: { at: string; label: string }[] = [
    { at: r.createdAt.toISOString(), label: 'Shipping notice created' },
  ];
  if (r.checkedInAt)
    timeline.push({
      at: r.checkedInAt.toISOString(),
      label: `Checked in at the warehouse: ${r.cartonsCheckedIn ?? 0} of ${r.cartons} cartons`,
    });
  // Ledger movements after creation, one event per reason and moment (INBOUND legs are part of the same event).
  const seen = new Set<string>();
  for (const m of moves) {
    if (m.reason === 'ASN_EXPECTED' || (m.bucket === 'INBOUND' && !ENDING_REASONS.has(m.reason))) continue;
    const key = `${m.reason}@${m.at.toISOString()}@${m.skuId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const units = Math.abs(m.delta);
    const sku = skus.get(m.skuId)?.sku ?? 'SKU';
    timeline.push({
      at: m.at.toISOString(),
      label: `${units} × ${sku} ${REASON_WORDS[m.reason] ?? m.reason.toLowerCase()}`,
    });
  }
  if (r.closedAt) timeline.push({ at: r.closedAt.toISOString(), label: closedLabel(r) });
  if (r.canceledAt) timeline.push({ at: r.canceledAt.toISOString(), label: 'Canceled' });
  timeline.sort((a, b) => a.at.localeCompare(b.at));
  return {
    ...summary!,
    orderItemIds: r.orderItemIds,
    notes: r.notes,
    cartonsCheckedIn: r.cartonsCheckedIn,
    forwardReason: r.forwardReason,
    forwardTrackingNumber: r.forwardTrackingNumber,
    timeline,
    lines: lines.map((l) => {
      const s = skus.get(l.skuId);
      return {
        id: l.id,
        skuId: l.skuId,
        sku: s?.sku ?? '',
        title: s?.title ?? '',
        variantLabel: s?.variantLabel ?? '—',
        expectedQty: l.expectedQty,
        receivedQty: l.receivedQty,
        damagedQty: l.damagedQty,
        committedQty: l.committedQty,
        damagedCommittedQty: l.damagedCommittedQty,
        discrepancy: l.countedAt ? lineDiscrepancy(l.expectedQty, l.receivedQty + l.damagedQty) : 0,
        bin: l.binId == null ? null : (bins.get(l.binId) ?? null),
        countedAt: iso(l.countedAt),
        stockStatus: stockStatus(s?.fulfillable ?? 0),
      };
    }),
  };
}

/** The store's receiving by sn (another store's is not found), optionally locked. */
export async function findReceiving(db: Db, storeId: number | null, sn: string, lock = false) {
  const where =
    storeId == null ? eq(receivings.sn, sn) : and(eq(receivings.sn, sn), eq(receivings.storeId, storeId));
  const q = db.select().from(receivings).where(where);
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('Receiving');
  return row;
}
