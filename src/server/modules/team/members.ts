import { and, eq, inArray } from 'drizzle-orm';
import type { TeamMember, TransferOwnershipBody, UpdateTeamMemberBody } from '../../../shared/contract/team';
import { LEGACY_MEMBER_ROLE, type StoreRole } from '../../../shared/rules/team-roles';
import type { Database, Db } from '../../db/client';
import { teamMembers } from '../../db/schema/team';
import { USER_CHANGED } from '../../http/auth-cache';
import type { StoreCtx } from '../../http/context';
import { conflict, forbidden, invalid, notFound } from '../../http/errors';
import type { Bus } from '../../realtime/bus';
import { checkAccountPassword, leaveStore, listStoreAccounts, swapStoreOwner } from '../auth/team-accounts';

export type MemberDeps = { db: Database; bus: Bus };

/** The store's owner and members with their roles, oldest first. */
export async function listTeamMembers(db: Db, ctx: StoreCtx): Promise<TeamMember[]> {
  const accounts = await listStoreAccounts(db, ctx.storeId);
  const ids = accounts.map((a) => a.id);
  const roles = ids.length
    ? await db
        .select({ userId: teamMembers.userId, role: teamMembers.role })
        .from(teamMembers)
        .where(and(eq(teamMembers.storeId, ctx.storeId), inArray(teamMembers.userId, ids)))
    : [];
  const roleOf = new Map(roles.map((r) => [r.userId, r.role]));
  return accounts.map((a) => ({
    userId: a.id,
    email: a.email,
    role: (a.role === 'STORE_OWNER' ? 'OWNER' : (roleOf.get(a.id) ?? LEGACY_MEMBER_ROLE)) as StoreRole,
    joinedAt: a.createdAt.toISOString(),
    isYou: a.id === ctx.user.id,
  }));
}

async function findMember(db: Db, ctx: StoreCtx, userId: number) {
  const members = await listTeamMembers(db, ctx);
  const member = members.find((m) => m.userId === userId);
  if (!member) throw notFound('Team member');
  if (member.role === 'OWNER')
    throw forbidden("The store owner's role can't be changed and the owner can't be removed");
  if (member.isYou) throw conflict("You can't change or remove yourself - ask the store owner");
  return member;
}

/** Changes a member's role; their next request already carries it (the auth cache is cleared on every instance). */
export async function changeTeamMemberRole(
  deps: MemberDeps,
  ctx: StoreCtx,
  userId: number,
  body: UpdateTeamMemberBody,
) {
  const member = await deps.db.transaction(async (tx) => {
    const m = await findMember(tx, ctx, userId);
    await tx
      .insert(teamMembers)
      .values({ userId, storeId: ctx.storeId, role: body.role })
      .onConflictDoUpdate({ target: teamMembers.userId, set: { role: body.role, storeId: ctx.storeId } });
    return { ...m, role: body.role as StoreRole };
  });
  deps.bus.publish(USER_CHANGED, userId);
  return member;
}

/** Removes a member: they lose the store and every token they hold stops working at once. */
export async function removeTeamMember(deps: MemberDeps, ctx: StoreCtx, userId: number) {
  await deps.db.transaction(async (tx) => {
    await findMember(tx, ctx, userId);
    await tx
      .delete(teamMembers)
      .where(and(eq(teamMembers.userId, userId), eq(teamMembers.storeId, ctx.storeId)));
    if (!(await leaveStore(tx, userId, ctx.storeId))) throw notFound('Team member');
  });
  deps.bus.publish(USER_CHANGED, userId);
  return { ok: true as const };
}

/**
 * The owner hands the store to a member (Shopify's "Transfer ownership"): confirmed with the owner's password;
 * the member becomes the owner (billing, bank, team and this transfer are theirs from now on) and the former
 * owner stays on the team as an admin. Both sign in again: their old tokens carry the old roles.
 */
export async function transferOwnership(
  deps: MemberDeps,
  ctx: StoreCtx,
  userId: number,
  body: TransferOwnershipBody,
) {
  if (ctx.storeRole !== 'OWNER') throw forbidden('Only the store owner can transfer ownership');
  if (!(await checkAccountPassword(deps.db, ctx.user.id, body.currentPassword))) {
    const message = 'The password is incorrect';
    throw invalid(message, [{ path: 'body.currentPassword', message }]);
  }
  await deps.db.transaction(async (tx) => {
    const member = await findMember(tx, ctx, userId);
    if (!(await swapStoreOwner(tx, ctx.storeId, ctx.user.id, member.userId)))
      throw conflict('The team changed while you were transferring; reload and try again');
    await tx.delete(teamMembers).where(eq(teamMembers.userId, member.userId));
    await tx
      .insert(teamMembers)
      .values({ userId: ctx.user.id, storeId: ctx.storeId, role: 'ADMIN' })
      .onConflictDoUpdate({ target: teamMembers.userId, set: { role: 'ADMIN', storeId: ctx.storeId } });
  });
  deps.bus.publish(USER_CHANGED, userId);
  deps.bus.publish(USER_CHANGED, ctx.user.id);
  return { ok: true as const };
}
