import { eq } from 'drizzle-orm';
import type { PlanTier } from '../../shared/rules/plans';
import { stores } from '../db/schema/stores';
import { STORE_CHANGED } from '../http/auth-cache';
import type { TestApp } from './test-app';

/** Puts a test store on a plan directly (tests of other domains that need a gated route open). */
export async function givePlan(t: TestApp, storeId: number, planType: PlanTier) {
  await t.deps.db.update(stores).set({ planType }).where(eq(stores.id, storeId));
  t.deps.bus.publish(STORE_CHANGED, storeId);
}
