// The route table as data: every route of both spec documents (§2), whether it needs a session,
// its layout (by the "paths usable without the main layout" rule), the domain that owns it, its
// title, and its lazily loaded page. A page not built yet is `notBuilt`: one honest "not available
// yet" page. Building a page later is a one-line change to its entry's `page`.
import { type ComponentType, createElement } from 'react';
import { matchPath } from 'react-router';
import { salesChannelName } from '../features/fulfillment/sales-channels';
import type { InvoiceSlots } from '../features/invoices/slots';
import {
  FULFILLMENT_SERVICE_SLUGS,
  type FulfillmentServiceSlug,
  paths,
  SALES_CHANNEL_SLUGS,
} from '../routing/paths';
import type { Domain } from './domains';
import { usesBareLayout } from './layout/session-rules';
import type { PageLoader, RouteEntry } from './route-entry';

/** The one page every route without its own page shows. */
export const notBuilt: PageLoader = () => import('./pages/not-available-page');

const loginPage: PageLoader = () => import('./pages/login-page');
const forgotPasswordPage: PageLoader = () => import('../features/auth/pages/forgot-password-page');
const resetPasswordPage: PageLoader = () => import('../features/auth/pages/reset-password-page');
const googleCallbackPage: PageLoader = () => import('../features/auth/pages/google-callback-page');
const homebasePage: PageLoader = () => import('./pages/homebase-page');
// The AI assistant of a homebase option (issue 24, decision 053).
const assistantPage: PageLoader = () => import('./pages/llm-assistant-page');
const accountInfoPage: PageLoader = () => import('./pages/account-info-page');
const acceptTeamInvitePage: PageLoader = () => import('../features/team/pages/accept-invite-page');
const notFoundPage: PageLoader = () => import('./pages/not-found-page');
const sourcingAgentPage: PageLoader = () => import('../features/sourcing-agent/pages/sourcing-agent-page');
// The catalog's sourcing home with the founder's quiz answers putting their categories first (composed in app/).
const sourcingHomePage: PageLoader = () => import('./pages/sourcing-home-page');
const quizPage: PageLoader = () => import('../features/onboarding/pages/quiz-page');
const blueprintPage: PageLoader = () => import('../features/onboarding/pages/blueprint-page');
const educationPage: PageLoader = () => import('../features/onboarding/pages/education-page');
// The marketplace with the projects feature's list in its RFP view (composed in app/, STYLE.md).
const browseSuppliersPage: PageLoader = () => import('./pages/browse-suppliers-page');
// The catalog's product page with the cart's ordering panel (composed in app/, STYLE.md).
const catalogItemPage: PageLoader = () => import('./pages/catalog-item-page');
// The catalog's supplier and preview pages show the reviews feature's section (composed in app/).
const supplierProfilePage: PageLoader = () => import('./pages/supplier-profile-page');
// The catalog's favorites with the supplier-invites feature's button (composed in app/).
const favoritesPage: PageLoader = () => import('./pages/favorites-page');
const postReviewPage: PageLoader = () => import('../features/reviews/pages/post-review-page');
const meetingRoomPage: PageLoader = () => import('../features/messaging/pages/meeting-room-page');
const previewItemPage: PageLoader = () => import('./pages/preview-catalog-item-page');
const previewSupplierPage: PageLoader = () => import('./pages/preview-supplier-profile-page');
const customProjectPage: PageLoader = () => import('../features/projects/pages/custom-project-page');
const tariffAgentPage: PageLoader = () => import('../features/tariff-agent/pages/tariff-agent-page');
const tariffReviewPage: PageLoader = () => import('../features/tariff-agent/pages/tariff-review-page');
const leaveReviewPage: PageLoader = () => import('./pages/leave-a-review-page');
// The inbox tabs (spec §2) share one tab bar across features, so their pages are composed in app/.
const INBOX_PAGES: Record<(typeof INBOX_TABS)[number][0], PageLoader> = {
  messages: () => import('./pages/inbox/inbox-messages-page'),
  'my-suppliers': () => import('./pages/inbox/my-suppliers-page'),
  orders: () => import('./pages/inbox/orders-page'),
  'needs-payment': () => import('./pages/inbox/needs-payment-page'),
  'custom-project-requests': () => import('./pages/inbox/project-requests-page'),
};
// Checkout is the cart's, with the payments feature's panel at its payment step (composed in app/).
const checkoutPage: PageLoader = () => import('./pages/checkout-page');
// Invoice pages are the invoices feature's, paying through the payments feature's panel and taking addresses
// through the cart's form (joined here, in app/). A page loads only the slots it names.
const INVOICE_SLOTS: { [K in keyof InvoiceSlots]: () => Promise<InvoiceSlots[K]> } = {
  PaymentPanel: () => import('../features/payments/components/payment-panel').then((m) => m.PaymentPanel),
  AddressForm: () => import('../features/cart/components/address/address-form').then((m) => m.AddressForm),
  AddressPicker: () =>
    import('../features/cart/components/address/address-picker').then((m) => m.AddressPicker),
};
const withInvoiceSlots =
  <K extends keyof InvoiceSlots>(
    load: () => Promise<{ default: ComponentType<Pick<InvoiceSlots, K>> }>,
    ...names: K[]
  ): PageLoader =>
  async () => {
    const [page, parts] = await Promise.all([
      load(),
      Promise.all(names.map((name) => INVOICE_SLOTS[name]())),
    ]);
    const slots = {} as Pick<InvoiceSlots, K>;
    names.forEach((name, i) => {
      slots[name] = parts[i]!;
    });
    return { default: () => createElement(page.default, slots) };
  };
