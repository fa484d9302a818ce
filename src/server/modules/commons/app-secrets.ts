import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appSecrets } from '../../db/schema/commons';

/**
 * The secret kept under this name in the shared database: the first instance to ask stores `fresh`, every
 * later one reads what was stored, so all instances agree.
 */
export async function keepAppSecret(db: Database, name: string, fresh: string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: fresh }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  return row!.value;
}
