// The side menu of the second document (§2 "Side menu") as data: groups, items, links, extra links
// and patterns for the menu-matching rule, the server's `menus` flag that hides each entry, and the
// preview-blocked item. Whether an item's page exists comes from the route table, not from here.
import type { MenuKey } from '../../../shared/contract/stores';
import { canRole, type RouteClass, type StoreRole } from '../../../shared/rules/team-roles';
import { findActiveMenuItem, type MenuMatcher } from './menu-match';

export type MenuItem = MenuMatcher & {
  kind: 'item';
  key: string;
  label: string;
  /** Hidden when the session's menus[flag] is false. */
  flag?: MenuKey;
  /** Shown disabled to preview accounts, and its pages refuse them (spec §6: Manage Returns). */
  isPreviewBlocked?: boolean;
  /**
   * The route class the item's page is for (decision 042). Every role may read every area, so a role that may
   * not do this sees the item marked "View only" rather than hidden.
   */
  cls?: RouteClass;
};

export type MenuGroup = {
  kind: 'group';
  key: string;
  label: string;
  flag?: MenuKey;
  children: readonly MenuEntry[];
};

export type MenuEntry = MenuItem | MenuGroup;

const item = (key: string, label: string, link: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  kind: 'item',
  key,
  label,
  link,
  ...extra,
});

const group = (key: string, label: string, children: MenuEntry[], flag?: MenuKey): MenuGroup => ({
  kind: 'group',
  key,
  label,
  children,
  ...(flag ? { flag } : {}),
});

/** Analytics chart items: label and route, in the order the second document names them. */
const chart = (label: string, link: string) =>
  item(`analytics${link.replace(/\//g, '-').replace(/^-analytics/, '')}`, label, link);

