import { z } from 'zod';
import { SALES_ORDER_ORIGINS } from '../rules/order-items';
import { SALES_MILESTONES } from '../rules/sales-milestones';
import { IdParam, listQuery } from './shared-shapes';

export const SalesMilestoneCode = z.enum(SALES_MILESTONES);

export const SalesMilestoneInfo = z.object({
  milestone: SalesMilestoneCode,
  label: z.string(),
  message: z.string(),
  imageUrl: z.string(),
  thresholdCents: z.number().int(),
});
export type SalesMilestoneInfo = z.infer<typeof SalesMilestoneInfo>;

/** GET /web/stores/me/sales-stats: the store's own sales (not what it buys), in cents. */
export const SalesStats = z.object({
  currency: z.literal('USD'),
  lifetimeSalesCents: z.number().int(),
  orderCount: z.number().int(),
  last30DaysSalesCents: z.number().int(),
  /** The last 12 calendar months, oldest first (YYYY-MM), zero where there were none. */
  monthly: z.array(
    z.object({ month: z.string(), salesCents: z.number().int(), orderCount: z.number().int() }),
  ),
  milestone: SalesMilestoneInfo,
  next: SalesMilestoneInfo.nullable(),
});
export type SalesStats = z.infer<typeof SalesStats>;

export const MilestoneParams = z.object({ milestone: SalesMilestoneCode });

/** A payout: one week's (Monday to Sunday, UTC) storefront sales, less the storefront payment fee; id is the Monday as YYYYMMDD. */
export const PayoutRecord = z.object({
  id: z.number().int(),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** OPEN while the week is still running; DUE once it closed (paid to the bank account on file). */
  status: z.enum(['OPEN', 'DUE']),
  grossCents: z.number().int(),
  feeCents: z.number().int(),
  netCents: z.number().int(),
  orderCount: z.number().int(),
  currency: z.literal('USD'),
});
export type PayoutRecord = z.infer<typeof PayoutRecord>;

export const SalesOrder = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  origin: z.enum(SALES_ORDER_ORIGINS),
  totalCents: z.number().int(),
  feeCents: z.number().int(),
  currency: z.string(),
  placedAt: z.string(),
});

/** GET /web/payout-records/{id}/details */
export const PayoutDetails = PayoutRecord.extend({
  orders: z.array(SalesOrder),
  bankAccountMasked: z.string().nullable(),
});
export type PayoutDetails = z.infer<typeof PayoutDetails>;
export const PayoutParams = IdParam;

/** GET /web/stores/me/payments-report: money in (sales, payouts) and money out (what the store paid). */
export const PaymentsReport = z.object({
  currency: z.literal('USD'),
  grossSalesCents: z.number().int(),
  feesCents: z.number().int(),
  netSalesCents: z.number().int(),
  dueCents: z.number().int(),
  openCents: z.number().int(),
  spentCents: z.number().int(),
  paymentCount: z.number().int(),
  payouts: z.array(PayoutRecord),
});
export type PaymentsReport = z.infer<typeof PaymentsReport>;

/** GET /web/stores/me/past-orders: what the store bought before (paid order items), newest first. */
export const PastOrdersQuery = listQuery(['purchasedAt']);
