/** Sales milestones (second document §3, §9): DEFAULT, FIRST_SALE, then lifetime sales thresholds. */

export const SALES_MILESTONES = [
  'DEFAULT',
  'FIRST_SALE',
  'SALES_1K',
  'SALES_5K',
  'SALES_10K',
  'SALES_50K',
  'SALES_100K',
  'SALES_500K',
  'SALES_1MM',
  'SALES_5MM',
] as const;
export type SalesMilestone = (typeof SALES_MILESTONES)[number];

type MilestoneInfo = { label: string; thresholdCents: number; message: string };

/** Lifetime sales in cents at which each milestone is reached (FIRST_SALE: one order, any amount). */
export const MILESTONE_INFO: Record<SalesMilestone, MilestoneInfo> = {
  DEFAULT: {
    label: 'Getting started',
    thresholdCents: 0,
    message: 'Your first sale is on its way. Set up your storefront and sales channels to make it happen.',
  },
  FIRST_SALE: {
    label: 'First sale',
    thresholdCents: 0,
    message: 'Congratulations on your first sale! Someone believed in your brand enough to buy it.',
  },
  SALES_1K: {
    label: '$1k in sales',
    thresholdCents: 100_000,
    message: 'Congratulations on $1,000 in lifetime sales!',
  },
  SALES_5K: {
    label: '$5k in sales',
    thresholdCents: 500_000,
    message: 'Congratulations on $5,000 in lifetime sales!',
  },
  SALES_10K: {
    label: '$10k in sales',
    thresholdCents: 1_000_000,
    message: 'Congratulations on $10,000 in lifetime sales! Your brand is taking off.',
  },
  SALES_50K: {
    label: '$50k in sales',
    thresholdCents: 5_000_000,
    message: 'Congratulations on $50,000 in lifetime sales! Time to think about scaling inventory.',
  },
  SALES_100K: {
    label: '$100k in sales',
    thresholdCents: 10_000_000,
    message: 'Congratulations on $100,000 in lifetime sales! A six-figure brand.',
  },
  SALES_500K: {
    label: '$500k in sales',
    thresholdCents: 50_000_000,
    message: 'Congratulations on $500,000 in lifetime sales!',
  },
  SALES_1MM: {
    label: '$1M in sales',
    thresholdCents: 100_000_000,
    message: 'Congratulations on $1,000,000 in lifetime sales! A seven-figure brand.',
  },
  SALES_5MM: {
    label: '$5M in sales',
    thresholdCents: 500_000_000,
    message: 'Congratulations on $5,000,000 in lifetime sales! An exceptional brand.',
  },
};

/** The milestone a store has reached: the highest threshold its lifetime sales met. */
export function milestoneFor(lifetimeCents: number, orderCount: number): SalesMilestone {
  if (orderCount === 0) return 'DEFAULT';
  let reached: SalesMilestone = 'FIRST_SALE';
  for (const m of SALES_MILESTONES.slice(2)) {
    if (lifetimeCents >= MILESTONE_INFO[m].thresholdCents) reached = m;
  }
  return reached;
}

/** The next milestone after `m`, or null at the top. */
export function nextMilestone(m: SalesMilestone): SalesMilestone | null {
  const i = SALES_MILESTONES.indexOf(m);
  return SALES_MILESTONES[i + 1] ?? null;
}