export const SIDE_MENU: readonly MenuEntry[] = [
  item('ecomm-tools', 'E-comm tools', '/homebase', { flag: 'ecomm-tools' }),
  item('ai-assistants', 'AI Assistants', '/ai-agents', {
    flag: 'ai-assistants',
    patterns: [/^\/llm\/[^/]+$/],
  }),
  group(
    'sourcing',
    'Sourcing',
    [
      item('sourcing-home', 'Home', '/home'),
      // The marketplace, its product and supplier pages and the search by image: not "Home" (issue 21).
      item('browse-suppliers', 'Browse suppliers', '/browse-suppliers', {
        extraLinks: ['/browse-suppliers-with-uploaded-image', '/supplier-profile'],
      }),
      item('custom-project-requests', 'Custom Project Requests', '/inbox/custom-project-requests', {
        cls: 'write',
        patterns: [/^\/create-custom-project(\/[^/]+)?$/],
      }),
      item('inbox', 'Inbox', '/inbox/messages', { extraLinks: ['/inbox'], cls: 'write' }),
      item('invoices', 'Invoices', '/inbox/needs-payment', {
        cls: 'billing',
        extraLinks: ['/pay-invoice', '/add-shipping-address'],
      }),
      item('orders-and-shipments', 'Orders & Shipments', '/inbox/orders'),
      item('my-suppliers', 'My Suppliers', '/inbox/my-suppliers'),
      item('my-favorites', 'My Favorites', '/favorites'),
      // The second document also lists Product Design Studio (/shopify-design) and Print on Demand at
      // the top level: each is shown once, the studio here (its built page, under the top-level
      // item's flag) and Print on Demand at the top level (issue 21).
      item('sourcing-product-design', 'Product Design Studio', '/sourcing/product-design', {
        flag: 'product-design-studio',
        extraLinks: ['/shopify-design'],
        cls: 'write',
      }),
    ],
    'sourcing',
  ),
  item('print-on-demand', 'Print on Demand', '/print-on-demand-catalog', {
    flag: 'print-on-demand',
    extraLinks: ['/printful-widget', '/template-item'],
  }),
  group(
    'fulfillment',
    'Fulfillment',
    [
      // The home's own service pages sit under /fulfillment-services/; rules and sales channels open from it.
      item('fulfillment-home', 'Fulfillment Home', '/fulfillment-services', {
        extraLinks: ['/fulfillment-rules', '/ecommerce-services', '/order-packaging'],
      }),
      item('orders-and-fulfillment', 'Orders & Fulfillment', '/orders', {
        extraLinks: ['/order-details', '/orders/new'],
      }),
      item('products', 'Products', '/inventory'),
      item('receivings', 'Receivings', '/receivings'),
      item('manage-returns', 'Manage Returns', '/return-settings', { isPreviewBlocked: true }),
    ],
    'fulfillment',
  ),
  item('content-studio', 'AI Content Studio', '/content-studio/dashboard/home', {
    flag: 'content-studio',
    extraLinks: ['/content-studio'],
  }),
  item('pulse', 'Pulse', '/social-analysis/all-content', { flag: 'pulse', extraLinks: ['/social-analysis'] }),
  item('retail-connect', 'Retail Connect', '/retail-connect', { flag: 'retail-connect' }),
  item('ai-product-design', 'AI Product Design', '/product-design', {
    flag: 'ai-product-design',
    extraLinks: ['/product-ideation', '/your-ideations'],
    cls: 'write',
  }),
  item('visitor-id', 'Visitor ID', '/email-capture', { flag: 'visitor-id' }),
  item('affiliate-marketing', 'Affiliate Marketing', '/v2/affiliate-marketing', {
    flag: 'affiliate-marketing',
  }),
  group(
    'analytics',
    'Analytics',
    [
      // The order and product dashboards have no chart name of their own: they open from Dashboards.
      item('analytics-dashboards', 'Dashboards', '/analytics', {
        extraLinks: ['/analytics-order', '/analytics-product'],
      }),
      item('fulfillment-metrics', 'Fulfillment Metrics', '/fulfillment-metrics', {
        flag: 'fulfillment-metrics',
      }),
      group('customer-charts', 'Customer charts', [
        chart('All customers graph', '/analytics-all-customers-graph'),
        chart('Customer development', '/analytics-customer'),
        chart('Repeat purchase', '/analytics-repeat-purchase'),
        chart('Repeat purchase development', '/analytics-repeat-purchase-development'),
        chart('Time between purchase', '/analytics-time-between-purchase'),
        chart('LTV cohorts', '/analytics-ltv'),
        chart('Daily LTV', '/customer-daily-ltv'),
        chart('RFM', '/analytics-rfm'),
        chart('Percentile analysis', '/analytics-percentile-analysis'),
        chart('Customer economics', '/analytics-customer-economics'),
        chart('Customer persona', '/analytics-customer-persona'),
        chart('Customer cohorts', '/analytics-cohorts'),
        chart('Best zone', '/analytics-base-zone'),
        chart('Zone development', '/analytics-zone-development'),
        chart('Daily churn risk', '/analytics-churn-risk'),
        chart('Churn risk development', '/analytics-churn-risk-development'),
        chart('Recovered customers', '/analytics-recovered-customers'),
        chart('Revenue by cohorts', '/analytics-revenue-by-cohorts'),
      ]),
      group('order-charts', 'Order charts', [
        chart('All orders', '/analytics-all-order'),
        chart('Development', '/order-development'),
        chart('Count distribution', '/order-count-distribution'),
        chart('Time analysis', '/order-time-analysis'),
        chart('Discounts', '/order-discounts'),
        chart('Free shipping threshold', '/free-shipping-threshold'),
        chart('First order value', '/order-first-order-value'),
        chart('Average order value', '/order-avg-value'),
        chart('AOV per order count', '/order-aov-pre-order-count'),
        chart('Items per basket', '/order-items-per-basket'),
      ]),
      group('product-charts', 'Product charts', [
        chart('All products', '/product-all'),
        chart('All variants', '/product-all-variants'),
        chart('Best item', '/product-best-item'),
        chart('Gross items sold', '/product-sold-item'),
        chart('Return rate', '/product-return-rate'),
        chart('Returned item', '/product-return-items'),
        chart('Cross selling', '/product-cross-selling-analysis'),
        chart('Follow up purchases', '/product-follow-up-purchases'),
      ]),
      group('marketing-charts', 'Marketing charts', [chart('Channels', '/marketing-channels')]),
    ],
    'analytics',
  ),
  item('storefront', 'Storefront', '/manage-shop', {
    flag: 'storefront',
    extraLinks: ['/subscribers', '/discount', '/discount-detail', '/set-pietra-pop'],
  }),
  // Brand kits (first document: /business-kits, always allowed) have no place in the second document's
  // menu; without an entry a founder could not find them again (issue 21).
  item('brand-kits', 'Brand kits', '/business-kits', { extraLinks: ['/bk'], cls: 'write' }),
  item('brand-co-pilot', 'Brand Co-pilot', '/co-pilot', { flag: 'brand-co-pilot' }),
  item('get-help', 'Get Help', '/education', { flag: 'get-help' }),
];

