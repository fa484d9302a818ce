import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stores } from '../../db/schema/stores';
import { STORE_CHANGED } from '../../http/auth-cache';
import type { Bus } from '../../realtime/bus';

// The store user's plan fields (spec §3: planType, modules, blueprintSubscription*), written only by the
// subscriptions module from the payments processor's state, in the caller's transaction.

export type StorePlanFields = {
  planType: 'TIER_1' | 'TIER_2' | 'TIER_2_5' | 'TIER_3';
  billingInterval: 'MONTHLY' | 'YEARLY' | null;
  modules: Record<string, string>;
  blueprintSubscriptionId: string | null;
  blueprintSubscriptionStatus: string | null;
  blueprintSubscriptionBehavior: string | null;
  blueprintSubscriptionPausedAt: Date | null;
  blueprintSubscriptionResumesAt: Date | null;
};

/** Writes the plan fields; answers false when there is no such store. Call announceStoreChanged after commit. */
export async function setStorePlan(tx: Db, storeId: number, fields: StorePlanFields): Promise<boolean> {
  const rows = await tx
    .update(stores)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(stores.id, storeId))
    .returning({ id: stores.id });
  return rows.length > 0;
}

/** The store's plan fields as they are now (to compare before writing). */
export async function findStorePlanFields(db: Db, storeId: number): Promise<StorePlanFields | null> {
  const [row] = await db
    .select({
      planType: stores.planType,
      billingInterval: stores.billingInterval,
      modules: stores.modules,
      blueprintSubscriptionId: stores.blueprintSubscriptionId,
      blueprintSubscriptionStatus: stores.blueprintSubscriptionStatus,
      blueprintSubscriptionBehavior: stores.blueprintSubscriptionBehavior,
      blueprintSubscriptionPausedAt: stores.blueprintSubscriptionPausedAt,
      blueprintSubscriptionResumesAt: stores.blueprintSubscriptionResumesAt,
    })
    .from(stores)
    .where(eq(stores.id, storeId));
  return row ?? null;
}

/** Clears every instance's auth cache entry of the store (its plan and modules changed). */
export const announceStoreChanged = (bus: Bus, storeId: number) => bus.publish(STORE_CHANGED, storeId);
