import { desc, sql } from 'drizzle-orm';
import type { CatalogCompany, CountryInfo, SourcingTab } from '../../../shared/contract/catalog';
import { catalogCompanies } from '../../db/schema/catalog';
import { COUNTRY_BY_CODE } from '../../db/seed/catalog/countries';
import type { StoreCtx } from '../../http/context';
import type { CatalogDeps } from './catalog-deps';
import { selectCompanies } from './list-companies';
import { toCatalogCompany } from './rows';
import { companyConditionsOf, withKeyword } from './search/filters';
import { SUPPLIER_ORDER } from './search/sorts';

/** A sourcing home tab's featured suppliers: verified first, then Featured. */
export async function sourcingTabSuppliers(
  { db }: CatalogDeps,
  ctx: StoreCtx,
  q: { tab: SourcingTab; size: number },
): Promise<CatalogCompany[]> {
  const rows = await selectCompanies(db, ctx)
    .where(q.tab === 'ALL' ? undefined : sql`${catalogCompanies.tabs} @> array[${q.tab}]::text[]`)
    .orderBy(desc(catalogCompanies.isVerified), ...SUPPLIER_ORDER['-rank'])
    .limit(q.size);
  return rows.map(toCatalogCompany);
}

/** The suppliers of a homepage group: by its categories, else by its title as a keyword. */
export async function homepageGroupSuppliers(
  d: CatalogDeps,
  ctx: StoreCtx,
  q: { title?: string; categoryIds?: number[]; size: number },
): Promise<CatalogCompany[]> {
  const filters = q.categoryIds?.length ? { categoryIds: q.categoryIds } : { keyword: q.title || undefined };
  return withKeyword(d, filters, false, async (db, mode) => {
    const rows = await selectCompanies(db, ctx)
      .where(companyConditionsOf(filters, mode))
      .orderBy(...SUPPLIER_ORDER['-rank'])
      .limit(q.size);
    return rows.map(toCatalogCompany);
  });
}

/** Supplier countries with their supplier count, region and tariff rate to the US; most suppliers first. */
export async function countryInfo({ db }: CatalogDeps): Promise<CountryInfo[]> {
  const count = sql<number>`count(*)::int`;
  const rows = await db
    .select({
      countryCode: catalogCompanies.countryCode,
      region: sql<CountryInfo['region']>`min(${catalogCompanies.region})`,
      tariff: sql<number>`min(${catalogCompanies.tariffRatePercent})`,
      supplierCount: count,
    })
    .from(catalogCompanies)
    .groupBy(catalogCompanies.countryCode)
    .orderBy(desc(count), catalogCompanies.countryCode);
  return rows.map((r) => {
    const known = COUNTRY_BY_CODE.get(r.countryCode);
    return {
      countryCode: r.countryCode,
      name: known?.name ?? r.countryCode,
      region: known?.region ?? r.region,
      supplierCount: r.supplierCount,
      tariffRatePercent: known?.tariffRatePercent ?? Number(r.tariff),
    };
  });
}
