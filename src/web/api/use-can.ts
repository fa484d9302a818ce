// What the signed-in member's store role allows (decision 042): the same ROLE_MATRIX the server's role guard
// reads (decision 037), applied to the session's `storeRole`, so a control is offered exactly when its call
// would pass the guard.
import { useQuery } from '@tanstack/react-query';
import { isStoreRole } from '../../shared/contract/http';
import {
  canRole,
  ROUTE_CLASS_ACTIONS,
  type RouteClass,
  STORE_ROLE_LABELS,
  type StoreRole,
} from '../../shared/rules/team-roles';
import { getSessionQueryOptions } from './session-query';
import { useSessionToken, useSessionUser } from './use-session-token';

/**
 * The caller's role in the store: null for an account the server gives no store role (it decides alone), and
 * undefined until the session has loaded.
 */
export function useStoreRole(): StoreRole | null | undefined {
  const token = useSessionToken();
  const user = useSessionUser();
  // Only a store's accounts have a session of roles (GET /web/session is theirs: a supplier asking it would be
  // refused with a 403, which signs the user out, spec §8); shared components also render in the portals.
  const storeAccount = user === null || isStoreRole(user.role);
  const session = useQuery({
    ...getSessionQueryOptions(),
    enabled: token !== null && storeAccount,
    select: (s) => s.storeRole,
  });
  return storeAccount ? session.data : null;
}

/**
 * Whether the role may call routes of `cls`. An unknown role (session loading, or no store role) counts as
 * allowed: most members are owners, their controls must not flicker, and the server checks every call anyway.
 */
export const isAllowed = (role: StoreRole | null | undefined, cls: RouteClass) =>
  role == null || canRole(role, cls);

export function useCan(cls: RouteClass): boolean {
  return isAllowed(useStoreRole(), cls);
}

/** Why a control is unavailable: "Your role (Read-only viewer) can't make changes — ask the store owner." */
export function refusalText(role: StoreRole, cls: RouteClass): string {
  return `Your role (${STORE_ROLE_LABELS[role]}) can't ${ROUTE_CLASS_ACTIONS[cls]} — ask the store owner for access.`;
}

/** The explanation to show when the role may not call `cls`, or null when it may. */
export function useRefusal(cls: RouteClass): string | null {
  const role = useStoreRole();
  return role != null && !canRole(role, cls) ? refusalText(role, cls) : null;
}
