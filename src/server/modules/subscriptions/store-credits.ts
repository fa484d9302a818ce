import { and, eq, sql } from 'drizzle-orm';
import { formatMoney } from '../../../shared/rules/money';
import type { Db } from '../../db/client';
import { storeCreditEntries } from '../../db/schema/subscriptions';
import { refused } from '../../http/errors';

// The store's balance (first document §9 signup credits; AI generation's deductCredits): a ledger, so every
// credit and spend is kept, and each happens once by its ref.

/** The store's balance in cents. */
export async function creditBalance(db: Db, storeId: number): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${storeCreditEntries.amountCents}), 0)::int` })
    .from(storeCreditEntries)
    .where(eq(storeCreditEntries.storeId, storeId));
  return Number(row?.cents ?? 0);
}

/** Credits the bundle's signup credits once per store (a second paid subscription adds nothing). */
export async function grantSignupCredits(db: Db, storeId: number, cents: number): Promise<boolean> {
  if (cents <= 0) return false;
  const rows = await db
    .insert(storeCreditEntries)
    .values({ storeId, amountCents: cents, kind: 'SIGNUP_CREDIT', ref: `signup:${storeId}` })
    .onConflictDoNothing()
    .returning({ id: storeCreditEntries.id });
  return rows.length > 0;
}

/**
 * Spends `cents` of the balance for `ref`. The caller holds the store's row lock in `tx` (two spends of one
 * store run one at a time), so the balance read here is still true when the spend is written.
 */
export async function spendCredits(tx: Db, storeId: number, cents: number, ref: string) {
  const balance = await creditBalance(tx, storeId);
  if (balance < cents)
    throw refused(
      `This needs ${formatMoney(cents)} of credits and your balance is ${formatMoney(balance)} — choose a plan to get signup credits or design without credits`,
    );
  await tx
    .insert(storeCreditEntries)
    .values({ storeId, amountCents: -cents, kind: 'DESIGN_GENERATION', ref });
}

/** Gives back a spend that did not happen (the generation failed); once per ref. */
export async function refundCredits(db: Db, storeId: number, ref: string) {
  const [spent] = await db
    .select({ cents: storeCreditEntries.amountCents })
    .from(storeCreditEntries)
    .where(and(eq(storeCreditEntries.storeId, storeId), eq(storeCreditEntries.ref, ref)));
  if (!spent || spent.cents >= 0) return;
  await db
    .insert(storeCreditEntries)
    .values({ storeId, amountCents: -spent.cents, kind: 'DESIGN_REFUND', ref: `${ref}:refund` })
    .onConflictDoNothing();
}
