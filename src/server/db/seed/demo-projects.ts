import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { DEFAULT_PROJECT_INTRO_MESSAGE } from '../../../shared/rules/constants';
import type { Db } from '../client';
import { users } from '../schema/auth';
import { catalogCategories, catalogCompanies } from '../schema/catalog';
import { creatorProjects, projectQuotes, projectRecipients, projectRequests } from '../schema/projects';
import { DEMO_ACCOUNTS } from './demo';
import { recordSeedRun } from './seed-runs';

const at = (iso: string) => new Date(iso);

/** Three suppliers' quotes on the demo request, so the comparison table shows real numbers. */
const DEMO_QUOTES = [
  {
    priceTiers: [
      { minQuantity: 300, unitPriceCents: 520 },
      { minQuantity: 1000, unitPriceCents: 430 },
      { minQuantity: 5000, unitPriceCents: 380 },
    ],
    moq: 300,
    leadTimeDays: 35,
    note: 'Amber jars in stock; custom label printed in-house.',
  },
  {
    priceTiers: [
      { minQuantity: 500, unitPriceCents: 470 },
      { minQuantity: 2000, unitPriceCents: 410 },
    ],
    moq: 500,
    leadTimeDays: 28,
    note: 'Price includes gift-ready lid and fragrance up to 10%.',
  },
  {
    priceTiers: [{ minQuantity: 1500, unitPriceCents: 360 }],
    moq: 1500,
    leadTimeDays: 45,
    note: 'Lowest unit price from 1,500 units; sea freight only.',
  },
];

/**
 * The demo founder's custom projects: a request sent to three candle suppliers in different countries with
 * their quotes, and a packaging draft. The demo supplier account acts for the first of those suppliers.
 * Deterministic (fixed times, suppliers by id). Seed part `demo-projects` (recorded in its transaction, run
 * once: start.ts); answers false, recording nothing, while the founder or the catalog's suppliers are missing.
 */
export async function seedDemoProjects(db: Db) {
  const [founder] = await db
    .select({ storeId: users.storeId })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.founder));
  const storeId = founder?.storeId;
  if (storeId == null) return false;
  const [category] = await db
    .select({ id: catalogCategories.id })
    .from(catalogCategories)
    .where(eq(catalogCategories.subgroup, 'Jar Candles'))
    .orderBy(asc(catalogCategories.id))
    .limit(1);
  const pick = (where?: ReturnType<typeof sql>) =>
    db
      .select({ id: catalogCompanies.id, countryCode: catalogCompanies.countryCode })
      .from(catalogCompanies)
      .where(where)
      .orderBy(asc(catalogCompanies.id))
      .limit(200);
  // Candle makers first; a small catalog (tests, CATALOG_SCALE < 1) may need others to reach three.
  const candidates = [
    ...(category ? await pick(sql`${catalogCompanies.categoryIds} @> array[${category.id}]::int[]`) : []),
    ...(await pick()),
  ];
  // One supplier per country, so the tariffs differ; then anyone, when the catalog is small.
  const chosen: number[] = [];
  const countries = new Set<string>();
  for (const c of candidates)
    if (chosen.length < 3 && !countries.has(c.countryCode)) {
      chosen.push(c.id);
      countries.add(c.countryCode);
    }
  for (const c of candidates) if (chosen.length < 3 && !chosen.includes(c.id)) chosen.push(c.id);
  if (chosen.length === 0) return false;
  const categoryIds = category ? [category.id] : [];

  await db.transaction(async (tx) => {
    const [board] = await tx
      .insert(creatorProjects)
      .values({
        storeId,
        title: 'Lavender candle line',
        description: 'Three scented candles for the spring launch.',
        stage: 'SOURCING',
        createdAt: at('2026-11-02T09:00:00Z'),
        updatedAt: at('2026-11-12T16:30:00Z'),
      })
      .returning({ id: creatorProjects.id });
    const [sent] = await tx
      .insert(projectRequests)
      .values({
        storeId,
        creatorProjectId: board!.id,
        type: 'RFP_PRODUCT',
        status: 'SENT',
        title: 'Lavender soy candle, 8 oz amber jar',
        description:
          '8 oz soy wax candle with a cotton wick in an amber glass jar with a black metal lid. ' +
          'Lavender and cedar fragrance at 8%. Our label on the front, batch code on the base.',
        productOption: 'STOCK_WITH_CUSTOMIZATIONS',
        quantity: 1000,
        targetUnitPriceCents: 450,
        categoryIds,
        attachments: [],
        introMessage: DEFAULT_PROJECT_INTRO_MESSAGE,
        audience: 'CHOSEN',
        supplierIds: chosen,
        createdAt: at('2026-11-03T10:00:00Z'),
        updatedAt: at('2026-11-12T16:30:00Z'),
        sentAt: at('2026-11-03T10:05:00Z'),
      })
      .returning({ id: projectRequests.id });
    await tx.insert(projectRecipients).values(
      chosen.map((companyId, i) => ({
        projectId: sent!.id,
        companyId,
        status: 'QUOTED' as const,
        createdAt: at('2026-11-03T10:05:00Z'),
        updatedAt: at(`2026-11-1${i}T12:00:00Z`),
      })),
    );
    await tx.insert(projectQuotes).values(
      chosen.map((companyId, i) => ({
        ...DEMO_QUOTES[i]!,
        projectId: sent!.id,
        companyId,
        createdAt: at(`2026-11-1${i}T12:00:00Z`),
        updatedAt: at(`2026-11-1${i}T12:00:00Z`),
      })),
    );
    await tx.insert(projectRequests).values({
      storeId,
      creatorProjectId: board!.id,
      type: 'PACKAGING',
      status: 'DRAFT',
      title: 'Gift box for a candle trio',
      description: 'Rigid two-piece box with a lavender foil logo and an insert for three 8 oz jars.',
      productOption: 'CUSTOM_TO_DESIGN',
      quantity: 500,
      targetUnitPriceCents: 250,
      categoryIds,
      attachments: [],
      introMessage: DEFAULT_PROJECT_INTRO_MESSAGE,
      audience: 'OPEN',
      supplierIds: [],
      createdAt: at('2026-11-14T15:00:00Z'),
      updatedAt: at('2026-11-14T15:00:00Z'),
    });
    await tx
      .update(users)
      .set({ supplierId: chosen[0]! })
      .where(and(eq(users.email, DEMO_ACCOUNTS.supplier), isNull(users.supplierId)));
    await recordSeedRun(tx, 'demo-projects');
  });
  return true;
}
