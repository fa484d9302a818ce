import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { PlanType } from '../../../shared/contract/stores';
import type { Db } from '../../db/client';
import { stores } from '../../db/schema/stores';

// The store's row as other domains need it, in their transaction: read, locked, or created at sign-up.

type LockMode = 'update' | 'no key update';

/** The store's row, or null. */
export async function findStore(db: Db, storeId: number) {
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
  return store ?? null;
}

/** The store's plan, or null for no such store; `lock` holds its row for the rest of the transaction. */
export async function findStorePlan(db: Db, storeId: number, lock?: LockMode): Promise<PlanType | null> {
  const query = db.select({ planType: stores.planType }).from(stores).where(eq(stores.id, storeId));
  const [store] = lock ? await query.for(lock) : await query;
  return store?.planType ?? null;
}

/**
 * Locks the store's row for the rest of the transaction, so work of one store runs one at a time
 * ('no key update' does not block rows that reference the store).
 */
export async function lockStore(tx: Db, storeId: number, mode: LockMode) {
  await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).for(mode);
}

/** A new store (at sign-up) with the account type the founder chose, its id. */
export async function createStore(
  tx: Db,
  title: string,
  accountType: 'CREATOR' | 'SMB' | 'UNDECIDED' = 'UNDECIDED',
): Promise<number> {
  const [store] = await tx
    .insert(stores)
    .values({ title, accountType, businessPlanAnswers: { accountType } })
    .returning({ id: stores.id });
  return store!.id;
}

/** The number a store asked to be texted at about new messages (spec: inbox-sms-notify), or null. */
export async function findInboxSmsNumber(db: Db, storeId: number): Promise<string | null> {
  const [store] = await db
    .select({ phone: stores.smsPhoneNumber })
    .from(stores)
    .where(and(eq(stores.id, storeId), eq(stores.inboxSmsNotify, true), isNotNull(stores.smsPhoneNumber)));
  return store?.phone ?? null;
}

/** Stores' titles by id (the warehouse console names the store of each receiving). */
export async function storeTitles(db: Db, storeIds: readonly number[]): Promise<Map<number, string>> {
  const ids = [...new Set(storeIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: stores.id, title: stores.title })
    .from(stores)
    .where(inArray(stores.id, ids));
  return new Map(rows.map((r) => [r.id, r.title]));
}
