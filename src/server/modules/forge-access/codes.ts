import { createHash, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { forgeAccessCodes, forgeAccessGrants } from '../../db/schema/forge-access';

/** The demo code the demo seed adds (README "Demo accounts"); staff add real codes as rows. */
export const DEMO_FORGE_ACCESS_CODE = 'FORGE-DEMO-2026';

/** Codes are compared without case or surrounding spaces ("forge-demo-2026 " is the demo code). */
export const normalizeCode = (code: string) => code.trim().toUpperCase();

/** The stored form of a code: SHA-256 hex of its normal form (the code itself is never kept). */
export const hashCode = (code: string) => createHash('sha256').update(normalizeCode(code)).digest('hex');

/** Adds the demo code when missing (idempotent; start-up with SEED_DEMO). */
export async function ensureDemoForgeCode(db: Db) {
  await db
    .insert(forgeAccessCodes)
    .values({ codeHash: hashCode(DEMO_FORGE_ACCESS_CODE), label: 'Demo code (README)' })
    .onConflictDoNothing({ target: forgeAccessCodes.codeHash });
}

/**
 * The active code matching `code`, or null. Every active code's hash is compared in constant time and all of
 * them are compared whatever matches, so the answer's timing says nothing about how close a guess was.
 */
export async function findActiveCode(db: Db, code: string): Promise<{ id: number } | null> {
  const wanted = Buffer.from(hashCode(code), 'hex');
  const rows = await db
    .select({ id: forgeAccessCodes.id, codeHash: forgeAccessCodes.codeHash })
    .from(forgeAccessCodes)
    .where(eq(forgeAccessCodes.isActive, true));
  let found: { id: number } | null = null;
  for (const row of rows) {
    const stored = Buffer.from(row.codeHash, 'hex');
    if (stored.length === wanted.length && timingSafeEqual(stored, wanted) && !found) found = { id: row.id };
  }
  return found;
}

/** Whether the store has the AI assistants (a forge access code was accepted for it). */
export async function hasAssistantAccess(db: Db, storeId: number): Promise<boolean> {
  const [row] = await db
    .select({ storeId: forgeAccessGrants.storeId })
    .from(forgeAccessGrants)
    .where(eq(forgeAccessGrants.storeId, storeId));
  return Boolean(row);
}
