import type { MenuKey, PlanType } from '../../../shared/contract/stores';
import type { StoreRow } from '../../http/context';

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
type Activation = 'NOT_ACTIVE' | 'ACTIVE' | 'EXPIRED';

/** What each plan tier turns on (each tier adds to the one below); a store's own `modules` override it. */
const FREE: readonly ModuleKey[] = ['SOURCING', 'PRODUCT_DESIGN', 'FULFILLMENT', 'STOREFRONT'];
const BEGINNER: readonly ModuleKey[] = [...FREE, 'EMAIL_CAPTURE', 'ANALYTICS'];
const SCALING: readonly ModuleKey[] = [...BEGINNER, 'AFFILIATE_MARKETING', 'SMS_MARKETING'];
const PLAN_MODULES: Record<PlanType, readonly ModuleKey[]> = {
  TIER_1: FREE,
  TIER_2: BEGINNER,
  TIER_2_5: SCALING,
  TIER_3: SCALING,
};

export function storeModules(store: StoreRow): Record<ModuleKey, Activation> {
  const on = new Set(PLAN_MODULES[store.planType]);
  const out = {} as Record<ModuleKey, Activation>;
  for (const m of MODULES) {
    const override = store.modules[m];
    out[m] =
      override === 'ACTIVE' || override === 'EXPIRED' || override === 'NOT_ACTIVE'
        ? override
        : on.has(m)
          ? 'ACTIVE'
          : 'NOT_ACTIVE';
  }
  return out;
}

/** Side menu flags (second document, "Side menu"): an item whose flag is false is hidden. */
export function menuFlags(modules: Record<ModuleKey, Activation>): Record<MenuKey, boolean> {
  const active = (m: ModuleKey) => modules[m] === 'ACTIVE';
  return {
    'ecomm-tools': true,
    'ai-assistants': active('AI_ASSISTANTS'),
    sourcing: active('SOURCING'),
    'print-on-demand': active('SOURCING'),
    fulfillment: active('FULFILLMENT'),
    'content-studio': true,
    pulse: true,
    'retail-connect': true,
    'ai-product-design': active('PRODUCT_DESIGN'),
    'product-design-studio': active('PRODUCT_DESIGN'),
    'visitor-id': active('EMAIL_CAPTURE'),
    'affiliate-marketing': active('AFFILIATE_MARKETING'),
    analytics: active('ANALYTICS'),
    'fulfillment-metrics': active('ANALYTICS') && active('FULFILLMENT'),
    storefront: active('STOREFRONT'),
    'brand-co-pilot': true,
    'get-help': true,
  };
}
