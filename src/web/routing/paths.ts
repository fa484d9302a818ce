// Every in-app link the web builds, typed, in one place below the features (STYLE.md "Routes and URLs in one
// place"; bulletproof-react's config/paths). Features link to each other through these functions, never by
// writing another feature's URL; app/paths-match-routes.test.ts checks each one against the route table.
// Grouped by the domain that owns the page (the route table's `domain`).
import type { OrderTab } from '../../shared/rules/order-items';

export const CHECKOUT_STEPS = ['overview', 'shipping', 'payment', 'success'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const INBOX_MESSAGES_PATH = '/inbox/messages';
export const SUPPLIER_PORTAL_PATH = '/supplier';
export const SUPPLIER_INBOX_PATH = '/supplier/inbox';
export const WAREHOUSE_CONSOLE_PATH = '/warehouse';

/** True for /warehouse and the paths under it: the warehouse console, for warehouse staff only. */
export function isWarehouseConsolePath(pathname: string): boolean {
  const path = pathname.split(/[?#]/)[0] ?? '';
  return path === WAREHOUSE_CONSOLE_PATH || path.startsWith(`${WAREHOUSE_CONSOLE_PATH}/`);
}

/** The Fulfillment home's services that have a page under /fulfillment-services/ (ours; the spec names none). */
export const FULFILLMENT_SERVICE_SLUGS = [
  'kitting',
  'shipping-labels',
  'freight',
  'reports',
  'pre-sale',
  'quality-check',
  'financial-report',
] as const;
export type FulfillmentServiceSlug = (typeof FULFILLMENT_SERVICE_SLUGS)[number];

/** The sales channels of /ecommerce-services/{channel} (second document, legacy redirects). */
export const SALES_CHANNEL_SLUGS = [
  'shopify',
  'pietra-shop',
  'instagram',
  'wholesale',
  'verishop',
  'google-shopping',
] as const;
export type SalesChannelSlug = (typeof SALES_CHANNEL_SLUGS)[number];

/**
 * The inbox's query: ?conversation={id}, or ?supplierId={id} (opened on arrival) with an optional
 * &projectRequestId=, &catalogItemId= or &supplierProfileId= card to attach; ?storeId= on the supplier side.
 */
export type ConversationLinkParams = {
  conversation?: number;
  supplierId?: number;
  storeId?: number;
  projectRequestId?: number;
  catalogItemId?: number;
  supplierProfileId?: number;
};

/** A path with its query, leaving out the parameters that are not set. */
function withQuery(path: string, query: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value != null) search.set(key, String(value));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

export const conversationHref = (basePath: string, params: ConversationLinkParams = {}) =>
  withQuery(basePath, params);

/** The tariff-rate agent's review query (spec §2: techPackId, countryCode; the rest is the shipment compared). */
export type TariffReviewQuery = {
  techPackId?: number;
  /** The country selected (highlighted) in the comparison. */
  countryCode?: string;
  hts?: string;
  /** Countries of origin compared, comma-separated ISO codes. */
  countries?: string;
  fob?: number;
  qty?: number;
  freight?: number;
  insurance?: number;
  broker?: number;
  mode?: string;
};

export const paths = {
  auth: {
    signIn: () => '/login',
    /** Asks for a password-reset email. */
    forgotPassword: () => '/forgot-password',
    /** The page a reset email links to (`${PUBLIC_URL}/reset-password?token=…`, built by the server). */
    resetPassword: () => '/reset-password',
    /** Where the OpenID Connect provider sends the user back (the redirect URI registered with it). */
    googleCallback: () => '/google-auth/callback',
  },
  stores: {
    /** The manage-plan dialog (spec §2 "Dialogs opened by a query parameter"). */
    managePlan: () => '/account-info?open=manage_plan',
  },
  catalog: {
    home: (tab?: string) => (tab && tab !== 'ALL' ? `/home?tab=${tab}` : '/home'),
    browse: () => '/browse-suppliers',
    item: (id: number) => `/browse-suppliers/catalog-item/${id}`,
    supplier: (id: number) => `/browse-suppliers/supplier-profile/${id}`,
    previewItem: (id: number) => `/preview-catalog-item/${id}`,
    previewSupplier: (id: number) => `/preview-supplier-profile/${id}`,
    favorites: (tab?: 'suppliers' | 'products' | 'my-suppliers') => withQuery('/favorites', { tab }),
  },
  imageSearch: {
    search: (imageUrl?: string) =>
      imageUrl
        ? `/browse-suppliers-with-uploaded-image?imageUrl=${encodeURIComponent(imageUrl)}`
        : '/browse-suppliers-with-uploaded-image',
  },
  projects: {
    /** The custom project form, with the supplier preselected when started from its profile or an item. */
    create: (supplierId?: number) => withQuery('/create-custom-project', { supplierId }),
    project: (id: number) => `/create-custom-project/${id}`,
    /** The marketplace's RFP view: the founder's custom project requests. */
    list: () => '/browse-suppliers?viewType=RFP',
    ideation: (creatorProjectId?: number | null) =>
      creatorProjectId ? `/product-ideation/${creatorProjectId}` : '/product-ideation',
  },
  aiDesign: {
    yourIdeations: () => '/your-ideations',
  },
  messaging: {
    /** The founder's inbox; a conversation, or a supplier's (opened on arrival) with a card to attach. */
    inbox: (params: ConversationLinkParams = {}) => conversationHref(INBOX_MESSAGES_PATH, params),
  },
  cart: {
    checkout: (step: CheckoutStep = 'overview') =>
      withQuery('/checkout', { step: step === 'overview' ? null : step }),
  },
  orders: {
    list: ({ tab, id }: { tab?: OrderTab; id?: number } = {}) => withQuery('/inbox/orders', { tab, id }),
    /** Review the supplier of a paid order (spec: /leave-a-review/{orderId}). */
    leaveReview: (orderId: number) => `/leave-a-review/${orderId}`,
  },
  invoices: {
    pay: (id: number) => `/pay-invoice/${id}`,
    publicPay: (sn: string) => `/public-pay-invoice/${encodeURIComponent(sn)}`,
    addShippingAddress: (id: number) => `/add-shipping-address/${id}`,
    list: () => '/inbox/needs-payment',
  },
  /** The fulfilment area of the second document (§2): its home, its services, orders, stock and receivings. */
  fulfillment: {
    home: () => '/fulfillment-services',
    rules: () => '/fulfillment-rules',
    returnSettings: () => '/return-settings',
    salesChannels: (channel?: SalesChannelSlug) =>
      channel ? `/ecommerce-services/${channel}` : '/ecommerce-services',
    /** A service of the Fulfillment home with a page of its own under it (features/fulfillment/services.ts). */
    service: (slug: FulfillmentServiceSlug) => `/fulfillment-services/${slug}`,
    orders: () => '/orders',
    newOrder: () => '/orders/new',
    order: (id: number) => `/order-details/${id}`,
    inventory: () => '/inventory',
    receivings: () => '/receivings',
    newReceiving: () => '/receivings/new',
    receiving: (sn: string) => `/receivings/${encodeURIComponent(sn)}/details`,
    /** The SEND_MY_INVENTORY dialog (spec §2 "Dialogs opened by a query parameter") over the receivings list. */
    sendInventory: () => '/receivings?open=SEND_MY_INVENTORY',
    /** Public: a shopper follows a parcel (no main layout). */
    trackOrder: () => '/track-order',
  },
  brandKits: {
    list: () => '/business-kits',
    editor: (id: number) => `/business-kits/${id}`,
    public: (id: number) => `/bk/${id}`,
    /** The share link a founder copies: the public page on this host. */
    publicUrl: (origin: string, id: number) => `${origin}/bk/${id}`,
  },
  /** Everything a supplier sees lives under /supplier, apart from the founder's app. */
  supplierPortal: {
    dashboard: () => SUPPLIER_PORTAL_PATH,
    inbox: (storeId?: number) => conversationHref(SUPPLIER_INBOX_PATH, { storeId }),
    products: () => '/supplier/products',
    newProduct: () => '/supplier/products/new',
    product: (id: number) => `/supplier/products/${id}`,
    profile: () => '/supplier/profile',
    requests: () => '/supplier/project-requests',
    request: (id: number) => `/supplier/project-requests/${id}`,
    invoices: () => '/supplier/invoices',
    /** The new-invoice form, prefilled for a store, or from a quote on its project request. */
    newInvoice: (prefill: { storeId?: number; projectId?: number; quoteId?: number } = {}) =>
      withQuery('/supplier/invoices/new', prefill),
    invoice: (id: number) => `/supplier/invoices/${id}`,
  },
  /** The tariff-rate agent (issue 24): classify, choose origins, compare landed costs. */
  tariffAgent: {
    start: (techPackId?: number) => withQuery('/tariff-rate-agent', { techPackId }),
    review: (query: TariffReviewQuery) => withQuery('/tariff-rate-agent-review', query),
  },
  /** The warehouse staff's console: its own app under /warehouse (decision 046). */
  warehouse: {
    home: () => WAREHOUSE_CONSOLE_PATH,
    inbound: () => '/warehouse/inbound',
    inboundReceiving: (sn: string) => `/warehouse/inbound/${encodeURIComponent(sn)}`,
    stock: () => '/warehouse/stock',
    stockSku: (id: number) => `/warehouse/stock/${id}`,
    outbound: () => '/warehouse/outbound',
    outboundOrder: (id: number) => `/warehouse/outbound/${id}`,
  },
} as const;
