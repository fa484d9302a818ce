// POST /google-auth/login: an OpenID Connect identity signs in the user with that verified email, or
// becomes a new founder with a store of their own, as sign-up makes.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { GoogleLoginBody } from '../../../shared/contract/auth';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { users } from '../../db/schema/auth';
import type { Ctx } from '../../http/context';
import { AppError } from '../../http/errors';
import type { IdentityProvider, VerifiedIdentity } from '../../providers/identity/types';
import { createStore } from '../stores/store-rows';
import { type AuthDeps, hashPassword, issue } from './service';

export const GOOGLE_NOT_CONFIGURED =
  'Sign-in with Google is not set up on this server (OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET)';

type GoogleDeps = AuthDeps & {
  identity: IdentityProvider | null;
  isPreview: (storeId: number | null) => Promise<boolean>;
};

export async function googleLogin(deps: GoogleDeps, ctx: Ctx, body: GoogleLoginBody) {
  if (!deps.identity) throw new AppError('NOT_FOUND', GOOGLE_NOT_CONFIGURED);
  await deps.limiter.hitIp(`google-login:${ctx.ip}`);
  const who = await deps.identity.verify(body);
  if (!who.emailVerified) {
    throw new AppError(
      'UNAUTHENTICATED',
      'Sign-in with Google failed: the provider has not verified this email',
    );
  }
  const user = (await findByEmail(deps.db, who.email)) ?? (await createFounder(deps.db, who));
  await deps.db.update(users).set({ lastLoginAt: new Date() }).where(sql`${users.id} = ${user.id}`);
  return issue(deps, user, await deps.isPreview(user.storeId));
}

async function findByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${email}`);
  return user ?? null;
}

/** A founder and their store; the password is random and unknown (a reset sets one). */
async function createFounder(db: Database, who: VerifiedIdentity) {
  const title = who.name ? `${who.name.slice(0, 100)}'s store` : who.email.split('@')[0]!.slice(0, 100);
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  try {
    return await db.transaction(async (tx) => {
      const storeId = await createStore(tx, title);
      const [created] = await tx
        .insert(users)
        .values({ email: who.email, passwordHash, role: 'STORE_OWNER', storeId, lastLoginAt: new Date() })
        .returning();
      return created!;
    });
  } catch (err) {
    // Two first sign-ins at once: the other one made the account.
    if (isUniqueViolation(err)) {
      const user = await findByEmail(db, who.email);
      if (user) return user;
    }
    throw err;
  }
}
