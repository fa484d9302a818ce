import { and, eq, inArray } from 'drizzle-orm';
import type { SetUserFlagsBody, UserFlags } from '../../../shared/contract/onboarding';
import type { Db } from '../../db/client';
import { userFlags } from '../../db/schema/onboarding';

/** The user's flags that are set, key → when; read with the session (one statement). */
export async function findUserFlags(db: Db, userId: number): Promise<UserFlags> {
  const rows = await db
    .select({ key: userFlags.key, setAt: userFlags.setAt })
    .from(userFlags)
    .where(eq(userFlags.userId, userId));
  return Object.fromEntries(rows.map((r) => [r.key, r.setAt.toISOString()]));
}

/**
 * Sets (true) and clears (false) the user's flags in one transaction, then answers all of them. Setting a
 * flag that is set keeps its first time.
 */
export async function setUserFlags(db: Db, userId: number, flags: SetUserFlagsBody['flags']) {
  const entries = Object.entries(flags);
  const on = entries.filter(([, v]) => v).map(([k]) => k);
  const off = entries.filter(([, v]) => !v).map(([k]) => k);
  await db.transaction(async (tx) => {
    if (on.length > 0)
      await tx
        .insert(userFlags)
        .values(on.map((key) => ({ userId, key })))
        .onConflictDoNothing();
    if (off.length > 0)
      await tx.delete(userFlags).where(and(eq(userFlags.userId, userId), inArray(userFlags.key, off)));
  });
  return findUserFlags(db, userId);
}
