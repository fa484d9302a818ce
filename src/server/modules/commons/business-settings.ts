import { and, eq, sql } from 'drizzle-orm';
import { PREVIEW_ACCOUNTS_SETTING } from '../../../shared/contract/commons';
import type { Db } from '../../db/client';
import { businessSettings } from '../../db/schema/commons';
import { notFound } from '../../http/errors';

export type SettingScope = 'DISPLAY' | 'NONE';

export async function getBusinessSetting(db: Db, scope: SettingScope, key: string) {
  const [row] = await db
    .select({
      key: businessSettings.key,
      scope: businessSettings.scope,
      value: businessSettings.value,
      updatedAt: businessSettings.updatedAt,
    })
    .from(businessSettings)
    .where(and(eq(businessSettings.scope, scope), eq(businessSettings.key, key)));
  if (!row) throw notFound('Business setting');
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

/** A setting's value, or undefined when it is not set (other domains' defaults apply). */
export async function findBusinessSettingValue(db: Db, scope: SettingScope, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: businessSettings.value })
    .from(businessSettings)
    .where(and(eq(businessSettings.scope, scope), eq(businessSettings.key, key)));
  return row?.value;
}

export async function putBusinessSetting(db: Db, scope: SettingScope, key: string, value: unknown) {
  await db
    .insert(businessSettings)
    .values({ scope, key, value })
    .onConflictDoUpdate({
      target: [businessSettings.scope, businessSettings.key],
      set: { value, updatedAt: sql`now()` },
    });
}

const PREVIEW_CACHE_MS = 5_000;

/**
 * Preview store ids (spec §6), read on every authenticated request; cached for a few seconds so
 * the hot path makes no extra query, and every instance sees a change within that time.
 */
export function createPreviewAccounts(db: Db) {
  let cached: { ids: Set<number>; at: number } | null = null;
  let loading: Promise<Set<number>> | null = null;
  async function load() {
    const [row] = await db
      .select({ value: businessSettings.value })
      .from(businessSettings)
      .where(and(eq(businessSettings.scope, 'NONE'), eq(businessSettings.key, PREVIEW_ACCOUNTS_SETTING)));
    const list = Array.isArray(row?.value) ? row.value : [];
    return new Set(list.map(Number).filter(Number.isInteger));
  }
  return {
    async has(storeId: number | null): Promise<boolean> {
      if (storeId == null) return false;
      if (!cached || Date.now() - cached.at > PREVIEW_CACHE_MS) {
        loading ??= load().finally(() => {
          loading = null;
        });
        cached = { ids: await loading, at: Date.now() };
      }
      return cached.ids.has(storeId);
    },
    invalidate() {
      cached = null;
    },
  };
}

export type PreviewAccounts = ReturnType<typeof createPreviewAccounts>;
