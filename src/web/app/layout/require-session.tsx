import { Navigate, Outlet, useLocation } from 'react-router';
import { isStoreRole } from '../../../shared/contract/auth';
import { getSessionEndReason } from '../../api/token-store';
import { useSessionToken, useSessionUser } from '../../api/use-session-token';
import { PortalUnavailablePage } from '../pages/portal-unavailable-page';
import { BareLayout } from './bare-layout';
import { LOGIN_PATH, loginPathFor } from './session-rules';

/**
 * Private routes: without a valid token, to /login with the base64 return path (spec §2, §8).
 * Suppliers and warehouse staff get their own portals in later issues; until then they see a page
 * that says so, never the founder's app.
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
  if (user && !isStoreRole(user.role)) {
    return (
      <BareLayout>
        <PortalUnavailablePage user={user} />
      </BareLayout>
    );
  }
  return <Outlet />;
}
