// Every query key of the web app, so a mutation invalidates exactly what a query cached.

export const queryKeys = {
  /** An assistant's open conversation (the floating chatbot keeps none: a refresh resets it, spec §4). */
  chatbot: { latest: (assistantKey: string) => ['chatbot', 'latest', assistantKey] as const },
  session: () => ['session'] as const,
  questionnaires: () => ['questionnaires'] as const,
  me: () => ['stores', 'me'] as const,
  /** The account's money (/account-info): bank info, sales, payouts, payment records, past orders. */
  account: {
    bankInfo: () => ['account', 'bank-info'] as const,
    salesStats: () => ['account', 'sales-stats'] as const,
    paymentsReport: () => ['account', 'payments-report'] as const,
    payout: (id: number) => ['account', 'payouts', id] as const,
    paymentRecords: (page: number) => ['account', 'payment-records', 'list', page] as const,
    paymentRecord: (id: number) => ['account', 'payment-records', 'detail', id] as const,
    pastOrders: (page: number) => ['account', 'past-orders', page] as const,
  },
  businessSetting: (scope: 'DISPLAY' | 'NONE', key: string) => ['business-settings', scope, key] as const,
  catalog: {
    all: () => ['catalog'] as const,
    categories: () => ['catalog', 'categories'] as const,
    countries: () => ['catalog', 'countries'] as const,
    companies: (filters: object, sort: string | undefined) =>
      ['catalog', 'companies', 'list', filters, sort] as const,
    companyLists: () => ['catalog', 'companies', 'list'] as const,
    companyCount: (filters: object) => ['catalog', 'companies', 'count', filters] as const,
    company: (id: number) => ['catalog', 'companies', 'detail', id] as const,
    homepageGroup: (title: string, categoryIds: string) =>
      ['catalog', 'companies', 'homepage-group', title, categoryIds] as const,
    tabSuppliers: (tab: string) => ['catalog', 'companies', 'sourcing-tab', tab] as const,
    items: (filters: object, sort: string | undefined) =>
      ['catalog', 'items', 'list', filters, sort] as const,
    itemLists: () => ['catalog', 'items', 'list'] as const,
    itemCount: (filters: object) => ['catalog', 'items', 'count', filters] as const,
    companyItems: (companyId: number) => ['catalog', 'items', 'by-company', companyId] as const,
    item: (id: number) => ['catalog', 'items', 'detail', id] as const,
    similarItems: (id: number) => ['catalog', 'items', 'similar', id] as const,
    productListings: () => ['catalog', 'items', 'product-listings'] as const,
    suggestions: (keyword: string) => ['catalog', 'suggestions', keyword] as const,
    favorites: (kind: 'companies' | 'items') => ['catalog', 'favorites', kind] as const,
    /** The suppliers a store works with; supplier-invites refreshes it after an invite. */
    storeSuppliers: () => ['catalog', 'store-suppliers'] as const,
  },
  reviews: {
    all: () => ['reviews'] as const,
    list: (companyId: number, itemId?: number) => ['reviews', companyId, itemId ?? 'all'] as const,
    summary: (companyId: number) => ['reviews', 'summary', companyId] as const,
    /** Outside `all()`: saving a review must not refetch the link it was posted through. */
    link: (token: string) => ['review-link', token] as const,
  },
  imageSearch: {
    search: (imageUrl: string) => ['image-search', imageUrl] as const,
    status: () => ['image-search', 'status'] as const,
  },
  projects: {
    all: () => ['projects'] as const,
    lists: () => ['projects', 'list'] as const,
    list: (query: object) => ['projects', 'list', query] as const,
    detail: (id: number) => ['projects', 'detail', id] as const,
    comparison: (id: number) => ['projects', 'comparison', id] as const,
    creatorProjects: () => ['projects', 'creator-projects'] as const,
    supplierSearch: (keyword: string) => ['projects', 'supplier-search', keyword] as const,
    suppliersById: (ids: string) => ['projects', 'suppliers-by-id', ids] as const,
  },
  cart: {
    all: () => ['cart'] as const,
    /** The shopping cart's lines (GET action/shopping-cart-orders). */
    items: () => ['cart', 'items'] as const,
    savedForLater: () => ['cart', 'saved-for-later'] as const,
    /** Checkout totals (POST creator-invoice-payments/action/preview) for one target and set of options. */
    preview: (body: object) => ['cart', 'preview', body] as const,
    priceQuote: (id: number, quantity: number) => ['cart', 'price-quote', id, quantity] as const,
    promoCodeCount: (code: string) => ['cart', 'promo-code-count', code] as const,
    payment: (id: number) => ['cart', 'payment', id] as const,
  },
  orders: {
    all: () => ['orders'] as const,
    tabCounts: () => ['orders', 'tab-counts'] as const,
    lists: () => ['orders', 'list'] as const,
    list: (query: object) => ['orders', 'list', query] as const,
    counts: () => ['orders', 'count'] as const,
    count: (query: object) => ['orders', 'count', query] as const,
    detail: (id: number) => ['orders', 'detail', id] as const,
  },
  /** The store's sales orders (/orders, /order-details): lists, counts, one order, imports. */
  salesOrders: {
    all: () => ['sales-orders'] as const,
    list: (query: object) => ['sales-orders', 'list', query] as const,
    tabCounts: (filters: object) => ['sales-orders', 'tab-counts', filters] as const,
    saleInfo: () => ['sales-orders', 'sale-info'] as const,
    origins: () => ['sales-orders', 'origins'] as const,
    skuOptions: () => ['sales-orders', 'sku-options'] as const,
    detail: (id: number) => ['sales-orders', 'detail', id] as const,
    history: (id: number) => ['sales-orders', 'history', id] as const,
    importTask: (id: number) => ['sales-orders', 'import-task', id] as const,
    inventoryCounts: (skus: string) => ['sales-orders', 'inventory-counts', skus] as const,
  },
  shippingAddresses: () => ['shipping-addresses'] as const,
  countries: () => ['commons', 'countries'] as const,
  states: (countryCode: string) => ['commons', 'states', countryCode] as const,
  payments: {
    config: () => ['payments', 'config'] as const,
    methods: () => ['payments', 'methods'] as const,
    financingFee: (amountCents: number, termDays: number) =>
      ['payments', 'financing-fee', amountCents, termDays] as const,
    /** The prefix of every cart.preview(…): a refused total (409) refetches whichever the page shows. */
    checkoutPreviews: () => ['cart', 'preview'] as const,
  },
  invoices: {
    all: () => ['invoices'] as const,
    lists: () => ['invoices', 'list'] as const,
    list: (query: object) => ['invoices', 'list', query] as const,
    count: (status: string) => ['invoices', 'count', status] as const,
    detail: (id: number) => ['invoices', 'detail', id] as const,
    public: (sn: string) => ['invoices', 'public', sn] as const,
  },
  subscriptions: {
    all: () => ['subscriptions'] as const,
    current: () => ['subscriptions', 'current'] as const,
    invoices: () => ['subscriptions', 'invoices'] as const,
    cancellationReport: () => ['subscriptions', 'cancellation-report'] as const,
  },
  aiDesign: {
    all: () => ['ai-design'] as const,
    credits: () => ['ai-design', 'credits'] as const,
    totalCount: () => ['ai-design', 'total-count'] as const,
    gallery: () => ['ai-design', 'gallery'] as const,
    productMatches: (description: string) => ['ai-design', 'product-matches', description] as const,
    ideaLists: () => ['ai-design', 'ideas', 'list'] as const,
    ideaList: (query: object) => ['ai-design', 'ideas', 'list', query] as const,
    publicIdeas: () => ['ai-design', 'ideas', 'public'] as const,
  },
  /** The tariff-rate agent (issue 24): the store's tech packs it reads, and its landed-cost comparisons. */
  tariffAgent: {
    techPacks: () => ['tech-packs', 'list'] as const,
    techPack: (id: number) => ['tech-packs', 'detail', id] as const,
    landedCost: (body: object) => ['tariff-agent', 'landed-cost', body] as const,
  },
};
