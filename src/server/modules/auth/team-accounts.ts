import { verify } from '@node-rs/argon2';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';

// The account changes the team domain makes (decision 037), in its transaction: auth owns users.

export type AccountRef = {
  id: number;
  email: string;
  role: typeof users.$inferSelect.role;
  storeId: number | null;
};
const ref = { id: users.id, email: users.email, role: users.role, storeId: users.storeId };

/** The account with this email (any case), or null. */
export async function findAccountByEmail(db: Db, email: string): Promise<AccountRef | null> {
  const [row] = await db.select(ref).from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row ?? null;
}

/** The accounts acting for a store (owners and team members), oldest first. */
export async function listStoreAccounts(db: Db, storeId: number) {
  return db
    .select({ ...ref, createdAt: users.createdAt })
    .from(users)
    .where(and(eq(users.storeId, storeId), inArray(users.role, ['STORE_OWNER', 'TEAM_MEMBER'])))
    .orderBy(asc(users.createdAt), asc(users.id));
}

/** A new team member account for a store (signing up through an invite); null when the email is taken. */
export async function createMemberAccount(
  db: Db,
  v: { email: string; passwordHash: string; storeId: number },
): Promise<AccountRef | null> {
  const [row] = await db
    .insert(users)
    .values({ ...v, role: 'TEAM_MEMBER', lastLoginAt: new Date() })
    .onConflictDoNothing()
    .returning(ref);
  return row ?? null;
}

/** An existing account without a store joins one as a team member; false when it has a store by now. */
export async function joinStore(db: Db, userId: number, storeId: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ storeId, role: 'TEAM_MEMBER' })
    .where(
      and(
        eq(users.id, userId),
        sql`${users.storeId} is null`,
        inArray(users.role, ['STORE_OWNER', 'TEAM_MEMBER']),
      ),
    )
    .returning({ id: users.id });
  return rows.length === 1;
}

/**
 * A team member leaves the store: no store (the account stays, and may accept another invite), and a new token
 * version so every token they hold stops working.
 * The caller publishes USER_CHANGED after commit. False when they are not a member of that store.
 */
export async function leaveStore(db: Db, userId: number, storeId: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ storeId: null, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(and(eq(users.id, userId), eq(users.storeId, storeId), eq(users.role, 'TEAM_MEMBER')))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** The full row to sign a session for. */
export async function findAccountRow(db: Db, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row ?? null;
}

/**
 * Makes a team member the store's owner and the owner a team member, in the caller's transaction. Both get a
 * new token version (their sessions sign in again with the new role). False when either is not what it
 * should be by now (a concurrent change): the caller rolls back.
 */
export async function swapStoreOwner(
  db: Db,
  storeId: number,
  ownerId: number,
  memberId: number,
): Promise<boolean> {
  const demoted = await db
    .update(users)
    .set({ role: 'TEAM_MEMBER', tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(and(eq(users.id, ownerId), eq(users.storeId, storeId), eq(users.role, 'STORE_OWNER')))
    .returning({ id: users.id });
  const promoted = await db
    .update(users)
    .set({ role: 'STORE_OWNER', tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(and(eq(users.id, memberId), eq(users.storeId, storeId), eq(users.role, 'TEAM_MEMBER')))
    .returning({ id: users.id });
  return demoted.length === 1 && promoted.length === 1;
}

/** Whether `password` is the account's password (argon2). */
export async function checkAccountPassword(db: Db, userId: number, password: string): Promise<boolean> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row?.hash) return false;
  return verify(row.hash, password).catch(() => false);
}
