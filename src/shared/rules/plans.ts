// Quarry's plans as data (first document §1, §6, §9; second document §3 "Plan tiers", §4 "Subscription
// helpers"): four tiers, their prices per interval in integer cents, the modules each turns on, the plan copy
// of §9 and the signup credits of each bundle. Decision 036 says where the spec is silent (prices, the
// bundles' credit mapping, the plan promo code, the trial).

export const PLAN_TIERS = ['TIER_1', 'TIER_2', 'TIER_2_5', 'TIER_3'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];
export const PAID_TIERS = ['TIER_2', 'TIER_2_5', 'TIER_3'] as const;
export type PaidTier = (typeof PAID_TIERS)[number];

export const PLAN_INTERVALS = ['MONTHLY', 'YEARLY'] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];

/** The modules (spec "store modules"): what a plan turns on and the side menu and routes follow. */
export const MODULES = [
  'SOURCING',
  'PRODUCT_DESIGN',
  'FULFILLMENT',
  'STOREFRONT',
  'EMAIL_CAPTURE',
  'ANALYTICS',
  'AFFILIATE_MARKETING',
  'SMS_MARKETING',
  'AI_ASSISTANTS',
] as const;
export type ModuleKey = (typeof MODULES)[number];
export const MODULE_ACTIVATIONS = ['NOT_ACTIVE', 'ACTIVE', 'EXPIRED'] as const;
export type ModuleActivationValue = (typeof MODULE_ACTIVATIONS)[number];

/** What each module is, for plan cards and the page a plan does not open. */
export const MODULE_COPY: Record<ModuleKey, { name: string; description: string }> = {
  SOURCING: { name: 'Sourcing', description: 'Find suppliers and products, request quotes, order samples' },
  PRODUCT_DESIGN: {
    name: 'AI product design',
    description: 'Design products with AI; free plans get a trial, paid plans design without limits',
  },
  FULFILLMENT: {
    name: 'Fulfillment',
    description: 'Store inventory at our North Carolina warehouse and ship every order',
  },
  STOREFRONT: { name: 'Storefront', description: 'Sell from your own storefront and sales channels' },
  EMAIL_CAPTURE: { name: 'Email capture', description: 'Identify visitors and grow your email list' },
  ANALYTICS: { name: 'Analytics', description: 'Sales, traffic and fulfillment metrics in one place' },
  AFFILIATE_MARKETING: { name: 'Affiliate marketing', description: 'Creators sell for you on commission' },
  SMS_MARKETING: { name: 'SMS marketing', description: 'Text campaigns to your subscribers' },
  AI_ASSISTANTS: { name: 'AI assistants', description: 'AI agents that source, negotiate and plan for you' },
};

export type Plan = {
  tier: PlanTier;
  /** The second document's name. */
  name: string;
  /** The first document's name (§6: Free, Essentials, Business), where it differs. */
  altName: string | null;
  tagline: string;
  /** Per interval, integer cents (USD); 0 for Free. */
  priceCents: Record<PlanInterval, number>;
  modules: readonly ModuleKey[];
  /** Fulfillment fee per order; null when the plan has no fulfillment. */
  fulfillmentFeePerOrderCents: number | null;
  /** Shipping credit per month, up to; 0 for none. */
  shippingCreditPerMonthCents: number;
  /** The bundle's signup credits, credited to the store's balance on its first paid subscription. */
  signupCreditsCents: Record<PlanInterval, number>;
};

const FREE_MODULES: readonly ModuleKey[] = ['SOURCING', 'PRODUCT_DESIGN', 'STOREFRONT'];
const BEGINNER_MODULES: readonly ModuleKey[] = [...FREE_MODULES, 'FULFILLMENT', 'EMAIL_CAPTURE'];
const SCALING_MODULES: readonly ModuleKey[] = [
  ...BEGINNER_MODULES,
  'ANALYTICS',
  'AFFILIATE_MARKETING',
  'SMS_MARKETING',
];
const PROFESSIONAL_MODULES: readonly ModuleKey[] = [...SCALING_MODULES, 'AI_ASSISTANTS'];

export const PLANS: Record<PlanTier, Plan> = {
  TIER_1: {
    tier: 'TIER_1',
    name: 'Free',
    altName: null,
    tagline: 'Source products and try AI design',
    priceCents: { MONTHLY: 0, YEARLY: 0 },
    modules: FREE_MODULES,
    fulfillmentFeePerOrderCents: null,
    shippingCreditPerMonthCents: 0,
    signupCreditsCents: { MONTHLY: 0, YEARLY: 0 },
  },
  TIER_2: {
    tier: 'TIER_2',
    name: 'Beginner',
    altName: 'Essentials',
    tagline: 'Launch your brand and ship your first orders',
    priceCents: { MONTHLY: 2_900, YEARLY: 29_000 },
    modules: BEGINNER_MODULES,
    fulfillmentFeePerOrderCents: 150,
    shippingCreditPerMonthCents: 0,
    signupCreditsCents: { MONTHLY: 2_500, YEARLY: 5_000 },
  },
  TIER_2_5: {
    tier: 'TIER_2_5',
    name: 'Scaling',
    altName: null,
    tagline: 'Grow with analytics, affiliates and SMS',
    priceCents: { MONTHLY: 7_900, YEARLY: 79_000 },
    modules: SCALING_MODULES,
    fulfillmentFeePerOrderCents: 150,
    shippingCreditPerMonthCents: 0,
    signupCreditsCents: { MONTHLY: 5_000, YEARLY: 7_500 },
  },
  TIER_3: {
    tier: 'TIER_3',
    name: 'Professional',
    altName: 'Business',
    tagline: 'Everything, with the lowest fees and AI assistants',
    priceCents: { MONTHLY: 14_900, YEARLY: 149_000 },
    modules: PROFESSIONAL_MODULES,
    fulfillmentFeePerOrderCents: 115,
    shippingCreditPerMonthCents: 5_000,
    signupCreditsCents: { MONTHLY: 7_500, YEARLY: 10_000 },
  },
};

