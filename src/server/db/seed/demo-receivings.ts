// The demo founder's receivings (issue 23): one in each inbound state so /receivings, its details and the
// warehouse console have data on first start — a PARTIAL one closed with a short count, one RECEIVED and
// closed, one IN_QUEUE and one on its way (NOT_YET_DELIVERED). Only the receivings and their INBOUND
// movements are seeded here: on-hand stock is the inventory seed's (DEMO_WAREHOUSE_PRODUCTS). SKUs missing
// are created with ensureSkus, so the order of the two seeds does not matter. Deterministic: fixed numbers,
// dates relative to `now`.
import { eq } from 'drizzle-orm';
import type { InboundStatus, ReceivingLevel } from '../../../shared/rules/fulfillment';
import { binByCode, ensureWarehouseBins } from '../../modules/inventory/bins';
import { ensureSkus, moveStock } from '../../modules/inventory/ledger';
import type { Db } from '../client';
import { users } from '../schema/auth';
import { receivingLines, receivings } from '../schema/receivings';
import { DEMO_ACCOUNTS } from './demo';
import { DEMO_WAREHOUSE_PRODUCTS } from './demo-fulfilment-catalog';
import { recordSeedRun } from './seed-runs';

type DemoLine = { sku: string; expected: number; good?: number; damaged?: number; bin?: string };
type DemoReceiving = {
  sn: string;
  supplierName: string;
  daysFromNow: number;
  status: InboundStatus;
  level: ReceivingLevel;
  closed: boolean;
  cartons: number;
  tracking: string | null;
  lines: DemoLine[];
};

export const DEMO_RECEIVINGS: DemoReceiving[] = [
  {
    sn: 'RCV-DEMO0001',
    supplierName: 'Evergreen Apparel Co.',
    daysFromNow: -40,
    status: 'RECEIVED_BY_PIETRA',
    level: 'RECEIVED',
    closed: true,
    cartons: 6,
    tracking: '1Z999AA10123456784',
    lines: [
      { sku: 'QT-TEE-S', expected: 60, good: 60, bin: 'A-01-1' },
      { sku: 'QT-TEE-M', expected: 80, good: 80, bin: 'A-01-2' },
      { sku: 'QT-TEE-L', expected: 60, good: 60, bin: 'A-01-3' },
    ],
  },
  {
    sn: 'RCV-DEMO0002',
    supplierName: 'Northwick Candle Works',
    daysFromNow: -12,
    status: 'RECEIVED_BY_PIETRA',
    level: 'PARTIAL',
    closed: true,
    cartons: 3,
    tracking: '9400111899223197428490',
    lines: [
      { sku: 'QT-CANDLE-CEDAR', expected: 48, good: 40, damaged: 2, bin: 'B-02-1' },
      { sku: 'QT-MUG', expected: 36, good: 36, bin: 'B-02-2' },
    ],
  },
  {
    sn: 'RCV-DEMO0003',
    supplierName: 'Northwick Candle Works',
    daysFromNow: 9,
    status: 'IN_QUEUE',
    level: 'NONE',
    closed: false,
    cartons: 2,
    tracking: null,
    lines: [{ sku: 'QT-CANDLE-FIG', expected: 72 }],
  },
  {
    sn: 'RCV-DEMO0004',
    supplierName: 'Bamboo & Co. Optics',
    daysFromNow: 3,
    status: 'NOT_YET_DELIVERED',
    level: 'NONE',
    closed: false,
    cartons: 1,
    tracking: '784512369870',
    lines: [
      { sku: 'QT-SUNNIES', expected: 50 },
      { sku: 'QT-WALLET', expected: 25 },
    ],
  },
];

const day = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Seed part `demo-receivings` (after demo-commerce); records nothing when the demo founder is missing. */
export async function seedDemoReceivings(db: Db, now = new Date()) {
  const [founder] = await db
    .select({ id: users.id, storeId: users.storeId })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.founder));
  if (!founder?.storeId) return;
  const storeId = founder.storeId;
  await ensureWarehouseBins(db);
  await db.transaction(async (tx) => {
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
    for (const d of DEMO_RECEIVINGS) {
      const expected = new Date(now.getTime() + d.daysFromNow * day);
      const created = new Date(expected.getTime() - 10 * day);
      const checkedIn = d.status === 'RECEIVED_BY_PIETRA' ? expected : null;
      const [row] = await tx
        .insert(receivings)
        .values({
          storeId,
          sn: d.sn,
          source: 'OFF_PLATFORM',
          supplierName: d.supplierName,
          packageType: d.cartons > 4 ? 'PALLET' : 'PARCEL',
          cartons: d.cartons,
          carrier: d.tracking
            ? d.tracking.startsWith('1Z')
              ? 'UPS'
              : d.tracking.length > 15
                ? 'USPS'
                : 'FedEx'
            : null,
          trackingNumber: d.tracking,
          expectedDate: isoDay(expected),
          inboundStatus: d.status,
          receivingLevel: d.level,
          outcome: d.closed ? 'STORED_AT_FBP' : null,
          cartonsCheckedIn: checkedIn ? d.cartons : null,
          checkedInAt: checkedIn,
          closedAt: d.closed ? new Date(expected.getTime() + day) : null,
          createdByUserId: founder.id,
          createdAt: created,
          updatedAt: created,
        })
        .returning({ id: receivings.id });
      for (const l of d.lines) {
        const bin = l.bin ? await binByCode(tx, l.bin) : null;
        await tx.insert(receivingLines).values({
          receivingId: row!.id,
          skuId: skus.get(l.sku)!.id,
          expectedQty: l.expected,
          receivedQty: l.good ?? 0,
          damagedQty: l.damaged ?? 0,
          committedQty: l.good ?? 0,
          damagedCommittedQty: l.damaged ?? 0,
          binId: bin?.id ?? null,
          countedAt: checkedIn,
        });
      }
      // INBOUND only: expected units announced; for a closed receiving, the counted units and the short ones
      // leave INBOUND again (the inventory seed holds the on-hand side).
      const meta = { refType: 'RECEIVING' as const, refId: d.sn, actorUserId: null };
      await moveStock(
        tx,
        storeId,
        d.lines.map((l) => ({ skuId: skus.get(l.sku)!.id, bucket: 'INBOUND' as const, delta: l.expected })),
        { ...meta, reason: 'ASN_EXPECTED' },
      );
      if (d.closed) {
        await moveStock(
          tx,
          storeId,
          d.lines.map((l) => ({
            skuId: skus.get(l.sku)!.id,
            bucket: 'INBOUND' as const,
            delta: -Math.min(l.expected, (l.good ?? 0) + (l.damaged ?? 0)),
          })),
          { ...meta, reason: 'RECEIVED', note: 'Counted at check-in' },
        );
        await moveStock(
          tx,
          storeId,
          d.lines.map((l) => ({
            skuId: skus.get(l.sku)!.id,
            bucket: 'INBOUND' as const,
            delta: -Math.max(0, l.expected - (l.good ?? 0) - (l.damaged ?? 0)),
          })),
          { ...meta, reason: 'ASN_CLOSED', note: 'Closed short' },
        );
      }
    }
    await recordSeedRun(tx, 'demo-receivings');
  });
}
