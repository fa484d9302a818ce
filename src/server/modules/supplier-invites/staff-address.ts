import { isValidEmail } from '../../../shared/rules/email';
import type { Db } from '../../db/client';
import { findBusinessSettingValue } from '../commons/business-settings';

/** NONE/STAFF_NOTIFICATION_EMAILS: a string or a list of addresses; else the STAFF_EMAIL config default. */
export const STAFF_EMAILS_SETTING = 'STAFF_NOTIFICATION_EMAILS';

export async function staffAddresses(db: Db, fallback: string): Promise<string[]> {
  const value = await findBusinessSettingValue(db, 'NONE', STAFF_EMAILS_SETTING);
  const list = [value].flat().filter((v): v is string => typeof v === 'string' && isValidEmail(v));
  return list.length ? list : [fallback];
}
