import { eq } from 'drizzle-orm';
import type { AcceptTeamInviteSignupBody, TeamInvitePreview } from '../../../shared/contract/team';
import type { StoreRole } from '../../../shared/rules/team-roles';
import type { Database, Db } from '../../db/client';
import { teamInvites, teamMembers } from '../../db/schema/team';
import { USER_CHANGED } from '../../http/auth-cache';
import type { Ctx } from '../../http/context';
import { conflict, forbidden, notFound, unauthenticated } from '../../http/errors';
import type { AuthLimiter } from '../../http/rate-limit';
import type { Bus } from '../../realtime/bus';
import { hashPassword, issue } from '../auth/service';
import { createMemberAccount, findAccountByEmail, findAccountRow, joinStore } from '../auth/team-accounts';
import type { TokenService } from '../auth/tokens';
import { findStore } from '../stores/store-rows';
import { hashToken } from './invites';
import { assertSeatFree } from './seats';

export type AcceptDeps = { db: Database; bus: Bus; tokens: TokenService; limiter: AuthLimiter };

const LINK_GONE = 'This invite link is no longer valid - ask the store for a new invite';

async function findByToken(db: Db, token: string, lock = false) {
  const q = db
    .select()
    .from(teamInvites)
    .where(eq(teamInvites.tokenHash, hashToken(token)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('Team invite');
  return row;
}

/** What the invite link's holder sees before signing in: the store, the email and role, and whether to sign in. */
export async function previewTeamInvite(db: Database, token: string): Promise<TeamInvitePreview> {
  const invite = await findByToken(db, token);
  const store = await findStore(db, invite.storeId);
  const account = await findAccountByEmail(db, invite.email);
  return {
    storeTitle: store?.title ?? '',
    email: invite.email,
    role: invite.role,
    status: invite.status,
    hasAccount: account != null,
  };
}

async function joinAsMember(tx: Db, invite: typeof teamInvites.$inferSelect, userId: number) {
  await tx.insert(teamMembers).values({ userId, storeId: invite.storeId, role: invite.role });
  await tx
    .update(teamInvites)
    .set({ status: 'ACCEPTED', acceptedBy: userId, acceptedAt: new Date() })
    .where(eq(teamInvites.id, invite.id));
}

/**
 * A signed-in account accepts an invite sent to its email. It joins the store as a team member when it acts
 * for no store; an account that owns or belongs to a store is refused (one account, one store: decision 037).
 */
export async function acceptTeamInvite(deps: AcceptDeps, ctx: Ctx, token: string) {
  if (!ctx.user) throw unauthenticated();
  const user = ctx.user;
  const joined = await deps.db.transaction(async (tx) => {
    const invite = await findByToken(tx, token, true);
    if (invite.status !== 'PENDING') throw conflict('This invite was already accepted');
    if (invite.email.toLowerCase() !== user.email.toLowerCase()) {
      throw forbidden(`This invite was sent to ${invite.email} - sign in with that email to accept it`);
    }
    if (user.storeId === invite.storeId) throw conflict('You are already a member of this store');
    if (user.storeId != null) {
      throw conflict(
        'This account already belongs to a store, and an account acts for one store only. Ask for the invite to be sent to another email.',
      );
    }
    if (user.role !== 'STORE_OWNER' && user.role !== 'TEAM_MEMBER') {
      throw conflict('Supplier and warehouse accounts cannot join a store team - use another email');
    }
    await assertSeatFree(tx, invite.storeId, 'accepting');
    if (!(await joinStore(tx, user.id, invite.storeId))) throw conflict(LINK_GONE);
    await joinAsMember(tx, invite, user.id);
    return { storeId: invite.storeId, role: invite.role as StoreRole };
  });
  deps.bus.publish(USER_CHANGED, user.id);
  return joined;
}

/** Signs up through an invite: a new account for the invited email joins the store (no store of its own). */
export async function acceptTeamInviteBySignup(deps: AcceptDeps, ctx: Ctx, body: AcceptTeamInviteSignupBody) {
  await deps.limiter.hitIp(`register:${ctx.ip}`);
  const passwordHash = await hashPassword(body.password);
  const userId = await deps.db.transaction(async (tx) => {
    const invite = await findByToken(tx, body.token, true);
    if (invite.status !== 'PENDING') throw conflict('This invite was already accepted');
    const taken = await findAccountByEmail(tx, invite.email);
    if (taken) throw conflict('An account with this email already exists. Sign in to accept the invite.');
    await assertSeatFree(tx, invite.storeId, 'accepting');
    const account = await createMemberAccount(tx, {
      email: invite.email,
      passwordHash,
      storeId: invite.storeId,
    });
    if (!account) throw conflict('An account with this email already exists. Sign in to accept the invite.');
    await joinAsMember(tx, invite, account.id);
    return account.id;
  });
  const row = await findAccountRow(deps.db, userId);
  if (!row) throw notFound('Account');
  return issue(deps, row, false);
}
