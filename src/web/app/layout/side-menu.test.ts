import { describe, expect, it } from 'vitest';
import { MenuKey } from '../../../shared/contract/stores';
import { ROLE_MATRIX, STORE_ROLES, type StoreRole } from '../../../shared/rules/team-roles';
import { findRouteEntry, ROUTES } from '../route-table';
import {
  activeMenuItem,
  flattenMenu,
  isViewOnlyFor,
  type MenuEntry,
  type MenuFlags,
  menuAccessForPath,
  SIDE_MENU,
  visibleMenu,
} from './side-menu';

const allOn = Object.fromEntries(MenuKey.options.map((k) => [k, true])) as MenuFlags;
const labels = (entries: readonly MenuEntry[]) => entries.map((e) => e.label);

function allEntries(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.flatMap((e) => (e.kind === 'group' ? [e, ...allEntries(e.children)] : [e]));
}

describe('side menu data', () => {
  it('has the groups and items of the second document, in order', () => {
    expect(labels(SIDE_MENU)).toEqual([
      'E-comm tools',
      'AI Assistants',
      'Sourcing',
      'Print on Demand',
      'Fulfillment',
      'AI Content Studio',
      'Pulse',
      'Retail Connect',
      'AI Product Design',
      'Visitor ID',
      'Affiliate Marketing',
      'Analytics',
      'Storefront',
      'Brand kits',
      'Brand Co-pilot',
      'Get Help',
    ]);
    const group = (key: string) => SIDE_MENU.find((e) => e.key === key);
    const sourcing = group('sourcing');
    expect(
      sourcing?.kind === 'group' && sourcing.children.map((c) => [c.label, c.kind === 'item' && c.link]),
    ).toEqual([
      ['Home', '/home'],
      ['Browse suppliers', '/browse-suppliers'],
      ['Custom Project Requests', '/inbox/custom-project-requests'],
      ['Inbox', '/inbox/messages'],
      ['Invoices', '/inbox/needs-payment'],
      ['Orders & Shipments', '/inbox/orders'],
      ['My Suppliers', '/inbox/my-suppliers'],
      ['My Favorites', '/favorites'],
      ['Product Design Studio', '/sourcing/product-design'],
    ]);
    const fulfillment = group('fulfillment');
    expect(
      fulfillment?.kind === 'group' &&
        fulfillment.children.map((c) => [c.label, c.kind === 'item' && c.link]),
    ).toEqual([
      ['Fulfillment Home', '/fulfillment-services'],
      ['Orders & Fulfillment', '/orders'],
      ['Products', '/inventory'],
      ['Receivings', '/receivings'],
      ['Manage Returns', '/return-settings'],
    ]);
    const analytics = group('analytics');
    expect(analytics?.kind === 'group' && labels(analytics.children)).toEqual([
      'Dashboards',
      'Fulfillment Metrics',
      'Customer charts',
      'Order charts',
      'Product charts',
      'Marketing charts',
    ]);
  });

  it('lists every chart of the second document', () => {
    const analytics = SIDE_MENU.find((e) => e.key === 'analytics');
    const charts =
      analytics?.kind === 'group' ? flattenMenu(analytics.children).map((f) => f.item.label) : [];
    expect(charts).toHaveLength(2 + 18 + 10 + 8 + 1);
  });

  it('uses exactly the menu flags the server sends', () => {
    const flags = new Set(allEntries(SIDE_MENU).flatMap((e) => (e.flag ? [e.flag] : [])));
    expect([...flags].sort()).toEqual([...MenuKey.options].sort());
  });

  it('has unique keys', () => {
    const keys = allEntries(SIDE_MENU).map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('links only to routes of the route table, and its extra links cover routes', () => {
    for (const { item } of flattenMenu(SIDE_MENU)) {
      expect(findRouteEntry(item.link), `${item.label}: ${item.link}`).not.toBeNull();
      for (const link of item.extraLinks ?? []) {
        const covered = ROUTES.some((r) => r.path === link || r.path.startsWith(`${link}/`));
        expect(covered, `${item.label}: ${link}`).toBe(true);
      }
    }
  });

  it('blocks Manage Returns for preview accounts, and only it', () => {
    const blocked = flattenMenu(SIDE_MENU).filter((f) => f.item.isPreviewBlocked);
    expect(blocked.map((f) => f.item.label)).toEqual(['Manage Returns']);
  });
});

describe('menu flags', () => {
  it('hides an entry whose flag is false, and keeps one whose flag is missing', () => {
    const menu = visibleMenu(SIDE_MENU, { ...allOn, 'ai-assistants': false, pulse: undefined });
    expect(labels(menu)).not.toContain('AI Assistants');
    expect(labels(menu)).toContain('Pulse');
  });

  it('hides a whole group by its flag', () => {
    expect(labels(visibleMenu(SIDE_MENU, { ...allOn, analytics: false }))).not.toContain('Analytics');
  });

  it('hides an item inside a group by its own flag', () => {
    const menu = visibleMenu(SIDE_MENU, { ...allOn, 'fulfillment-metrics': false });
    const analytics = menu.find((e) => e.key === 'analytics');
    expect(analytics?.kind === 'group' && labels(analytics.children)).not.toContain('Fulfillment Metrics');
  });
});

describe('active item', () => {
  it('is the Homebase item at the start of a session, with no group open', () => {
    const active = activeMenuItem('/homebase', SIDE_MENU);
    expect(active?.item.key).toBe('ecomm-tools');
    expect(active?.parents).toEqual([]);
  });

  it('opens the groups around a nested item', () => {
    const active = activeMenuItem('/analytics-rfm', SIDE_MENU);
    expect(active?.item.label).toBe('RFM');
    expect(active?.parents.map((g) => g.key)).toEqual(['analytics', 'customer-charts']);
  });

  it('follows extra links and patterns', () => {
    expect(activeMenuItem('/order-details/12', SIDE_MENU)?.item.key).toBe('orders-and-fulfillment');
    expect(activeMenuItem('/llm/branding', SIDE_MENU)?.item.key).toBe('ai-assistants');
    expect(activeMenuItem('/create-custom-project/5', SIDE_MENU)?.item.key).toBe('custom-project-requests');
    expect(activeMenuItem('/inbox/orders', SIDE_MENU)?.item.key).toBe('orders-and-shipments');
    expect(activeMenuItem('/content-studio', SIDE_MENU)?.item.key).toBe('content-studio');
  });

  it('is nothing for pages outside the menu', () => {
    expect(activeMenuItem('/account-info', SIDE_MENU)).toBeNull();
  });
});

describe('access by menu flags', () => {
  const session = (menus: MenuFlags, isPreviewAccount = false) => ({ menus, isPreviewAccount });

  it('allows paths outside the menu and paths of visible items', () => {
    expect(menuAccessForPath('/account-info', session({}))).toBe('allowed');
    expect(menuAccessForPath('/orders', session(allOn))).toBe('allowed');
  });

  it('locks an area the plan hides', () => {
    expect(menuAccessForPath('/analytics-rfm', session({ ...allOn, analytics: false }))).toBe(
      'hidden-by-plan',
    );
    expect(
      menuAccessForPath('/fulfillment-metrics', session({ ...allOn, 'fulfillment-metrics': false })),
    ).toBe('hidden-by-plan');
  });

  it('keeps a path reachable through any visible item', () => {
    // The real menu names each page once (issue 21), so two entries sharing a path are made up here.
    const menu: MenuEntry[] = [
      {
        kind: 'group',
        key: 'sourcing',
        label: 'Sourcing',
        flag: 'sourcing',
        children: [{ kind: 'item', key: 'a', label: 'A', link: '/print-on-demand-catalog' }],
      },
      { kind: 'item', key: 'b', label: 'B', link: '/print-on-demand-catalog', flag: 'print-on-demand' },
    ];
    expect(
      menuAccessForPath('/print-on-demand-catalog', session({ ...allOn, 'print-on-demand': false }), menu),
    ).toBe('allowed');
    expect(
      menuAccessForPath(
        '/print-on-demand-catalog',
        session({ ...allOn, 'print-on-demand': false, sourcing: false }),
        menu,
      ),
    ).toBe('hidden-by-plan');
  });

  it('refuses preview accounts the preview-blocked item', () => {
    expect(menuAccessForPath('/return-settings', session(allOn, true))).toBe('preview-blocked');
    expect(menuAccessForPath('/return-settings', session(allOn, false))).toBe('allowed');
    expect(menuAccessForPath('/orders', session(allOn, true))).toBe('allowed');
  });
});

describe('what a new founder finds (issue 21)', () => {
  const items = flattenMenu(SIDE_MENU).map((f) => f.item);

  it('names every page once: no label or link twice', () => {
    const labelsSeen = items.map((i) => i.label);
    expect(labelsSeen.filter((l, i) => labelsSeen.indexOf(l) !== i)).toEqual([]);
    const links = items.flatMap((i) => [i.link, ...(i.extraLinks ?? [])]);
    expect(links.filter((l, i) => links.indexOf(l) !== i)).toEqual([]);
  });

  it('has a Brand kits entry, active on the kit list and a kit', () => {
    const kits = items.find((i) => i.label === 'Brand kits');
    expect(kits?.link).toBe('/business-kits');
    expect(activeMenuItem('/business-kits', SIDE_MENU)?.item.label).toBe('Brand kits');
    expect(activeMenuItem('/business-kits/7', SIDE_MENU)?.item.label).toBe('Brand kits');
  });

  it('shows Product Design Studio once, on its built page', () => {
    const studios = items.filter((i) => i.label === 'Product Design Studio');
    expect(studios.map((i) => i.link)).toEqual(['/sourcing/product-design']);
    expect(findRouteEntry('/sourcing/product-design')?.page).toBeDefined();
  });

  it('does not highlight Home on the marketplace and its product and supplier pages', () => {
    for (const path of [
      '/browse-suppliers',
      '/browse-suppliers/catalog-item/1',
      '/browse-suppliers/supplier-profile/3',
      '/browse-suppliers-with-uploaded-image',
    ]) {
      const active = activeMenuItem(path, SIDE_MENU);
      expect(active?.item.label, path).toBe('Browse suppliers');
      expect(
        active?.parents.map((g) => g.key),
        path,
      ).toEqual(['sourcing']);
    }
    expect(activeMenuItem('/home', SIDE_MENU)?.item.label).toBe('Home');
  });
});

describe('side menu by store role (decision 042)', () => {
  const flat = flattenMenu(SIDE_MENU).map((f) => f.item);
  const viewOnly = (role: StoreRole | null) =>
    flat.filter((item) => isViewOnlyFor(item, role)).map((item) => item.key);

  it('marks nothing for an owner or admin, or when the role is unknown', () => {
    expect(viewOnly('OWNER')).toEqual([]);
    expect(viewOnly('ADMIN')).toEqual([]);
    expect(viewOnly(null)).toEqual([]);
  });

  it('marks what a viewer and a fulfilment member may read but not do, by the matrix', () => {
    const marked = ['custom-project-requests', 'inbox', 'invoices', 'sourcing-product-design'];
    expect(viewOnly('VIEWER')).toEqual([...marked, 'ai-product-design', 'brand-kits']);
    expect(viewOnly('FULFILMENT')).toEqual([...marked, 'ai-product-design', 'brand-kits']);
    for (const item of flat)
      if (item.cls)
        for (const role of STORE_ROLES) expect(isViewOnlyFor(item, role)).toBe(!ROLE_MATRIX[role][item.cls]);
  });

  it('hides no item from any role: every role may read every area', () => {
    for (const role of STORE_ROLES) expect(ROLE_MATRIX[role].read).toBe(true);
  });
});