const payInvoicePage = withInvoiceSlots(
  () => import('../features/invoices/pages/pay-invoice-page'),
  'PaymentPanel',
);
const publicPayInvoicePage = withInvoiceSlots(
  () => import('../features/invoices/pages/public-pay-invoice-page'),
  'PaymentPanel',
  'AddressForm',
);
const addShippingAddressPage = withInvoiceSlots(
  () => import('../features/invoices/pages/add-shipping-address-page'),
  'AddressPicker',
);
const inboxRedirectPage: PageLoader = () => import('./pages/inbox/inbox-redirect-page');
// Search by image, its matches shown as the catalog's product cards (composed in app/).
const imageSearchPage: PageLoader = () => import('./pages/image-search-page');
// The supplier portal (ours, not a spec route): its own layout, under /supplier.
const supplierDashboardPage: PageLoader = () => import('../features/supplier-portal/pages/dashboard-page');
const supplierInboxPage: PageLoader = () => import('./pages/supplier-inbox-page');
const supplierRequestsPage: PageLoader = () =>
  import('../features/supplier-portal/pages/project-requests-page');
const supplierRequestPage: PageLoader = () =>
  import('../features/supplier-portal/pages/project-request-page');
const supplierProductsPage: PageLoader = () => import('../features/supplier-portal/pages/products-page');
const supplierProductPage: PageLoader = () => import('../features/supplier-portal/pages/product-editor-page');
const supplierProfilePortalPage: PageLoader = () => import('./pages/supplier-profile-portal-page');
const supplierInvoicesPage: PageLoader = () => import('../features/supplier-portal/pages/invoices-page');
const supplierNewInvoicePage: PageLoader = () => import('../features/supplier-portal/pages/new-invoice-page');
const supplierInvoicePage: PageLoader = () => import('../features/supplier-portal/pages/invoice-page');
// AI design and ideation (composed in app/, one page each).
const productDesignPage: PageLoader = () => import('./pages/product-design-page');
const techPacksPage: PageLoader = () => import('../features/tech-packs/pages/tech-packs-page');
const productIdeationPage: PageLoader = () => import('./pages/product-ideation-page');
const yourIdeationsPage: PageLoader = () => import('./pages/your-ideations-page');
// The AI assistants behind the forge access gate (app/: the gate and the list) and the Brand Co-pilot (issue 24).
const aiAgentsPage: PageLoader = () => import('./pages/ai-agents-page');
const coPilotPage: PageLoader = () => import('../features/copilot/pages/co-pilot-page');
// Fulfilment (issue 23): the home composes the session with the fulfillment feature's tiles (app/); the services
// the next fulfilment issue builds share one page that says what each will be and that it is not built yet.
const fulfillmentHomePage: PageLoader = () => import('./pages/fulfillment-home-page');
const serviceNotBuiltPage: PageLoader = () => import('../features/fulfillment/pages/service-not-built-page');
const ordersPage: PageLoader = () => import('../features/orders/orders-page');
const newOrderPage: PageLoader = () => import('../features/orders/new-order-page');
const orderDetailsPage: PageLoader = () => import('../features/orders/order-details-page');
const inventoryPage: PageLoader = () => import('../features/inventory/inventory-page');
const receivingsPage: PageLoader = () => import('../features/receivings/receivings-page');
const newReceivingPage: PageLoader = () => import('../features/receivings/new-receiving-page');
const receivingDetailsPage: PageLoader = () => import('../features/receivings/receiving-details-page');
const trackOrderPage: PageLoader = () => import('../features/tracking/track-order-page');
// The warehouse console (ours, not a spec route): its own layout, under /warehouse (decision 046).
const warehouseHomePage: PageLoader = () => import('../features/warehouse/warehouse-home-page');
const warehouseInboundPage: PageLoader = () => import('../features/warehouse/inbound-page');
const warehouseInboundDetailPage: PageLoader = () => import('../features/warehouse/inbound-detail-page');
const warehouseStockPage: PageLoader = () => import('../features/warehouse/stock-page');
const warehouseStockSkuPage: PageLoader = () => import('../features/warehouse/stock-sku-page');
const warehouseOutboundPage: PageLoader = () => import('../features/warehouse/outbound-page');
const warehouseOutboundDetailPage: PageLoader = () => import('../features/warehouse/outbound-detail-page');

