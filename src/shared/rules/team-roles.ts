// The store roles of a team member and what each may do (decision 037, docs/team-roles.md).
// Zod-free: the web's menu and the server's role guard read the same table.

export const STORE_ROLES = ['OWNER', 'ADMIN', 'FULFILMENT', 'VIEWER'] as const;
export type StoreRole = (typeof STORE_ROLES)[number];

/** The roles an invite or a role change may give: there is one owner, the account that made the store. */
export const INVITABLE_ROLES = ['ADMIN', 'FULFILMENT', 'VIEWER'] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

/**
 * What a store route does, from the role's point of view. Every store route is put in one class by the
 * route table in src/server/http/role-guard.ts.
 * - self: the caller's own account (session, profile, password): every role
 * - read: see the store's data (lists, details, counts)
 * - write: change the store's data (projects, designs, favorites, messages, kits)
 * - fulfilment: orders, shipping addresses and order items (read and write)
 * - billing: money that leaves the store (checkout, payment methods, paying invoices, plans)
 * - team-admin: invite, change role, remove members
 */
export const ROUTE_CLASSES = ['self', 'read', 'write', 'fulfilment', 'billing', 'team-admin'] as const;
export type RouteClass = (typeof ROUTE_CLASSES)[number];

export const ROLE_MATRIX: Record<StoreRole, Record<RouteClass, boolean>> = {
  OWNER: { self: true, read: true, write: true, fulfilment: true, billing: true, 'team-admin': true },
  ADMIN: { self: true, read: true, write: true, fulfilment: true, billing: true, 'team-admin': true },
  FULFILMENT: { self: true, read: true, write: false, fulfilment: true, billing: false, 'team-admin': false },
  VIEWER: { self: true, read: true, write: false, fulfilment: false, billing: false, 'team-admin': false },
};

/**
 * The role of a TEAM_MEMBER account with no team_members row: one made before roles existed, when a member
 * could do everything the owner could. Every member who joins through an invite has a row.
 */
export const LEGACY_MEMBER_ROLE: StoreRole = 'ADMIN';

export const canRole = (role: StoreRole, cls: RouteClass) => ROLE_MATRIX[role][cls];

/** What a refused class would have done, in the words of the server's 403 and the web's explanations. */
export const ROUTE_CLASS_ACTIONS: Record<RouteClass, string> = {
  self: 'use this',
  read: 'see this',
  write: 'make changes',
  fulfilment: 'work on orders',
  billing: 'manage billing or pay',
  'team-admin': 'manage the team',
};

export const STORE_ROLE_LABELS: Record<StoreRole, string> = {
  OWNER: 'Owner',
  ADMIN: 'Admin',
  FULFILMENT: 'Fulfilment only',
  VIEWER: 'Read-only viewer',
};

export const STORE_ROLE_HINTS: Record<StoreRole, string> = {
  OWNER: 'Everything, including billing and the team. Cannot be removed.',
  ADMIN: 'Everything the owner can do except removing the owner.',
  FULFILMENT: 'Sees the store and works on orders, shipping addresses and order items.',
  VIEWER: 'Sees the store; cannot change anything.',
};

/**
 * Seats (members including the owner) per plan type. h-subs owns the plans catalogue; the integrator links
 * it here. A plan type this table does not know gets the Free seats.
 */
export const SEATS_BY_PLAN: Record<string, number> = {
  TIER_1: 2,
  TIER_2: 3,
  TIER_2_5: 5,
  TIER_3: 10,
};
export const seatsFor = (planType: string | null | undefined) =>
  SEATS_BY_PLAN[planType ?? 'TIER_1'] ?? SEATS_BY_PLAN.TIER_1!;
