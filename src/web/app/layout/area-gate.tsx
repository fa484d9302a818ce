import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { SessionInfo } from '../../../shared/contract/stores';
import { AreaLockedPage } from '../pages/area-locked-page';
import { isAlwaysAllowed } from './session-rules';
import { menuAccessForPath } from './side-menu';

/**
 * A page whose menu entries are all hidden by the session's flags belongs to an area this store does
 * not have; preview accounts are kept out of preview-blocked areas. Always-allowed paths pass.
 */
export function AreaGate({ session, children }: { session: SessionInfo; children: ReactNode }) {
  const { pathname } = useLocation();
  if (isAlwaysAllowed(pathname)) return children;
  const access = menuAccessForPath(pathname, {
    menus: session.menus,
    isPreviewAccount: session.store?.isPreviewAccount ?? false,
  });
  if (access === 'allowed') return children;
  return <AreaLockedPage reason={access} />;
}
