import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  PASSWORD_RESET_TTL_MINUTES,
  type PasswordResetConfirmBody,
  type PasswordResetRequestBody,
} from '../../../shared/contract/auth';
import type { Database } from '../../db/client';
import { passwordResets, users } from '../../db/schema/auth';
import { USER_CHANGED } from '../../http/auth-cache';
import type { Ctx } from '../../http/context';
import { AppError } from '../../http/errors';
import type { AuthLimiter } from '../../http/rate-limit';
import { escapeHtml } from '../../providers/email/escape-html';
import type { EmailProvider } from '../../providers/email/types';
import type { Bus } from '../../realtime/bus';
import { hashPassword } from './service';

export type PasswordResetDeps = {
  db: Database;
  limiter: AuthLimiter;
  bus: Bus;
  email: EmailProvider;
  publicUrl: string;
  now?: () => Date;
};

/** The one answer to every reset request, so it never tells whether an account has the address. */
export const RESET_REQUESTED_MESSAGE =
  'If an account uses this email, we have sent it a link to choose a new password. The link works for 1 hour.';
export const RESET_DONE_MESSAGE = 'Your password has been changed. Sign in with the new password.';
const RESET_INVALID_MESSAGE =
  'This reset link is invalid, expired or already used. Ask for a new one from "Forgot password?".';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Sends a reset link to the account with this email, if there is one (and the address has not had its
 * share of emails this window); the answer is the same either way. Every request counts against the IP.
 */
export async function requestPasswordReset(
  deps: PasswordResetDeps,
  ctx: Ctx,
  body: PasswordResetRequestBody,
) {
  await deps.limiter.hitIp(`password-reset:${ctx.ip}`);
  const [user] = await deps.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = ${body.email}`);
  if (user && (await deps.limiter.allowResetEmail(body.email))) {
    // 256 bits from the CSPRNG; only its hash is stored.
    const token = randomBytes(32).toString('base64url');
    const now = deps.now?.() ?? new Date();
    const link = `${deps.publicUrl}/reset-password?token=${token}`;
    await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(passwordResets)
        .values({
          userId: user.id,
          tokenHash: sha256(token),
          expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000),
        })
        .returning({ id: passwordResets.id });
      const lines = [
        'Someone asked to reset the password of your Quarry account.',
        `Choose a new password here (the link works for ${PASSWORD_RESET_TTL_MINUTES} minutes, once): ${link}`,
        'If it was not you, ignore this email: your password stays as it is.',
      ];
      await deps.email.send(tx, {
        to: [user.email],
        subject: 'Reset your Quarry password',
        text: lines.join('\n\n'),
        html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join(''),
        ref: `password-reset:${row!.id}`,
      });
    });
    void deps.email.deliver();
  }
  return { message: RESET_REQUESTED_MESSAGE };
}

/**
 * Sets the new password with a valid token: the token (and every other open one of the account) is used up,
 * the token version is bumped so every session ends, and the account's failed sign-ins are forgotten.
 */
export async function confirmPasswordReset(
  deps: PasswordResetDeps,
  ctx: Ctx,
  body: PasswordResetConfirmBody,
) {
  await deps.limiter.hitIp(`password-reset:${ctx.ip}`);
  const passwordHash = await hashPassword(body.password);
  const now = deps.now?.() ?? new Date();
  const user = await deps.db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, sha256(body.token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!used) return null;
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, used.userId), isNull(passwordResets.usedAt)));
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, used.userId))
      .returning({ id: users.id, email: users.email });
    return updated ?? null;
  });
  if (!user) {
    throw new AppError('INVALID', RESET_INVALID_MESSAGE, {
      details: [{ path: 'body.token', message: RESET_INVALID_MESSAGE }],
    });
  }
  deps.bus.publish(USER_CHANGED, user.id);
  await deps.limiter.resetAccount(user.email.toLowerCase());
  return { message: RESET_DONE_MESSAGE };
}
