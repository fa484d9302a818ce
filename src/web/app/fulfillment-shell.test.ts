// The fulfilment shell (issue 23): the Fulfillment home's tiles each lead to a page of the route table, the side
// menu's Fulfillment group matches every fulfilment page, the area gate locks them all with the plan's module,
// and the legacy redirects into the area land on built pages.
import { describe, expect, it } from 'vitest';
import {
  FULFILLMENT_TILE_KEYS,
  fulfillmentTiles,
  isFinancialReportEnabled,
  plannedServiceForPath,
} from '../features/fulfillment/services';
import { resolveLegacyRedirect } from './layout/legacy-redirects';
import { usesBareLayout } from './layout/session-rules';
import { activeMenuItem, type MenuFlags, menuAccessForPath, SIDE_MENU } from './layout/side-menu';
import { findRouteEntry, isBuilt, ROUTES } from './route-table';

const ALL = { hasShopifyChannel: true, isFinancialReportEnabled: true };
const path = (link: string) => new URL(link, 'http://quarry.test').pathname;

describe('Fulfillment home tiles', () => {
  it('are the tiles of spec §2, in its order', () => {
    expect(fulfillmentTiles(ALL).map((t) => t.title)).toEqual([
      'Create an order',
      'Check inventory',
      'Ship to the US fulfillment center',
      'Kitting services',
      'Fulfillment rules',
      'Create shipping label',
      'Shipping label history',
      'Return settings',
      'Book freight shipment',
      'Outbound and returns reports',
      'Set up a pre-sale',
      'Financial report',
      'Book quality check',
    ]);
    expect(fulfillmentTiles(ALL).map((t) => t.key)).toEqual([...FULFILLMENT_TILE_KEYS]);
  });

  it.each(fulfillmentTiles(ALL).map((t) => [t.key, t.to] as const))(
    '%s leads to a built page of the founder app (%s)',
    (_key, to) => {
      const entry = findRouteEntry(path(to));
      expect(entry, to).not.toBeNull();
      expect(isBuilt(entry!)).toBe(true);
      expect(entry).toMatchObject({ access: 'private', layout: 'main' });
    },
  );

  it('sends the real work to its pages: orders, inventory and receivings', () => {
    const to = Object.fromEntries(fulfillmentTiles(ALL).map((t) => [t.key, t.to]));
    expect(to['create-order']).toBe('/orders/new');
    expect(to['check-inventory']).toBe('/inventory');
    expect(to['ship-to-warehouse']).toBe('/receivings/new');
    expect(to['fulfillment-rules']).toBe('/fulfillment-rules');
    expect(to['return-settings']).toBe('/return-settings');
    expect(to['create-shipping-label']).toBe(to['shipping-label-history']);
  });

  it('sends every service built later to a page that says what it will be', () => {
    for (const tile of fulfillmentTiles(ALL).filter((t) => t.isComingLater)) {
      const service = plannedServiceForPath(tile.to);
      expect(service, tile.key).not.toBeNull();
      expect(service!.willDo.length, tile.key).toBeGreaterThan(0);
      expect(findRouteEntry(tile.to)?.page, tile.key).toBe(findRouteEntry('/fulfillment-rules')?.page);
    }
  });

  it('shows return settings for the Shopify sales channel only, and the financial report only when enabled', () => {
    const keys = (c: typeof ALL) => fulfillmentTiles(c).map((t) => t.key);
    const none = keys({ hasShopifyChannel: false, isFinancialReportEnabled: false });
    expect(none).not.toContain('return-settings');
    expect(none).not.toContain('financial-report');
    expect(none).toHaveLength(11);
    expect(keys({ hasShopifyChannel: true, isFinancialReportEnabled: false })).toContain('return-settings');
    expect(keys({ hasShopifyChannel: false, isFinancialReportEnabled: true })).toContain('financial-report');
  });

  it('turns the financial report on only with the store config set to true', () => {
    expect(isFinancialReportEnabled(undefined)).toBe(false);
    expect(isFinancialReportEnabled({})).toBe(false);
    expect(isFinancialReportEnabled({ financialReportEnabled: 'yes' })).toBe(false);
    expect(isFinancialReportEnabled({ financialReportEnabled: true })).toBe(true);
  });
});

