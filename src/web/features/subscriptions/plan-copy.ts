import { formatMoney } from '../../../shared/rules/money';
import { MODULE_COPY, PLAN_COPY, PLANS, type PlanInterval, type PlanTier } from '../../../shared/rules/plans';

const pct = (bp: number) => `${bp / 100}%`;

/** The §9 copy of a plan card, as lines. */
export function planCopyLines(tier: PlanTier, interval: PlanInterval): string[] {
  const plan = PLANS[tier];
  const lines = plan.modules.map((m) => MODULE_COPY[m].name);
  if (plan.fulfillmentFeePerOrderCents != null)
    lines.push(`Fulfillment ${formatMoney(plan.fulfillmentFeePerOrderCents)} per order`);
  if (plan.modules.includes('FULFILLMENT'))
    lines.push(`Storage ${formatMoney(PLAN_COPY.storagePerBinPerSkuCents)} per bin per SKU`);
  if (plan.shippingCreditPerMonthCents)
    lines.push(`Up to ${formatMoney(plan.shippingCreditPerMonthCents)} shipping credit per month`);
  lines.push(
    `Storefront payment fee ${pct(PLAN_COPY.storefrontPaymentFeeBasisPoints)} · sales channel fee ${pct(PLAN_COPY.salesChannelFeeBasisPoints)}`,
  );
  if (tier !== 'TIER_1') lines.push(`${pct(PLAN_COPY.cashBackBasisPoints)} cash back`);
  if (plan.modules.includes('SMS_MARKETING'))
    lines.push(
      `SMS ${formatMoney(PLAN_COPY.smsTextCents)} per text, ${formatMoney(PLAN_COPY.smsMediaCents)} per media message`,
    );
  if (plan.modules.includes('EMAIL_CAPTURE'))
    lines.push(`Visitor ID from ${formatMoney(PLAN_COPY.visitorIdFromCentsPerEmail)} per email`);
  if (plan.signupCreditsCents[interval])
    lines.push(`${formatMoney(plan.signupCreditsCents[interval])} signup credits for AI design`);
  return lines;
}

export const priceLabel = (tier: PlanTier, interval: PlanInterval) =>
  PLANS[tier].priceCents[interval] === 0
    ? 'Free'
    : `${formatMoney(PLANS[tier].priceCents[interval])} / ${interval === 'YEARLY' ? 'year' : 'month'}`;

export const STATUS_LABELS: Record<string, string> = {
  trialing: 'Trial',
  active: 'Active',
  past_due: 'Payment past due',
  unpaid: 'Unpaid',
  canceled: 'Cancelled',
  incomplete: 'Waiting for the first payment',
  incomplete_expired: 'First payment expired',
  paused: 'Paused',
};
