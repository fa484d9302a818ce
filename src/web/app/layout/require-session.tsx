import { Navigate, Outlet, useLocation } from 'react-router';
import { isStoreRole } from '../../../shared/contract/http';
import { clearLocalData } from '../../api/session';
import { getSessionEndReason } from '../../api/token-store';
import { useSessionToken, useSessionUser } from '../../api/use-session-token';
import { CancellationReportPage } from '../../features/subscriptions/pages/cancellation-report-page';
import { isSupplierPortalPath } from '../../features/supplier-portal/paths';
import { paths } from '../../routing/paths';
import { PortalUnavailablePage } from '../pages/portal-unavailable-page';
import { SupplierOnlyPage } from '../pages/supplier-only-page';
import { WarehouseOnlyPage } from '../pages/warehouse-only-page';
import { BareLayout } from './bare-layout';
import { LOGIN_PATH, loginPathFor } from './session-rules';

/**
 * Private routes: without a valid token, to /login with the base64 return path (spec §2, §8). Each role
 * stays in its own app: a supplier is sent to its portal (/supplier) from any founder page, a founder who
 * opens a supplier page is told it is not theirs, and warehouse staff, whose portal comes later, see a
 * page that says so; Quarry staff (ADMIN) see the staff report.
 */
export function RequireSession() {
  const token = useSessionToken();
  const user = useSessionUser();
  const location = useLocation();
  if (!token) {
    // A deliberate sign-out starts the next session fresh; otherwise come back here after signing in.
    const to =
      getSessionEndReason() === 'signed-out'
        ? LOGIN_PATH
        : loginPathFor(`${location.pathname}${location.search}`);
    return <Navigate replace to={to} />;
  }
  const inSupplierPortal = isSupplierPortalPath(location.pathname);
  if (user?.role === 'SUPPLIER')
    return inSupplierPortal ? <Outlet /> : <Navigate replace to={paths.supplierPortal.dashboard()} />;
  // Quarry staff (ADMIN) have no store: their one page is the cancellation survey's report.
  if (user?.role === 'ADMIN')
    return (
      <BareLayout>
        <CancellationReportPage
          onSignOut={() => {
            clearLocalData();
            window.location.assign(LOGIN_PATH);
          }}
        />
      </BareLayout>
    );
  // Warehouse staff work in the warehouse console (issue 23); nobody else opens it.
  const inWarehouse = location.pathname === '/warehouse' || location.pathname.startsWith('/warehouse/');
  if (user?.role === 'WAREHOUSE_STAFF')
    return inWarehouse ? <Outlet /> : <Navigate replace to={paths.warehouse.inbound()} />;
  if (inWarehouse)
    return (
      <BareLayout>
        <WarehouseOnlyPage />
      </BareLayout>
    );
  if (user && !isStoreRole(user.role)) {
    return (
      <BareLayout>
        <PortalUnavailablePage user={user} />
      </BareLayout>
    );
  }
  if (inSupplierPortal)
    return (
      <BareLayout>
        <SupplierOnlyPage />
      </BareLayout>
    );
  return <Outlet />;
}