/** The support call links of the side menu (business setting DISPLAY/SUPPORT_CALL_LINKS), in order. */
export const SUPPORT_CALL_LINKS = [
  { key: 'creatorHubExpert', label: 'Creator Hub expert' },
  { key: 'sourcingSpecialist', label: 'Sourcing specialist' },
  { key: 'fulfillmentSpecialist', label: 'Fulfillment specialist' },
  { key: 'ecommerceSpecialist', label: 'E-commerce specialist' },
] as const;
export type SupportCallLinkKey = (typeof SUPPORT_CALL_LINKS)[number]['key'];

export type MenuFlags = Partial<Record<MenuKey, boolean>>;

/** An entry is shown unless its flag is explicitly false (spec: "false = hidden"). */
export function isMenuEntryVisible(entry: MenuEntry, menus: MenuFlags): boolean {
  return !entry.flag || menus[entry.flag] !== false;
}

/** Whether the role may read the item's area but not do what it is for: the menu marks it "View only". */
export function isViewOnlyFor(item: MenuItem, role: StoreRole | null | undefined): boolean {
  return Boolean(item.cls && role && !canRole(role, item.cls));
}

/** The menu without hidden entries (and without groups left empty). */
export function visibleMenu(entries: readonly MenuEntry[], menus: MenuFlags): MenuEntry[] {
  const out: MenuEntry[] = [];
  for (const entry of entries) {
    if (!isMenuEntryVisible(entry, menus)) continue;
    if (entry.kind === 'item') out.push(entry);
    else {
      const children = visibleMenu(entry.children, menus);
      if (children.length > 0) out.push({ ...entry, children });
    }
  }
  return out;
}

/** Every item, depth first, with the groups that contain it. */
export function flattenMenu(
  entries: readonly MenuEntry[],
  parents: readonly MenuGroup[] = [],
): { item: MenuItem; parents: readonly MenuGroup[] }[] {
  return entries.flatMap((entry) =>
    entry.kind === 'item' ? [{ item: entry, parents }] : flattenMenu(entry.children, [...parents, entry]),
  );
}

/** The item to highlight for a path among the visible ones, with the groups to open. */
export function activeMenuItem(pathname: string, entries: readonly MenuEntry[]) {
  const flat = flattenMenu(entries);
  const item = findActiveMenuItem(
    pathname,
    flat.map((f) => f.item),
  );
  return item ? (flat.find((f) => f.item === item) ?? null) : null;
}

export type PathAccess = 'allowed' | 'hidden-by-plan' | 'preview-blocked';

/**
 * Whether the session may open a path: a path whose menu items are all hidden by the session's flags
 * belongs to an area the store does not have; preview accounts are refused preview-blocked items.
 * Always-allowed paths are decided by the caller before this.
 */
export function menuAccessForPath(
  pathname: string,
  session: { menus: MenuFlags; isPreviewAccount: boolean },
  entries: readonly MenuEntry[] = SIDE_MENU,
): PathAccess {
  const matching = flattenMenu(entries).filter(({ item }) => findActiveMenuItem(pathname, [item]) !== null);
  if (matching.length === 0) return 'allowed';
  const reachable = matching.filter(
    ({ item, parents }) =>
      isMenuEntryVisible(item, session.menus) && parents.every((g) => isMenuEntryVisible(g, session.menus)),
  );
  if (reachable.length === 0) return 'hidden-by-plan';
  if (session.isPreviewAccount && reachable.every(({ item }) => item.isPreviewBlocked))
    return 'preview-blocked';
  return 'allowed';
}

/** The flags that hide a path's menu entries (its own and its groups'), to say which area it is. */
export function menuFlagsForPath(pathname: string, entries: readonly MenuEntry[] = SIDE_MENU): MenuKey[] {
  const matching = flattenMenu(entries).filter(({ item }) => findActiveMenuItem(pathname, [item]) !== null);
  const flags = matching.flatMap(({ item, parents }) => [item.flag, ...parents.map((g) => g.flag)]);
  return [...new Set(flags.filter((f): f is MenuKey => !!f))];
}
