import type { MenuKey } from '../../../shared/contract/stores';
import { MODULES, type ModuleActivationValue, type ModuleKey, PLANS } from '../../../shared/rules/plans';
import type { StoreRow } from '../../http/context';

type Activation = ModuleActivationValue;

/**
 * Each module's activation for the store: ACTIVE when its plan (src/shared/rules/plans.ts) turns it on,
 * else NOT_ACTIVE — unless the store's own `modules` say otherwise. The subscriptions module writes
 * EXPIRED there for the modules a store lost when its subscription ended, paused or went unpaid.
 */
export function storeModules(store: StoreRow): Record<ModuleKey, Activation> {
  const on = new Set(PLANS[store.planType].modules);
  const out = {} as Record<ModuleKey, Activation>;
  for (const m of MODULES) {
    const override = store.modules[m];
    // A plan that turns the module on again beats an EXPIRED left from an earlier subscription.
    if (override === 'ACTIVE' || override === 'NOT_ACTIVE') out[m] = override;
    else if (on.has(m)) out[m] = 'ACTIVE';
    else out[m] = override === 'EXPIRED' ? 'EXPIRED' : 'NOT_ACTIVE';
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