describe('the "not built yet" service page', () => {
  const notBuiltRoutes = ROUTES.filter((r) => r.page === findRouteEntry('/fulfillment-rules')?.page);

  it('serves the services, rules, return settings and sales channels, each with its own text', () => {
    expect(notBuiltRoutes.map((r) => r.path)).toHaveLength(16);
    const names = notBuiltRoutes.map((r) => plannedServiceForPath(r.path)?.name);
    expect(names.every(Boolean)).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });

  it('knows nothing of other paths', () => {
    expect(plannedServiceForPath('/fulfillment-services')).toBeNull();
    expect(plannedServiceForPath('/fulfillment-services/unknown')).toBeNull();
    expect(plannedServiceForPath('/ecommerce-services/myspace')).toBeNull();
    expect(plannedServiceForPath('/fulfillment-services/kitting/extra')).toBeNull();
    expect(plannedServiceForPath('/fulfillment-services/kitting/')?.name).toBe('Kitting services');
  });
});

describe('the side menu on fulfilment pages', () => {
  it.each([
    ['/fulfillment-services', 'fulfillment-home'],
    ['/fulfillment-services/kitting', 'fulfillment-home'],
    ['/fulfillment-rules', 'fulfillment-home'],
    ['/ecommerce-services/shopify', 'fulfillment-home'],
    ['/orders', 'orders-and-fulfillment'],
    ['/orders/new', 'orders-and-fulfillment'],
    ['/order-details/12', 'orders-and-fulfillment'],
    ['/inventory', 'products'],
    ['/receivings', 'receivings'],
    ['/receivings/new', 'receivings'],
    ['/receivings/RCV-1/details', 'receivings'],
    ['/return-settings', 'manage-returns'],
  ])('%s is under %s', (pathname, key) => {
    const active = activeMenuItem(pathname, SIDE_MENU);
    expect(active?.item.key).toBe(key);
    expect(active?.parents.map((g) => g.key)).toEqual(['fulfillment']);
  });

  const fulfilmentPaths = [
    ...fulfillmentTiles(ALL).map((t) => path(t.to)),
    '/fulfillment-services',
    '/orders',
    '/order-details/12',
    '/receivings',
    '/receivings/RCV-1/details',
    '/ecommerce-services',
  ];
  const on: MenuFlags = { fulfillment: true };

  it('locks every fulfilment page when the plan lacks the FULFILLMENT module', () => {
    for (const p of fulfilmentPaths)
      expect(menuAccessForPath(p, { menus: { fulfillment: false }, isPreviewAccount: false }), p).toBe(
        'hidden-by-plan',
      );
  });

  it('opens them with the module, and keeps preview accounts out of Manage Returns only', () => {
    for (const p of fulfilmentPaths) {
      expect(menuAccessForPath(p, { menus: on, isPreviewAccount: false }), p).toBe('allowed');
      expect(menuAccessForPath(p, { menus: on, isPreviewAccount: true }), p).toBe(
        p === '/return-settings' ? 'preview-blocked' : 'allowed',
      );
    }
  });
});

describe('legacy redirects into fulfilment', () => {
  const FROM: [from: string, to: string][] = [
    ['/setup-business', '/fulfillment-services'],
    ...['shopify', 'pietra-shop', 'instagram', 'wholesale', 'verishop', 'google-shopping'].map(
      (c): [string, string] => [`/fulfillment-services/${c}`, `/ecommerce-services/${c}`],
    ),
  ];

  it.each(FROM)('%s lands on the built page %s', (from, to) => {
    expect(resolveLegacyRedirect(from)).toBe(to);
    const entry = findRouteEntry(to);
    expect(entry && isBuilt(entry)).toBe(true);
    expect(activeMenuItem(to, SIDE_MENU)?.item.key).toBe('fulfillment-home');
  });

  it('keeps the services of the home apart from the redirected channels', () => {
    expect(resolveLegacyRedirect('/fulfillment-services/kitting')).toBeNull();
  });
});

describe('order tracking', () => {
  it('is public and without the main layout', () => {
    expect(findRouteEntry('/track-order')).toMatchObject({ access: 'public', layout: 'bare' });
    expect(usesBareLayout('/track-order')).toBe(true);
  });
});
