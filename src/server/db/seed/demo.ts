import { sql } from 'drizzle-orm';
import { PREVIEW_ACCOUNTS_SETTING, type SupportCallLinks } from '../../../shared/contract/commons';
import { hashPassword } from '../../modules/auth/service';
import { putBusinessSetting } from '../../modules/commons/business-settings';
import type { Db } from '../client';
import { users } from '../schema/auth';
import { stores } from '../schema/stores';
import { recordSeedRun } from './seed-runs';

export const DEMO_PASSWORD = 'quarry-demo';
export const DEMO_ACCOUNTS = {
  founder: 'founder@quarry.test',
  preview: 'preview@quarry.test',
  supplier: 'supplier@quarry.test',
  ops: 'ops@quarry.test',
  /** Quarry staff (ADMIN): the cancellation survey's report. */
  staff: 'staff@quarry.test',
} as const;

/** Business settings every install starts with (the client reads them by key). */
export const DEFAULT_DISPLAY_SETTINGS: Record<string, unknown> = {
  SUPPORT_CALL_LINKS: {
    creatorHubExpert: '/education?topic=creator-hub',
    sourcingSpecialist: '/education?topic=sourcing',
    fulfillmentSpecialist: '/education?topic=fulfillment',
    ecommerceSpecialist: '/education?topic=ecommerce',
  } satisfies SupportCallLinks,
  WAREHOUSE_LOCATION: { state: 'NC', country: 'US', label: 'North Carolina, US' },
};

/** True when the database has no users yet: demo data goes only into an empty database. */
export async function isDatabaseEmpty(db: Db) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) === 0;
}

/** The demo accounts of the README, all with password `quarry-demo` (seed part `demo-accounts`). */
export async function seedDemo(db: Db) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [founderStore] = await tx
      .insert(stores)
      .values({
        title: 'Lavender & Co.',
        planType: 'TIER_2_5',
        accountType: 'CREATOR',
        billingInterval: 'MONTHLY',
        externalFields: [{ name: 'Instagram', value: '@lavenderandco' }],
        businessPlanAnswers: {
          accountType: 'CREATOR',
          businessStage: 'SELLING',
          audienceSize: '10K_100K',
          productCategory: 'HOME_CANDLES',
          yearlySales: 'YEARLY_SALES_UNDER_50K',
          needs: 'FULFILLMENT,MARKETING',
        },
      })
      .returning({ id: stores.id });
    const [previewStore] = await tx
      .insert(stores)
      .values({ title: 'Preview Brand', planType: 'TIER_3', accountType: 'SMB', billingInterval: 'YEARLY' })
      .returning({ id: stores.id });
    await tx.insert(users).values([
      { email: DEMO_ACCOUNTS.founder, passwordHash, role: 'STORE_OWNER', storeId: founderStore!.id },
      { email: DEMO_ACCOUNTS.preview, passwordHash, role: 'STORE_OWNER', storeId: previewStore!.id },
      { email: DEMO_ACCOUNTS.supplier, passwordHash, role: 'SUPPLIER' },
      { email: DEMO_ACCOUNTS.ops, passwordHash, role: 'WAREHOUSE_STAFF' },
      { email: DEMO_ACCOUNTS.staff, passwordHash, role: 'ADMIN' },
    ]);
    await putBusinessSetting(tx, 'NONE', PREVIEW_ACCOUNTS_SETTING, [previewStore!.id]);
    for (const [key, value] of Object.entries(DEFAULT_DISPLAY_SETTINGS)) {
      await putBusinessSetting(tx, 'DISPLAY', key, value);
    }
    await recordSeedRun(tx, 'demo-accounts');
  });
}
