// GET /web/stores/me/sales-stats: the store's own sales, from the orders module, and its milestone.

import { API_BASE_PATH } from '../../../shared/contract/http';
import type { SalesMilestoneInfo, SalesStats } from '../../../shared/contract/sales';
import {
  MILESTONE_INFO,
  milestoneFor,
  nextMilestone,
  type SalesMilestone,
} from '../../../shared/rules/sales-milestones';
import type { Db } from '../../db/client';
import { salesByMonth, salesTotals } from './sales-orders';

const DAY_MS = 24 * 3600 * 1000;

export function milestoneInfo(m: SalesMilestone): SalesMilestoneInfo {
  const info = MILESTONE_INFO[m];
  return {
    milestone: m,
    label: info.label,
    message: info.message,
    thresholdCents: info.thresholdCents,
    imageUrl: `${API_BASE_PATH}/web/sales-milestones/${m}/image.svg`,
  };
}

/** The last 12 calendar months (UTC) ending with `now`'s, oldest first. */
export function lastTwelveMonths(now: Date): string[] {
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1));
    return d.toISOString().slice(0, 7);
  });
}

export async function getSalesStats(db: Db, storeId: number, now = new Date()): Promise<SalesStats> {
  const months = lastTwelveMonths(now);
  const [totals, byMonth] = await Promise.all([
    salesTotals(db, storeId, new Date(now.getTime() - 30 * DAY_MS)),
    salesByMonth(db, storeId, new Date(`${months[0]}-01T00:00:00Z`)),
  ]);
  const found = new Map(byMonth.map((r) => [r.month, r]));
  const milestone = milestoneFor(totals.lifetimeCents, totals.orderCount);
  const next = nextMilestone(milestone);
  return {
    currency: 'USD',
    lifetimeSalesCents: totals.lifetimeCents,
    orderCount: totals.orderCount,
    last30DaysSalesCents: totals.recentCents,
    monthly: months.map((month) => ({
      month,
      salesCents: Number(found.get(month)?.cents ?? 0),
      orderCount: found.get(month)?.n ?? 0,
    })),
    milestone: milestoneInfo(milestone),
    next: next ? milestoneInfo(next) : null,
  };
}
