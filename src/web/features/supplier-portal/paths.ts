// The supplier portal's own links, typed (STYLE.md "Routes and URLs in one place"). Everything a supplier
// sees lives under /supplier, apart from the founder's app.

export const SUPPLIER_PORTAL_PATH = '/supplier';

export const supplierPaths = {
  dashboard: () => SUPPLIER_PORTAL_PATH,
  inbox: (storeId?: number) => (storeId ? `/supplier/inbox?storeId=${storeId}` : '/supplier/inbox'),
  products: () => '/supplier/products',
  newProduct: () => '/supplier/products/new',
  product: (id: number) => `/supplier/products/${id}`,
  profile: () => '/supplier/profile',
  requests: () => '/supplier/project-requests',
  request: (id: number) => `/supplier/project-requests/${id}`,
  invoices: () => '/supplier/invoices',
  /** The new-invoice form, prefilled for a store, or from a quote on its project request. */
  newInvoice: (prefill: { storeId?: number; projectId?: number; quoteId?: number } = {}) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(prefill)) if (value != null) query.set(key, String(value));
    const qs = query.toString();
    return qs ? `/supplier/invoices/new?${qs}` : '/supplier/invoices/new';
  },
  invoice: (id: number) => `/supplier/invoices/${id}`,
} as const;

/** The public pay page of an invoice (founder app), for anyone holding its link. */
export const publicPayInvoicePath = (sn: string) => `/public-pay-invoice/${encodeURIComponent(sn)}`;

/** True for /supplier and the paths under it (not /supplier-profile/…, a founder's page). */
export function isSupplierPortalPath(pathname: string): boolean {
  const path = pathname.split(/[?#]/)[0] ?? '';
  return path === SUPPLIER_PORTAL_PATH || path.startsWith(`${SUPPLIER_PORTAL_PATH}/`);
}