type EntryOptions = { public?: boolean; page?: PageLoader };

function route(path: string, domain: Domain, title: string, opts: EntryOptions = {}): RouteEntry {
  return {
    path,
    access: opts.public ? 'public' : 'private',
    layout: usesBareLayout(path) ? 'bare' : 'main',
    domain,
    title,
    page: opts.page ?? notBuilt,
  };
}

const INBOX_TABS = [
  ['messages', 'messaging', 'Inbox'],
  ['my-suppliers', 'messaging', 'My suppliers'],
  ['orders', 'orders', 'Orders & shipments'],
  ['needs-payment', 'invoices', 'Invoices'],
  ['custom-project-requests', 'projects', 'Custom project requests'],
] as const;

/** The built pages of the homebase items (the rest show the not-built page). */
const HOMEBASE_PAGES: Partial<Record<(typeof HOMEBASE_ITEMS)[number][0], PageLoader>> = {
  'subscription-cycle-change': () => import('../features/subscriptions/pages/subscription-cycle-change-page'),
  'subscription-downgrade': () => import('../features/subscriptions/pages/subscription-downgrade-page'),
  'subscription-updated': () => import('../features/subscriptions/pages/subscription-updated-page'),
  quiz: quizPage,
  blueprint: blueprintPage,
};

const HOMEBASE_ITEMS = [
  ['subscription-cycle-change', 'subscriptions', 'Change billing cycle'],
  ['subscription-downgrade', 'subscriptions', 'Downgrade plan'],
  ['subscription-updated', 'subscriptions', 'Plan updated'],
  ['quiz', 'stores', 'Business quiz'],
  ['blueprint', 'subscriptions', 'Blueprint plan'],
] as const;

