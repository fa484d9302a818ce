// The supplier portal's path rules; its links are in routing/paths.ts (paths.supplierPortal).
import { SUPPLIER_PORTAL_PATH } from '../../routing/paths';

/** True for /supplier and the paths under it (not /supplier-profile/…, a founder's page). */
export function isSupplierPortalPath(pathname: string): boolean {
  const path = pathname.split(/[?#]/)[0] ?? '';
  return path === SUPPLIER_PORTAL_PATH || path.startsWith(`${SUPPLIER_PORTAL_PATH}/`);
}
