import type { Db } from '../db/client';
import { catalogCategories, catalogCompanies, catalogItems } from '../db/schema/catalog';

// Test factories for the catalog: valid rows with deterministic defaults (a counter, no randomness), so a
// failing test reads the same on every run. Pass overrides for what the test is about.

let counter = 0;
const next = () => ++counter;
const BASE_TIME = Date.UTC(2026, 0, 1);

export type CategoryRow = typeof catalogCategories.$inferSelect;
export type CompanyRow = typeof catalogCompanies.$inferSelect;
export type ItemRow = typeof catalogItems.$inferSelect;

export async function createCategory(
  db: Db,
  overrides: Partial<typeof catalogCategories.$inferInsert> = {},
): Promise<CategoryRow> {
  const n = next();
  const [row] = await db
    .insert(catalogCategories)
    .values({
      tab: 'PRODUCTS',
      vertical: 'Test Vertical',
      group: `Test Group ${n}`,
      subgroup: `Test Subgroup ${n}`,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createCompany(
  db: Db,
  overrides: Partial<typeof catalogCompanies.$inferInsert> = {},
): Promise<CompanyRow> {
  const n = next();
  const [row] = await db
    .insert(catalogCompanies)
    .values({
      name: `Test Supplier ${n}`,
      description: `A test supplier number ${n} making cotton tote bags.`,
      countryCode: 'CN',
      region: 'AS',
      capabilities: ['OEM', 'Private label'],
      baseProducts: ['Tote bags'],
      categoryIds: [],
      tabs: ['PRODUCTS'],
      moq: 100,
      samplePriceCents: 2500,
      productionDays: 30,
      orderVolume: 120,
      isOnlineNow: false,
      firstEnabledAt: new Date(BASE_TIME + n * 60_000),
      tariffRatePercent: 7.5,
      rank: n,
      seed: n,
      ...overrides,
    })
    .returning();
  return row!;
}

/** An item of `companyId` (a new supplier when omitted) in `categoryId` (a new category when omitted). */
export async function createItem(
  db: Db,
  overrides: Partial<typeof catalogItems.$inferInsert> = {},
): Promise<ItemRow> {
  const companyId = overrides.companyId ?? (await createCompany(db)).id;
  const categoryId = overrides.categoryId ?? (await createCategory(db)).id;
  const n = next();
  const at = new Date(BASE_TIME + n * 60_000);
  const [row] = await db
    .insert(catalogItems)
    .values({
      tab: 'PRODUCTS',
      title: `Test Item ${n}`,
      description: `Test item number ${n}, a heavyweight cotton tote.`,
      imageCount: 2,
      priceTiers: [
        { minQuantity: 100, unitPriceCents: 450 },
        { minQuantity: 1000, unitPriceCents: 320 },
      ],
      productionMinPriceCents: 320,
      moq: 100,
      stockStatus: 'IN_STOCK',
      colorOptions: 'Natural|#f5f0e1|default',
      packing: 'PARCEL',
      rank: n,
      enabledAt: at,
      rankedAt: at,
      isSampleKit: false,
      seed: n,
      ...overrides,
      companyId,
      categoryId,
    })
    .returning();
  return row!;
}