/** The Fulfillment home's services with a page under /fulfillment-services/ (not built yet: one shared page). */
const FULFILLMENT_SERVICES: Record<FulfillmentServiceSlug, string> = {
  kitting: 'Kitting services',
  'shipping-labels': 'Shipping labels',
  freight: 'Freight shipments',
  reports: 'Outbound and returns reports',
  'pre-sale': 'Pre-sales',
  'quality-check': 'Quality checks',
  'financial-report': 'Financial report',
};

const ANALYTICS: readonly (readonly [string, string])[] = [
  ['/analytics', 'Analytics dashboards'],
  // Customer
  ['/analytics-customer', 'Customer development'],
  ['/analytics-all-customers-graph', 'All customers graph'],
  ['/analytics-repeat-purchase', 'Repeat purchase'],
  ['/analytics-repeat-purchase-development', 'Repeat purchase development'],
  ['/analytics-time-between-purchase', 'Time between purchase'],
  ['/analytics-base-zone', 'Best zone'],
  ['/analytics-ltv', 'LTV cohorts'],
  ['/analytics-rfm', 'RFM'],
  ['/analytics-percentile-analysis', 'Percentile analysis'],
  ['/analytics-customer-economics', 'Customer economics'],
  ['/analytics-zone-development', 'Zone development'],
  ['/analytics-cohorts', 'Customer cohorts'],
  ['/customer-daily-ltv', 'Daily LTV'],
  ['/analytics-recovered-customers', 'Recovered customers'],
  ['/analytics-revenue-by-cohorts', 'Revenue by cohorts'],
  ['/analytics-churn-risk', 'Daily churn risk'],
  ['/analytics-churn-risk-development', 'Churn risk development'],
  ['/analytics-customer-persona', 'Customer persona'],
  // Order
  ['/analytics-all-order', 'All orders'],
  ['/analytics-order', 'Order dashboard'],
  ['/order-development', 'Order development'],
  ['/order-count-distribution', 'Order count distribution'],
  ['/order-time-analysis', 'Order time analysis'],
  ['/order-discounts', 'Order discounts'],
  ['/order-first-order-value', 'First order value'],
  ['/order-aov-pre-order-count', 'AOV per order count'],
  ['/order-avg-value', 'Average order value'],
  ['/free-shipping-threshold', 'Free shipping threshold'],
  ['/order-items-per-basket', 'Items per basket'],
  ['/fulfillment-metrics', 'Fulfillment metrics'],
  // Product
  ['/product-all', 'All products'],
  ['/product-all-variants', 'All variants'],
  ['/product-best-item', 'Best item'],
  ['/product-sold-item', 'Gross items sold'],
  ['/product-return-rate', 'Return rate'],
  ['/product-return-items', 'Returned items'],
  ['/product-cross-selling-analysis', 'Cross selling'],
  ['/product-follow-up-purchases', 'Follow-up purchases'],
  ['/analytics-product', 'Product dashboard'],
  // Marketing
  ['/marketing-channels', 'Marketing channels'],
];

