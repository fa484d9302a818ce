import { Navigate, Outlet, useLocation } from 'react-router';
import { isStoreRole } from '../../../shared/contract/http';
import { clearLocalData } from '../../api/session';
import { getSessionEndReason } from '../../api/token-store';
import { useSessionToken, useSessionUser } from '../../api/use-session-token';
import { CancellationReportPage } from '../../features/subscriptions/pages/cancellation-report-page';
import { isSupplierPortalPath } from '../../features/supplier-portal/paths';
import { isWarehouseConsolePath, paths } from '../../routing/paths';
import { PortalUnavailablePage } from '../pages/portal-unavailable-page';
import { SupplierOnlyPage } from '../pages/supplier-only-page';
import { WarehouseOnlyPage } from '../pages/warehouse-only-page';
import { BareLayout } from './bare-layout';
import { LOGIN_PATH, loginPathFor, START_OF_SESSION_PATH } from './session-rules';

/**
 * Private routes: without a valid token, to /login with the base64 return path (spec §2, §8). Each role
 * stays in its own app: a supplier is sent to its portal (/supplier) and warehouse staff to their console
 * (/warehouse) from any other page; a founder who opens a supplier page, and a founder or supplier who opens
 * the warehouse console, is told it is not theirs; Quarry staff (ADMIN) see the staff report.
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
  const inWarehouseConsole = isWarehouseConsolePath(location.pathname);
  if (user?.role === 'WAREHOUSE_STAFF')
    return inWarehouseConsole ? <Outlet /> : <Navigate replace to={paths.warehouse.home()} />;
  if (inWarehouseConsole && user?.role !== 'ADMIN')
    return (
      <BareLayout>
        <WarehouseOnlyPage
          home={
            user?.role === 'SUPPLIER'
              ? { to: paths.supplierPortal.dashboard(), label: 'Go to your supplier portal' }
              : { to: START_OF_SESSION_PATH, label: 'Go to Homebase' }
          }
        />
      </BareLayout>
    );
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
