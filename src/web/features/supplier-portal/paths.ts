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
} as const;

/** True for /supplier and the paths under it (not /supplier-profile/…, a founder's page). */
export function isSupplierPortalPath(pathname: string): boolean {
  const path = pathname.split(/[?#]/)[0] ?? '';
  return path === SUPPLIER_PORTAL_PATH || path.startsWith(`${SUPPLIER_PORTAL_PATH}/`);
}
