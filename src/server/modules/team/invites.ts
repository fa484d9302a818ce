import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  CreateTeamInviteBody,
  TeamInvite,
  TeamInviteListQuery,
  UpdateTeamInviteBody,
} from '../../../shared/contract/team';
import { STORE_ROLE_LABELS } from '../../../shared/rules/team-roles';
import type { Database, Db } from '../../db/client';
import { teamInvites } from '../../db/schema/team';
import type { StoreCtx } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { escapeHtml } from '../../providers/email/escape-html';
import type { EmailProvider } from '../../providers/email/types';
import { findAccountByEmail } from '../auth/team-accounts';
import { assertSeatFree } from './seats';

export type InviteDeps = { db: Database; email: EmailProvider; publicUrl: string };

/** The web page the invite link opens. */
export const ACCEPT_PATH = '/team-invites/accept';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

const columns = {
  id: teamInvites.id,
  email: teamInvites.email,
  role: teamInvites.role,
  status: teamInvites.status,
  createdAt: teamInvites.createdAt,
  acceptedAt: teamInvites.acceptedAt,
};
type Row = { [K in keyof typeof columns]: (typeof teamInvites.$inferSelect)[K] };
const toInvite = (r: Row): TeamInvite => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  acceptedAt: r.acceptedAt?.toISOString() ?? null,
});

/**
 * Invites an email to the store with a role: the invite and its email (a link with a 256-bit token, of which
 * only the hash is kept) are written in one transaction. Refused when the email already acts for this store,
 * is already invited, or the plan has no seat left.
 */
export async function createTeamInvite(deps: InviteDeps, ctx: StoreCtx, body: CreateTeamInviteBody) {
  const invite = await deps.db.transaction(async (tx) => {
    await assertSeatFree(tx, ctx.storeId, 'new');
    const account = await findAccountByEmail(tx, body.email);
    if (account?.storeId === ctx.storeId) throw conflict(`${body.email} is already a member of this store`);
    const [pending] = await tx
      .select({ id: teamInvites.id })
      .from(teamInvites)
      .where(
        and(
          eq(teamInvites.storeId, ctx.storeId),
          eq(teamInvites.status, 'PENDING'),
          sql`lower(${teamInvites.email}) = ${body.email}`,
        ),
      );
    if (pending) throw conflict(`${body.email} is already invited - resend the invite instead`);
    const token = newToken();
    const [row] = await tx
      .insert(teamInvites)
      .values({ ...body, storeId: ctx.storeId, tokenHash: hashToken(token), invitedBy: ctx.user.id })
      .returning(columns);
    await sendInviteEmail(tx, deps, ctx, row!, token);
    return toInvite(row!);
  });
  void deps.email.deliver();
  return invite;
}

/** Sends a pending invite again with a new link; the old link stops working. */
export async function resendTeamInvite(deps: InviteDeps, ctx: StoreCtx, id: number) {
  const invite = await deps.db.transaction(async (tx) => {
    const token = newToken();
    const [row] = await tx
      .update(teamInvites)
      .set({ tokenHash: hashToken(token) })
      .where(pendingOfStore(ctx, id))
      .returning(columns);
    if (!row) throw notFound('Pending team invite');
    await sendInviteEmail(tx, deps, ctx, row, token);
    return toInvite(row);
  });
  void deps.email.deliver();
  return invite;
}

async function sendInviteEmail(tx: Db, deps: InviteDeps, ctx: StoreCtx, invite: Row, token: string) {
  const link = `${deps.publicUrl}${ACCEPT_PATH}?token=${token}`;
  const role = STORE_ROLE_LABELS[invite.role];
  const intro = `${ctx.user.email} invited you to join ${ctx.store.title} on Quarry as ${role}.`;
  await deps.email.send(tx, {
    to: [invite.email],
    subject: `Join ${ctx.store.title} on Quarry`,
    text: `${intro}\n\nAccept the invite: ${link}\n\nIf you did not expect this, ignore this email.`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">Accept the invite</a></p><p>If you did not expect this, ignore this email.</p>`,
    ref: `team-invite:${invite.id}`,
  });
}

const pendingOfStore = (ctx: StoreCtx, id: number) =>
  and(eq(teamInvites.id, id), eq(teamInvites.storeId, ctx.storeId), eq(teamInvites.status, 'PENDING'));

export async function listTeamInvites(db: Db, ctx: StoreCtx, q: TeamInviteListQuery) {
  const rows = await db
    .select(columns)
    .from(teamInvites)
    .where(and(eq(teamInvites.storeId, ctx.storeId), inArray(teamInvites.status, q.statuses)))
    .orderBy(desc(teamInvites.createdAt), desc(teamInvites.id))
    .limit(q.size)
    .offset(q.page * q.size);
  return rows.map(toInvite);
}

export async function countTeamInvites(db: Db, ctx: StoreCtx, q: Pick<TeamInviteListQuery, 'statuses'>) {
  const [row] = await db
    .select({ count: count() })
    .from(teamInvites)
    .where(and(eq(teamInvites.storeId, ctx.storeId), inArray(teamInvites.status, q.statuses)));
  return { count: row?.count ?? 0 };
}

/** Changes the role a pending invite gives (an accepted one is a member: change the member's role). */
export async function updateTeamInvite(db: Db, ctx: StoreCtx, body: UpdateTeamInviteBody) {
  const [row] = await db
    .update(teamInvites)
    .set({ role: body.role })
    .where(pendingOfStore(ctx, body.id))
    .returning(columns);
  if (!row) throw notFound('Pending team invite');
  return toInvite(row);
}

/** Cancels a pending invite: the row goes, and with it the link. */
export async function cancelTeamInvite(db: Db, ctx: StoreCtx, id: number) {
  const rows = await db.delete(teamInvites).where(pendingOfStore(ctx, id)).returning({ id: teamInvites.id });
  if (rows.length === 0) throw notFound('Pending team invite');
  return { ok: true as const };
}
