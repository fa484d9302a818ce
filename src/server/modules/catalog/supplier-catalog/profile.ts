import { eq, sql } from 'drizzle-orm';
import type {
  SupplierCountry,
  SupplierProfile,
  UpdateSupplierProfileBody,
} from '../../../../shared/contract/supplier-portal';
import type { Db } from '../../../db/client';
import { catalogCompanies } from '../../../db/schema/catalog';
import { COUNTRIES, COUNTRY_BY_CODE } from '../../../db/seed/catalog/countries';
import type { Ctx } from '../../../http/context';
import { invalid, notFound } from '../../../http/errors';
import { knownCategories } from '../categories';
import { companyLogoUrl } from '../rows';
import { addVocabularyWords, vocabularyChanged } from '../search/search-vocabulary';
import { listedCategoryIds, tabsOfCategories } from './company-categories';
import { type PortalDeps, portalOwner } from './owner';
import { resolveLogo } from './pictures';

// The supplier's own catalog company. It edits what describes it (name, description, logo, country,
// capabilities, base products, categories, MOQ, sample price, production time, online now); Quarry keeps
// what it measures or decides (reviews, order volume, verification, expanded network, rank). Region and
// tariff rate follow the country. Supplier filters read these columns, and the item search index copies
// the ones items are filtered by through its trigger on catalog_companies (decision 012).

const c = catalogCompanies;
const profileColumns = {
  id: c.id,
  name: c.name,
  description: c.description,
  logoUrl: c.logoUrl,
  countryCode: c.countryCode,
  region: c.region,
  tariffRatePercent: c.tariffRatePercent,
  capabilities: c.capabilities,
  baseProducts: c.baseProducts,
  categoryIds: c.categoryIds,
  tabs: c.tabs,
  moq: c.moq,
  samplePriceCents: c.samplePriceCents,
  productionDays: c.productionDays,
  isOnlineNow: c.isOnlineNow,
  orderVolume: c.orderVolume,
  firstEnabledAt: c.firstEnabledAt,
  reviewAverage: c.reviewAverage,
  reviewCount: c.reviewCount,
  isVerified: c.isVerified,
  isExpandedNetwork: c.isExpandedNetwork,
};

async function profileRow(db: Db, companyId: number) {
  const [row] = await db.select(profileColumns).from(c).where(eq(c.id, companyId));
  if (!row) throw notFound('Supplier');
  return row;
}

/** GET /web/supplier-portal/profile */
export async function getOwnProfile(db: Db, ctx: Ctx): Promise<SupplierProfile> {
  const row = await profileRow(db, portalOwner(ctx).companyId);
  return {
    ...row,
    logoUrl: companyLogoUrl(row),
    hasCustomLogo: row.logoUrl !== null,
    firstEnabledAt: row.firstEnabledAt.toISOString(),
  };
}

/** The countries a supplier can be in, with the region and tariff rate each brings. */
export function supplierCountries(): SupplierCountry[] {
  return COUNTRIES.map((k) => ({
    countryCode: k.code,
    name: k.name,
    region: k.region,
    tariffRatePercent: k.tariffRatePercent,
  })).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * PUT /web/supplier-portal/profile: replaces the editable fields. Its categories keep those of its listed
 * products (a supplier is always found in the categories it lists products in).
 */
export async function updateOwnProfile(
  deps: PortalDeps,
  ctx: Ctx,
  body: UpdateSupplierProfileBody,
): Promise<SupplierProfile> {
  const owner = portalOwner(ctx);
  const current = await profileRow(deps.db, owner.companyId);
  const country = COUNTRY_BY_CODE.get(body.countryCode);
  // A country outside the list may stay (set by hand); moving needs a country Quarry knows the tariff of.
  if (!country && body.countryCode !== current.countryCode)
    throw invalid(`Quarry does not list suppliers in ${body.countryCode} yet`, [
      { path: 'body.countryCode', message: 'is not one of the supplier countries' },
    ]);
  await knownCategories(deps.db, body.categoryIds, 'body.categoryIds');
  const logoUrl = await resolveLogo(deps.db, owner, current, body.logoUrl);
  const renamed = body.name !== current.name;
  await deps.db.transaction(async (tx) => {
    await tx.select({ id: c.id }).from(c).where(eq(c.id, owner.companyId)).for('update');
    const listed = await listedCategoryIds(tx, owner.companyId);
    const categoryIds = [...new Set([...body.categoryIds, ...listed])].sort((a, b) => a - b);
    await tx
      .update(c)
      .set({
        name: body.name,
        description: body.description,
        logoUrl,
        countryCode: body.countryCode,
        region: country?.region ?? current.region,
        tariffRatePercent: country?.tariffRatePercent ?? current.tariffRatePercent,
        capabilities: body.capabilities,
        baseProducts: body.baseProducts,
        categoryIds,
        tabs: tabsOfCategories(sql`${sql.param(categoryIds)}::int[]`),
        moq: body.moq,
        samplePriceCents: body.samplePriceCents,
        productionDays: body.productionDays,
        isOnlineNow: body.isOnlineNow,
      })
      .where(eq(c.id, owner.companyId));
    if (renamed) await addVocabularyWords(tx, [body.name]);
  });
  if (renamed) vocabularyChanged(deps.db);
  return getOwnProfile(deps.db, ctx);
}
