import { and, count, eq } from 'drizzle-orm';
import { seatsFor } from '../../../shared/rules/team-roles';
import type { Db } from '../../db/client';
import { teamInvites } from '../../db/schema/team';
import { conflict } from '../../http/errors';
import { listStoreAccounts } from '../auth/team-accounts';
import { findStore, lockStore } from '../stores/store-rows';

const PLAN_NAMES: Record<string, string> = {
  TIER_1: 'Free',
  TIER_2: 'Beginner',
  TIER_2_5: 'Scaling',
  TIER_3: 'Professional',
};

/** Seats of the store's plan and how many are taken: members (owner included) and pending invites. */
export async function countSeats(db: Db, storeId: number) {
  const store = await findStore(db, storeId);
  const members = await listStoreAccounts(db, storeId);
  const [pending] = await db
    .select({ n: count() })
    .from(teamInvites)
    .where(and(eq(teamInvites.storeId, storeId), eq(teamInvites.status, 'PENDING')));
  const planType = store?.planType ?? 'TIER_1';
  return { planType, seats: seatsFor(planType), seatsUsed: members.length + (pending?.n ?? 0) };
}

/**
 * Refuses with 409 when the store has no seat left. Takes the store's row lock first, so two invites (or
 * accepts) at once cannot both take the last seat. `counting` says whether the pending invite being
 * accepted is already among the used seats.
 */
export async function assertSeatFree(tx: Db, storeId: number, counting: 'new' | 'accepting') {
  await lockStore(tx, storeId, 'update');
  const { planType, seats, seatsUsed } = await countSeats(tx, storeId);
  const taken = counting === 'accepting' ? seatsUsed - 1 : seatsUsed;
  if (taken >= seats) {
    throw conflict(
      `Your ${PLAN_NAMES[planType] ?? planType} plan includes ${seats} seats and all are taken (members and pending invites). Cancel an invite, remove a member or upgrade your plan to add more.`,
    );
  }
}
