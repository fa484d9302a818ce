/**
 * Payouts: Quarry collects the money of orders on the store's Quarry storefront (origin SHOPIFY_PLATFORM,
 * shown as the storefront) and pays it out weekly, less the storefront payment fee (spec §9: 5%). Other
 * channels pay the store directly, so they count in sales stats but not in payouts.
 */
export const PAYOUT_ORIGIN = 'SHOPIFY_PLATFORM' as const;
export const STOREFRONT_PAYMENT_FEE_PERCENT = 5;

export const orderFeeCents = (totalCents: number) =>
  Math.round((totalCents * STOREFRONT_PAYMENT_FEE_PERCENT) / 100);

/** A payout's id: the ISO week's Monday as YYYYMMDD (an integer, unique per store). */
export const payoutIdOf = (monday: string) => Number(monday.replaceAll('-', ''));

/** The Monday (UTC) a payout id names, or null when the id is not a Monday. */
export function mondayOfPayoutId(id: number): Date | null {
  const s = String(id);
  if (!/^\d{8}$/.test(s)) return null;
  const d = new Date(`${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.getUTCDay() !== 1) return null;
  if (d.toISOString().slice(0, 10).replaceAll('-', '') !== s) return null;
  return d;
}
