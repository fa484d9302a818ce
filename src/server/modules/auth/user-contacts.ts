import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';

// Who to write to, and a user's token version: the reads other domains make of accounts, in their
// transaction when they pass one (so an email is queued exactly when their change commits).

/** The email addresses of a store's owners. */
export async function listStoreOwnerEmails(db: Db, storeId: number): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.storeId, storeId), eq(users.role, 'STORE_OWNER')));
  return rows.map((r) => r.email);
}

/** A store's first owner (notices written on the store's behalf name them), or null for none. */
export async function findStoreOwner(db: Db, storeId: number): Promise<{ id: number; email: string } | null> {
  const [owner] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.storeId, storeId), eq(users.role, 'STORE_OWNER')))
    .orderBy(asc(users.id))
    .limit(1);
  return owner ?? null;
}

/** The email addresses of the supplier users of these catalog companies. */
export async function listSupplierEmails(db: Db, companyIds: readonly number[]): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'SUPPLIER'), inArray(users.supplierId, [...companyIds])));
  return rows.map((r) => r.email);
}

/** The email addresses of every account of a store, or of a supplier. */
export async function listAccountEmails(
  db: Db,
  account: { storeId: number } | { supplierId: number },
): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      'storeId' in account ? eq(users.storeId, account.storeId) : eq(users.supplierId, account.supplierId),
    );
  return rows.map((r) => r.email);
}

/** The user's token version (tokens signed with an older one are refused), or undefined for no such user. */
export async function findTokenVersion(db: Db, userId: number): Promise<number | undefined> {
  const [row] = await db.select({ tokenVersion: users.tokenVersion }).from(users).where(eq(users.id, userId));
  return row?.tokenVersion;
}

/**
 * How a ledger or history row names the people who acted (issue 23): warehouse staff as "Warehouse", anyone
 * else by email. Unknown ids are absent (the caller shows "Quarry").
 */
export async function actorLabels(db: Db, userIds: readonly number[]): Promise<Map<number, string>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.role === 'WAREHOUSE_STAFF' ? 'Warehouse' : r.email]));
}
