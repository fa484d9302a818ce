// Payouts and the payments report: the store's storefront sales by week, less the storefront payment fee
// (shared/rules/payouts.ts), beside what the store paid (the payments module's records).
import type { PaymentsReport, PayoutDetails, PayoutRecord } from '../../../../shared/contract/sales';
import {
  mondayOfPayoutId,
  orderFeeCents,
  PAYOUT_ORIGIN,
  payoutIdOf,
  STOREFRONT_PAYMENT_FEE_PERCENT,
} from '../../../../shared/rules/payouts';
import type { Db } from '../../../db/client';
import { notFound } from '../../../http/errors';
import { salesByWeek, salesOrdersBetween } from '../../orders/sales-orders';
import { getBankInfo } from '../../stores/bank-info';
import { paidTotals } from './payment-records';

const WEEK_MS = 7 * 24 * 3600 * 1000;

function payoutOf(
  monday: Date,
  grossCents: number,
  feeCents: number,
  orderCount: number,
  now: Date,
): PayoutRecord {
  const end = new Date(monday.getTime() + WEEK_MS);
  return {
    id: payoutIdOf(monday.toISOString().slice(0, 10)),
    periodStart: monday.toISOString(),
    periodEnd: end.toISOString(),
    status: end.getTime() <= now.getTime() ? 'DUE' : 'OPEN',
    grossCents,
    feeCents,
    netCents: grossCents - feeCents,
    orderCount,
    currency: 'USD',
  };
}

export async function listPayouts(db: Db, storeId: number, now = new Date()): Promise<PayoutRecord[]> {
  const weeks = await salesByWeek(db, storeId, PAYOUT_ORIGIN, STOREFRONT_PAYMENT_FEE_PERCENT);
  return weeks.map((w) =>
    payoutOf(new Date(`${w.week}T00:00:00Z`), Number(w.cents ?? 0), Number(w.fee), w.n, now),
  );
}

export async function getPayoutDetails(
  db: Db,
  storeId: number,
  id: number,
  now = new Date(),
): Promise<PayoutDetails> {
  const monday = mondayOfPayoutId(id);
  if (!monday) throw notFound('Payout record');
  const orders = await salesOrdersBetween(
    db,
    storeId,
    PAYOUT_ORIGIN,
    monday,
    new Date(monday.getTime() + WEEK_MS),
  );
  if (orders.length === 0) throw notFound('Payout record');
  const lines = orders.map((o) => ({
    id: o.id,
    orderNumber: o.orderNumber,
    origin: o.origin,
    totalCents: o.totalCents,
    feeCents: orderFeeCents(o.totalCents),
    currency: o.currency,
    placedAt: o.placedAt.toISOString(),
  }));
  const gross = lines.reduce((s, l) => s + l.totalCents, 0);
  const fee = lines.reduce((s, l) => s + l.feeCents, 0);
  const bank = await getBankInfo(db, storeId);
  return {
    ...payoutOf(monday, gross, fee, lines.length, now),
    orders: lines,
    bankAccountMasked: bank?.accountNumberMasked ?? null,
  };
}

export async function getPaymentsReport(db: Db, storeId: number, now = new Date()): Promise<PaymentsReport> {
  const [payouts, paid] = await Promise.all([listPayouts(db, storeId, now), paidTotals(db, storeId)]);
  const sumOf = (list: PayoutRecord[], f: (p: PayoutRecord) => number) => list.reduce((s, p) => s + f(p), 0);
  const due = payouts.filter((p) => p.status === 'DUE');
  return {
    currency: 'USD',
    grossSalesCents: sumOf(payouts, (p) => p.grossCents),
    feesCents: sumOf(payouts, (p) => p.feeCents),
    netSalesCents: sumOf(payouts, (p) => p.netCents),
    dueCents: sumOf(due, (p) => p.netCents),
    openCents: sumOf(
      payouts.filter((p) => p.status === 'OPEN'),
      (p) => p.netCents,
    ),
    spentCents: paid.spentCents,
    paymentCount: paid.paymentCount,
    payouts,
  };
}
