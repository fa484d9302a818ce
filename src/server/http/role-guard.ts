import {
  canRole,
  ROUTE_CLASS_ACTIONS,
  type RouteClass,
  STORE_ROLE_LABELS,
} from '../../shared/rules/team-roles';
import type { Ctx } from './context';
import { AppError } from './errors';
import { STORE_ROUTE_CLASSES } from './store-route-classes';

/**
 * The one place a store route is checked against the caller's store role (decision 037): the route's class
 * comes from STORE_ROUTE_CLASSES (every `access: 'store'` route is listed; a test fails on one that is not),
 * the role's permissions from ROLE_MATRIX. An unlisted route is refused to everyone but the owner, so a route
 * added without a class is never open to a viewer by accident.
 */
export function checkStoreRole(ctx: Ctx, method: string, url: string) {
  const role = ctx.storeRole ?? null;
  if (role === 'OWNER') return;
  const cls = routeClassOf(method, url);
  if (role && cls && canRole(role, cls)) return;
  const label = role ? STORE_ROLE_LABELS[role] : 'This account';
  // ROLE_REQUIRED, not FORBIDDEN: the web keeps the member signed in (a plain 403 signs out, spec §8).
  throw new AppError(
    'ROLE_REQUIRED',
    `${label} can't ${cls ? ROUTE_CLASS_ACTIONS[cls] : 'use this'} in this store - ask the store owner for access`,
  );
}

export const routeKey = (method: string, url: string) => `${method} ${url}`;

export function routeClassOf(method: string, url: string): RouteClass | undefined {
  return STORE_ROUTE_CLASSES[routeKey(method, url)];
}