export const ROUTES: readonly RouteEntry[] = [
  // Session and account
  route('/login', 'auth', 'Sign in', { public: true, page: loginPage }),
  route('/forgot-password', 'auth', 'Forgot password', { public: true, page: forgotPasswordPage }),
  route('/reset-password', 'auth', 'Choose a new password', { public: true, page: resetPasswordPage }),
  route('/google-auth/callback', 'auth', 'Sign in with Google', { public: true, page: googleCallbackPage }),
  route('/account-info', 'stores', 'Account information', { page: accountInfoPage }),
  route('/team-invites/accept', 'team', 'Join a store', { public: true, page: acceptTeamInvitePage }),
  route('/404', 'commons', 'Page not found', { page: notFoundPage }),

  // Main areas
  route('/homebase', 'stores', 'Homebase', { page: homebasePage }),
  ...HOMEBASE_ITEMS.map(([item, domain, title]) =>
    route(`/homebase/${item}`, domain, title, { page: HOMEBASE_PAGES[item] }),
  ),
  route('/education', 'commons', 'Workshops and videos', { page: educationPage }),
  route('/book-a-demo', 'subscriptions', 'Book a demo', {
    page: () => import('../features/subscriptions/pages/book-demo-page'),
  }),
  route('/home', 'catalog', 'Sourcing home', { page: sourcingHomePage }),
  route('/manage-shop', 'storefront', 'Manage shop'),
  route('/co-pilot', 'ai-design', 'Brand Co-pilot', { page: coPilotPage }),
  route('/partners', 'commons', 'Partners'),
  route('/playground', 'commons', 'Playground', { public: true }),

  // Sourcing marketplace
  route('/browse-suppliers', 'catalog', 'Browse suppliers', { page: browseSuppliersPage }),
  route('/browse-suppliers/catalog-item/:itemId', 'catalog', 'Catalog item', { page: catalogItemPage }),
  route('/browse-suppliers/supplier-profile/:supplierId', 'catalog', 'Supplier profile', {
    page: supplierProfilePage,
  }),
  route('/browse-suppliers-with-uploaded-image', 'image-search', 'Search by image', {
    page: imageSearchPage,
  }),
  route('/supplier-profile/:supplierId', 'catalog', 'Supplier profile', { page: supplierProfilePage }),
  route('/supplier-profile/:supplierId/post-review', 'reviews', 'Post a review', {
    public: true,
    page: postReviewPage,
  }),
  route('/meetings/:meetingId', 'messaging', 'Meeting', { public: true, page: meetingRoomPage }),
  route('/preview-catalog-item/:itemId', 'catalog', 'Catalog item preview', {
    public: true,
    page: previewItemPage,
  }),
  route('/preview-supplier-profile/:supplierId', 'catalog', 'Supplier profile preview', {
    public: true,
    page: previewSupplierPage,
  }),
  route('/favorites', 'catalog', 'My favorites', { page: favoritesPage }),
  route('/create-custom-project/:rfpId?', 'projects', 'Custom project request', { page: customProjectPage }),

  // Inbox and messaging
  route('/inbox', 'messaging', 'Inbox', { page: inboxRedirectPage }),
  ...INBOX_TABS.map(([tab, domain, title]) =>
    route(`/inbox/${tab}`, domain, title, { page: INBOX_PAGES[tab] }),
  ),
  route('/leave-a-review/:orderId', 'orders', 'Leave a review', { page: leaveReviewPage }),

  // AI sourcing agent and assistants
  route('/sourcing-agent', 'sourcing-agent', 'AI sourcing agent', { page: sourcingAgentPage }),
  route('/sourcing-agent-review', 'sourcing-agent', 'Sourcing agent review', { page: techPacksPage }),
  route('/tariff-rate-agent', 'sourcing-agent', 'Tariff rate agent', { page: tariffAgentPage }),
  route('/tariff-rate-agent-review', 'sourcing-agent', 'Tariff rate agent review', {
    page: tariffReviewPage,
  }),
  route('/ai-agents', 'ai-design', 'AI assistants', { page: aiAgentsPage }),
  route('/llm/:homebaseOptionKey', 'ai-design', 'AI assistant', { page: assistantPage }),

  // AI design and ideation
  route('/product-design', 'ai-design', 'AI product design', { page: productDesignPage }),
  route('/sourcing/product-design', 'ai-design', 'Product design studio', { page: productDesignPage }),
  route('/shopify-design', 'ai-design', 'Product design studio'),
  route('/product-ideation', 'projects', 'Product ideation', { page: productIdeationPage }),
  route('/product-ideation/:id', 'projects', 'Product ideation', { page: productIdeationPage }),
  route('/your-ideations', 'ai-design', 'Your ideations', { page: yourIdeationsPage }),
  route('/content-studio', 'ai-design', 'AI Content Studio'),
  route('/content-studio/*', 'ai-design', 'AI Content Studio'),
  route('/crowdfund-your-idea', 'projects', 'Crowdfund your idea'),

  // Brand kits
  route('/business-kits', 'brand-kits', 'Business kits', {
    page: () => import('./pages/business-kits-page'),
  }),
  route('/business-kits/:brandKitId', 'brand-kits', 'Business kit', {
    page: () => import('./pages/business-kit-editor-page'),
  }),
  // Public and in the main layout by spec §2's rule: PublicLayout gives a visitor (no session) the bare layout.
  route('/bk/:id', 'brand-kits', 'Business kit', {
    public: true,
    page: () => import('./pages/public-brand-kit-page'),
  }),

  // Cart, invoices and payments
  route('/checkout', 'cart', 'Checkout', { page: checkoutPage }),
  route('/pay-invoice/:invoiceId', 'invoices', 'Pay invoice', { page: payInvoicePage }),
  route('/public-pay-invoice/:sn', 'invoices', 'Pay invoice', { public: true, page: publicPayInvoicePage }),
  route('/add-shipping-address/:invoiceId', 'invoices', 'Add shipping address', {
    page: addShippingAddressPage,
  }),

  // Fulfillment and orders
  route('/fulfillment-services', 'fulfillment', 'Fulfillment home', { page: fulfillmentHomePage }),
  ...FULFILLMENT_SERVICE_SLUGS.map((slug) =>
    route(paths.fulfillment.service(slug), 'fulfillment', FULFILLMENT_SERVICES[slug], {
      page: serviceNotBuiltPage,
    }),
  ),
  route('/fulfillment-rules', 'fulfillment', 'Fulfillment rules', { page: serviceNotBuiltPage }),
  route('/return-settings', 'returns', 'Return settings', { page: serviceNotBuiltPage }),
  route('/ecommerce-services', 'fulfillment', 'Sales channels', { page: serviceNotBuiltPage }),
  ...SALES_CHANNEL_SLUGS.map((channel) =>
    route(paths.fulfillment.salesChannels(channel), 'fulfillment', salesChannelName(channel), {
      page: serviceNotBuiltPage,
    }),
  ),
  route('/orders', 'orders', 'Orders', { page: ordersPage }),
  route('/orders/new', 'orders', 'Create an order', { page: newOrderPage }),
  route('/order-details/:id', 'orders', 'Order details', { page: orderDetailsPage }),
  route('/order-packaging/:packagingCategory', 'orders', 'Order packaging'),
  route('/receivings/new', 'fulfillment', 'New receiving', { page: newReceivingPage }),
  route('/receivings/:sn/details', 'fulfillment', 'Receiving details', { page: receivingDetailsPage }),
  route('/receivings', 'fulfillment', 'Receivings', { page: receivingsPage }),
  route('/inventory', 'fulfillment', 'Products and inventory', { page: inventoryPage }),
  route('/track-order', 'orders', 'Track your order', { public: true, page: trackOrderPage }),

  // Print on demand
  route('/print-on-demand-catalog', 'pod', 'Print on demand'),
  route('/printful-widget/:externalProductId?', 'pod', 'Print on demand designer'),
  route('/template-item/:templateId', 'pod', 'Print on demand template'),

  // Storefront and marketing
  route('/subscribers', 'storefront', 'Subscribers'),
  route('/discount', 'storefront', 'Discounts'),
  route('/discount-detail/:id', 'storefront', 'Discount'),
  route('/set-pietra-pop', 'storefront', 'Storefront pop-up'),
  route('/ai-storefront', 'storefront', 'AI storefront', { public: true }),
  route('/app-bind', 'stores', 'Connect an app', { public: true }),
  route('/shopify', 'storefront', 'Shopify', { public: true }),
  route('/shopify-paid-success', 'storefront', 'Shopify payment received', { public: true }),
  route('/retail-connect', 'storefront', 'Retail Connect'),
  route('/v2/affiliate-marketing', 'storefront', 'Affiliate marketing'),
  route('/sms-marketing', 'storefront', 'SMS marketing'),
  route('/email-capture', 'storefront', 'Visitor ID'),
  route('/text-fans', 'storefront', 'Text fans'),
  route('/email-fans', 'storefront', 'Email fans'),

  // Analytics
  route('/share-report/:id', 'analytics', 'Shared report', { public: true }),
  route('/social-analysis', 'analytics', 'Pulse'),
  route('/social-analysis/*', 'analytics', 'Pulse'),
  ...ANALYTICS.map(([path, title]) => route(path, 'analytics', title)),
];