/** The §9 copy every plan shares. */
export const PLAN_COPY = {
  storagePerBinPerSkuCents: 100,
  storefrontPaymentFeeBasisPoints: 500,
  salesChannelFeeBasisPoints: 100,
  cashBackBasisPoints: 100,
  smsTextCents: 2,
  smsMediaCents: 4,
  visitorIdFromCentsPerEmail: 16,
  supplierCount: '1200+',
  warehouse: 'North Carolina, US',
} as const;

/** The signup credit amounts of §9 ($25, $50, $75, $100), one per bundle. */
export const SIGNUP_CREDIT_BUNDLES = [2_500, 5_000, 7_500, 10_000] as const;

/** A store's first subscription starts with a trial unless the founder asked for none (?trialOff). */
export const TRIAL_DAYS = 14;

/** The cancellation survey's offer (second document §9: 40% off), for the next 3 monthly invoices. */
export const CANCELLATION_OFFER = { couponId: 'SURVEY40', percentOff: 40, durationMonths: 3 } as const;

/** Promo codes for plans (the cart's PRODUCTS10 and DESIGN50 are not plan codes). */
export type PlanPromoCode = {
  code: string;
  description: string;
  percentOff: number;
  durationMonths: number | null;
};
export const PLAN_PROMO_CODES: readonly PlanPromoCode[] = [
  {
    code: 'LAUNCH20',
    description: '20% off your first 3 months',
    percentOff: 20,
    durationMonths: 3,
  },
];

/** The plan promo code, case-insensitive; null when the code is not one. */
export function findPlanPromoCode(code: string): PlanPromoCode | null {
  const wanted = code.trim().toUpperCase();
  return PLAN_PROMO_CODES.find((p) => p.code === wanted) ?? null;
}

export const tierRank = (tier: PlanTier) => PLAN_TIERS.indexOf(tier);
export const isPaidTier = (tier: PlanTier): tier is PaidTier => tier !== 'TIER_1';

/** "Beginner (Essentials)". */
export const planLabel = (tier: PlanTier) =>
  PLANS[tier].altName ? `${PLANS[tier].name} (${PLANS[tier].altName})` : PLANS[tier].name;

/** Second document §4: Free → Beginner; Beginner and Scaling → Professional; none from Professional. */
export function upgradePath(tier: PlanTier): PlanTier | null {
  if (tier === 'TIER_1') return 'TIER_2';
  if (tier === 'TIER_2' || tier === 'TIER_2_5') return 'TIER_3';
  return null;
}

/** The lowest plan that turns the module on. */
export function requiredPlanFor(module: ModuleKey): PlanTier {
  return PLAN_TIERS.find((t) => PLANS[t].modules.includes(module)) ?? 'TIER_3';
}

/** Yearly saving against twelve monthly payments, in cents. */
export const yearlySavingCents = (tier: PlanTier) =>
  PLANS[tier].priceCents.MONTHLY * 12 - PLANS[tier].priceCents.YEARLY;

type SubscriptionFacts = {
  blueprintSubscriptionId: string | null;
  blueprintSubscriptionStatus: string | null;
  blueprintSubscriptionPausedAt: string | Date | null;
};

/** Second document §4: active = an id and a status of active, trialing or past due. */
export function isSubscriptionActive(s: SubscriptionFacts): boolean {
  const status = s.blueprintSubscriptionStatus?.toLowerCase();
  return (
    !!s.blueprintSubscriptionId && (status === 'active' || status === 'trialing' || status === 'past_due')
  );
}

/** Paused: a pause time, and not canceled. */
export function isSubscriptionPaused(s: SubscriptionFacts): boolean {
  return !!s.blueprintSubscriptionPausedAt && s.blueprintSubscriptionStatus?.toLowerCase() !== 'canceled';
}

/** Past due is its own check. */
export const isSubscriptionPastDue = (s: SubscriptionFacts) =>
  s.blueprintSubscriptionStatus?.toLowerCase() === 'past_due';

/** The reactivate action's keyword (second document §4). */
export const REACTIVATE_KEYWORD = 'REACTIVATE';

/** What one AI design image costs from the store's balance when a generation asks to deduct credits. */
export const AI_IMAGE_CREDIT_CENTS = 25;
