import { and, eq } from 'drizzle-orm';
import { isValidEmail } from '../../../shared/rules/email';
import type { Db } from '../../db/client';
import { businessSettings } from '../../db/schema/commons';

/** NONE/STAFF_NOTIFICATION_EMAILS: a string or a list of addresses; else the STAFF_EMAIL config default. */
export const STAFF_EMAILS_SETTING = 'STAFF_NOTIFICATION_EMAILS';

export async function staffAddresses(db: Db, fallback: string): Promise<string[]> {
  const [row] = await db
    .select({ value: businessSettings.value })
    .from(businessSettings)
    .where(and(eq(businessSettings.scope, 'NONE'), eq(businessSettings.key, STAFF_EMAILS_SETTING)));
  const list = [row?.value].flat().filter((v): v is string => typeof v === 'string' && isValidEmail(v));
  return list.length ? list : [fallback];
}