/**
 * The supplier portal's routes (decision 015): private, in the supplier layout, for SUPPLIER accounts only
 * (RequireSession sends a supplier here from any founder page, and a founder away from here).
 */
export const SUPPLIER_ROUTES: readonly RouteEntry[] = (
  [
    ['/supplier', 'catalog', 'Supplier dashboard', supplierDashboardPage],
    ['/supplier/inbox', 'messaging', 'Inbox', supplierInboxPage],
    ['/supplier/project-requests', 'projects', 'Custom project requests', supplierRequestsPage],
    ['/supplier/project-requests/:id', 'projects', 'Custom project request', supplierRequestPage],
    ['/supplier/products', 'catalog', 'Products', supplierProductsPage],
    ['/supplier/products/new', 'catalog', 'Add a product', supplierProductPage],
    ['/supplier/products/:id', 'catalog', 'Product', supplierProductPage],
    ['/supplier/profile', 'catalog', 'Supplier profile', supplierProfilePortalPage],
    ['/supplier/invoices', 'invoices', 'Invoices', supplierInvoicesPage],
    ['/supplier/invoices/new', 'invoices', 'New invoice', supplierNewInvoicePage],
    ['/supplier/invoices/:id', 'invoices', 'Invoice', supplierInvoicePage],
  ] as const
).map(([path, domain, title, page]) => ({
  path,
  access: 'private',
  layout: 'supplier',
  domain,
  title,
  page,
}));

