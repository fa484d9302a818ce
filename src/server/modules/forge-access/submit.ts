import { and, eq } from 'drizzle-orm';
import type { ForgeAccessGranted, ForgeWaitlistJoined } from '../../../shared/contract/forge-access';
import type { Database } from '../../db/client';
import { forgeAccessGrants, forgeAccessWaitlist } from '../../db/schema/forge-access';
import type { StoreCtx } from '../../http/context';
import { invalid } from '../../http/errors';
import { escapeHtml } from '../../providers/email/escape-html';
import type { EmailProvider } from '../../providers/email/types';
import { findActiveCode } from './codes';

export const WRONG_CODE_MESSAGE =
  'That access code is not valid. Check it and try again, or join the waitlist with your email.';

/**
 * POST /web/forge-access-code/-/submit-code: a valid code gives the store the AI assistants (once; a second
 * valid code answers the first grant). `countAttempt` is the store's guessing limit, counted before the
 * code is compared; `clearAttempts` forgets the count after a success.
 */
export async function submitForgeCode(
  deps: { db: Database },
  ctx: StoreCtx,
  code: string,
  limits: { countAttempt: () => Promise<void>; clearAttempts: () => Promise<void> },
): Promise<ForgeAccessGranted> {
  await limits.countAttempt();
  const match = await findActiveCode(deps.db, code);
  if (!match) throw invalid(WRONG_CODE_MESSAGE, [{ path: 'code', message: WRONG_CODE_MESSAGE }]);
  await deps.db
    .insert(forgeAccessGrants)
    .values({ storeId: ctx.storeId, codeId: match.id, grantedByUserId: ctx.user.id })
    .onConflictDoNothing({ target: forgeAccessGrants.storeId });
  const [grant] = await deps.db
    .select({ grantedAt: forgeAccessGrants.grantedAt })
    .from(forgeAccessGrants)
    .where(eq(forgeAccessGrants.storeId, ctx.storeId));
  await limits.clearAttempts();
  return { hasAccess: true, grantedAt: grant!.grantedAt.toISOString() };
}

export type WaitlistDeps = { db: Database; email: EmailProvider; staffAddress: string };

/**
 * POST /web/forge-access-code/-/submit-email: the address joins the access waitlist; staff hear of it through
 * the email outbox in the same transaction. Joining again answers the first sign-up and tells nobody twice.
 */
export async function joinForgeWaitlist(
  deps: WaitlistDeps,
  ctx: StoreCtx,
  rawEmail: string,
): Promise<ForgeWaitlistJoined> {
  const email = rawEmail.trim().toLowerCase();
  const joinedAt = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(forgeAccessWaitlist)
      .values({ storeId: ctx.storeId, email, userId: ctx.user.id })
      .onConflictDoNothing()
      .returning({ createdAt: forgeAccessWaitlist.createdAt });
    if (row) {
      const store = `${ctx.store.title} (store ${ctx.storeId})`;
      await deps.email.send(tx, {
        to: [deps.staffAddress],
        subject: `AI assistants waitlist: ${email}`,
        text: `${email} of ${store} asked for access to the AI assistants.`,
        html: `<p><strong>${escapeHtml(email)}</strong> of ${escapeHtml(store)} asked for access to the AI assistants.</p>`,
        ref: `forge-access-waitlist:${ctx.storeId}`,
      });
      return row.createdAt;
    }
    const [first] = await tx
      .select({ createdAt: forgeAccessWaitlist.createdAt })
      .from(forgeAccessWaitlist)
      .where(and(eq(forgeAccessWaitlist.storeId, ctx.storeId), eq(forgeAccessWaitlist.email, email)));
    return first!.createdAt;
  });
  void deps.email.deliver();
  return { email, joinedAt: joinedAt.toISOString() };
}
