import { hash, verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import type { ChangePasswordBody, LoginBody, RegisterBody } from '../../../shared/contract/auth';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { users } from '../../db/schema/auth';
import { USER_CHANGED } from '../../http/auth-cache';
import type { Ctx } from '../../http/context';
import { AppError, conflict, invalid, unauthenticated } from '../../http/errors';
import type { AuthLimiter } from '../../http/rate-limit';
import type { Bus } from '../../realtime/bus';
import { createStore, findStore } from '../stores/store-rows';
import { toStoreUser } from '../stores/store-user';
import type { DeviceCookies } from './device-cookie';
import type { TokenService } from './tokens';

// OWASP's argon2id baseline (19 MiB, 2 passes).
const ARGON_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON_OPTIONS);

export type AuthDeps = { db: Database; tokens: TokenService; limiter: AuthLimiter; bus: Bus };

async function loadStore(db: Database, storeId: number | null) {
  if (storeId == null) return null;
  return findStore(db, storeId);
}

/** A session for a user row: token, user and store (sign-in, and joining a store by invite). */
export async function issue(
  deps: Pick<AuthDeps, 'db' | 'tokens'>,
  user: typeof users.$inferSelect,
  isPreview: boolean,
) {
  const { token, expiresAt } = await deps.tokens.sign(user.id, user.tokenVersion);
  const store = await loadStore(deps.db, user.storeId);
  return {
    token,
    expiresAt,
    user: {
      id: user.id,
      email: user.email,
      role: user.role,
      storeId: user.storeId,
      supplierId: user.supplierId,
    },
    store: store ? toStoreUser(store, isPreview) : null,
  };
}

/** Creates a store and its owner in one transaction, then signs the owner in. */
export async function registerStore(deps: AuthDeps, ctx: Ctx, body: RegisterBody) {
  await deps.limiter.hitIp(`register:${ctx.ip}`);
  const passwordHash = await hashPassword(body.password);
  const user = await createOwner(deps.db, body, passwordHash).catch((err) => {
    if (isUniqueViolation(err)) throw conflict('An account with this email already exists. Sign in instead.');
    throw err;
  });
  return issue(deps, user, false);
}

function createOwner(db: Database, body: RegisterBody, passwordHash: string) {
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${body.email}`);
    if (taken) throw conflict('An account with this email already exists. Sign in instead.');
    const storeId = await createStore(tx, body.title, body.accountType);
    const [created] = await tx
      .insert(users)
      .values({
        email: body.email,
        passwordHash,
        role: 'STORE_OWNER',
        storeId,
        lastLoginAt: new Date(),
      })
      .returning();
    return created!;
  });
}

/**
 * Checks the password and answers a new token on every sign-in, with a device cookie for the browser.
 * An attempt carrying a valid device cookie for the account counts against that device's own limit;
 * any other attempt against the account's shared limit (and every attempt against the IP's).
 */
export async function login(
  deps: AuthDeps & { isPreview: (storeId: number | null) => Promise<boolean>; devices: DeviceCookies },
  ctx: Ctx,
  body: LoginBody,
  cookieHeader?: string,
) {
  await deps.limiter.hitIp(`login:${ctx.ip}`);
  const [user] = await deps.db.select().from(users).where(sql`lower(${users.email}) = ${body.email}`);
  const found = deps.devices.find(cookieHeader, body.email);
  const device = found && user && found.userId === user.id ? `${found.userId}:${found.nonce}` : null;
  if (device) await deps.limiter.checkDevice(device);
  else await deps.limiter.checkAccount(body.email);
  const ok = user ? await verify(user.passwordHash, body.password) : await fakeVerify(body.password);
  if (!user || !ok) {
    if (device) await deps.limiter.failDevice(device);
    else await deps.limiter.failAccount(body.email);
    throw new AppError('UNAUTHENTICATED', 'The email or password is incorrect');
  }
  // A trusted browser's success clears only its own count: strangers' failures keep counting.
  if (device) await deps.limiter.resetDevice(device);
  else await deps.limiter.resetAccount(body.email);
  await deps.db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  const session = await issue(deps, user, await deps.isPreview(user.storeId));
  return { session, deviceCookie: deps.devices.issue(user).header };
}

// Spend the same time on unknown emails, so response timing does not reveal which emails exist.
let dummyHash: Promise<string> | null = null;
async function fakeVerify(password: string) {
  dummyHash ??= hashPassword('not-a-real-password');
  await verify(await dummyHash, password);
  return false;
}

/** Changes the password and bumps the token version: every other session ends. */
export async function changePassword(deps: AuthDeps, ctx: Ctx, body: ChangePasswordBody) {
  if (!ctx.user) throw unauthenticated();
  const [user] = await deps.db.select().from(users).where(eq(users.id, ctx.user.id));
  if (!user) throw unauthenticated();
  if (!(await verify(user.passwordHash, body.currentPassword))) {
    throw invalid('The current password is incorrect', [
      { path: 'body.currentPassword', message: 'The current password is incorrect' },
    ]);
  }
  if (body.currentPassword === body.newPassword) {
    throw invalid('Choose a password different from the current one', [
      { path: 'body.newPassword', message: 'Must differ from the current password' },
    ]);
  }
  const [updated] = await deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(body.newPassword), tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, user.id))
    .returning();
  deps.bus.publish(USER_CHANGED, user.id);
  return deps.tokens.sign(updated!.id, updated!.tokenVersion);
}