/**
 * The warehouse console's routes (decision 046): private, in the warehouse layout, for WAREHOUSE_STAFF only
 * (RequireSession sends warehouse staff here from any other page, and keeps everyone else out).
 */
export const WAREHOUSE_ROUTES: readonly RouteEntry[] = (
  [
    ['/warehouse', 'Warehouse console', warehouseHomePage],
    ['/warehouse/inbound', 'Inbound', warehouseInboundPage],
    ['/warehouse/inbound/:sn', 'Receiving', warehouseInboundDetailPage],
    ['/warehouse/stock', 'Stock', warehouseStockPage],
    ['/warehouse/stock/:id', 'SKU', warehouseStockSkuPage],
    ['/warehouse/outbound', 'Outbound', warehouseOutboundPage],
    ['/warehouse/outbound/:id', 'Order', warehouseOutboundDetailPage],
  ] as const
).map(([path, title, page]) => ({
  path,
  access: 'private',
  layout: 'warehouse',
  domain: 'fulfillment',
  title,
  page,
}));

export function isBuilt(entry: RouteEntry): boolean {
  return entry.page !== notBuilt;
}

/** The entry whose path matches a pathname (the most specific when several do), or null. */
export function findRouteEntry(pathname: string): RouteEntry | null {
  const path = pathname.split(/[?#]/)[0] ?? pathname;
  let found: RouteEntry | null = null;
  for (const entry of ROUTES) {
    if (!matchPath({ path: entry.path, end: true }, path)) continue;
    // A static path beats a parameter or a splat (/receivings/new over /receivings/:sn/details).
    if (!found || specificity(entry.path) > specificity(found.path)) found = entry;
  }
  return found;
}

function specificity(path: string): number {
  return path.split('/').reduce((n, s) => n + (s === '*' ? 0 : s.startsWith(':') ? 1 : 3), 0);
}

/** True when a path has a page of its own (not the "not available yet" page). */
export function isPathBuilt(pathname: string): boolean {
  const entry = findRouteEntry(pathname);
  return entry !== null && isBuilt(entry);
}
