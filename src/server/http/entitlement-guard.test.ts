import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS } from '../../shared/rules/plans';
import { listApiRoutes } from '../app';
import { storeModules } from '../modules/stores/entitlements';
import { createTestApp, type TestApp } from '../test/test-app';
import type { StoreRow } from './context';
import { routeRule } from './entitlement-guard';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

describe('entitlement guard', () => {
  it('classifies every registered route (a module or open)', () => {
    const routes = listApiRoutes(t.app).filter((r) => r.url.startsWith('/rest/main'));
    expect(routes.length).toBeGreaterThan(100);
    const unclassified = routes.filter((r) => !routeRule(r.url)).map((r) => `${r.method} ${r.url}`);
    expect(unclassified).toEqual([]);
  });

  it('gates fulfilment for Free and keeps business kits, the account and plans open', () => {
    expect(routeRule('/rest/main/web/creator-order-items/:id/update-stored-at-fbp')?.[1]).toBe('FULFILLMENT');
    expect(routeRule('/rest/main/web/creator-order-items/:id')?.[1]).toBeNull();
    expect(routeRule('/rest/main/web/brand-kit-modules')?.[1]).toBeNull();
    expect(routeRule('/rest/main/web/subscriptions/current')?.[1]).toBeNull();
  });
});

describe('entitlements from the plan data', () => {
  const store = (planType: StoreRow['planType'], modules: Record<string, string> = {}) =>
    ({ planType, modules }) as StoreRow;
  it('turns on exactly the plan modules', () => {
    for (const tier of ['TIER_1', 'TIER_2', 'TIER_2_5', 'TIER_3'] as const) {
      const on = Object.entries(storeModules(store(tier)))
        .filter(([, v]) => v === 'ACTIVE')
        .map(([k]) => k);
      expect(on.sort()).toEqual([...PLANS[tier].modules].sort());
    }
  });
  it('shows EXPIRED for a lost module, and the plan beats an old EXPIRED', () => {
    expect(storeModules(store('TIER_1', { FULFILLMENT: 'EXPIRED' })).FULFILLMENT).toBe('EXPIRED');
    expect(storeModules(store('TIER_2', { FULFILLMENT: 'EXPIRED' })).FULFILLMENT).toBe('ACTIVE');
    expect(storeModules(store('TIER_1')).ANALYTICS).toBe('NOT_ACTIVE');
  });
});
