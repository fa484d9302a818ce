import { desc, sql } from 'drizzle-orm';
import type { CatalogCompany, CatalogItem, ForYouQuery } from '../../../shared/contract/catalog';
import { catalogItemSearch } from '../../db/schema/catalog';
import type { StoreCtx } from '../../http/context';
import type { CatalogDeps } from './catalog-deps';
import { selectCompanies } from './list-companies';
import { idsStatement, itemsOfPage } from './list-items';
import { toCatalogCompany } from './rows';
import { companyConditionsOf, keywordRank } from './search/filters';
import { freeTextCompanyPlan, freeTextItemIds, freeTextWords } from './search/free-text';
import { SUPPLIER_ORDER } from './search/sorts';

/**
 * Suppliers for the founder's free-text answer ("soy candles for my wellness brand"): any of its telling
 * words (known to the catalog, typos corrected, the common ones dropped), a supplier matching more of
 * them ranking higher instead of one missing word hiding it.
 */
export async function forYouSuppliers(
  d: CatalogDeps,
  ctx: StoreCtx,
  q: ForYouQuery,
): Promise<CatalogCompany[]> {
  const words = await freeTextWords(d, q.answer);
  const plan = await freeTextCompanyPlan(d, words);
  if (!plan) return [];
  const rows = await selectCompanies(d.db, ctx)
    .where(companyConditionsOf({ keyword: q.answer }, plan))
    .orderBy(desc(keywordRank(plan, false)), ...SUPPLIER_ORDER['-rank'])
    .limit(q.size)
    .offset(q.page * q.size);
  return rows.map(toCatalogCompany);
}

/** Products for the founder's free-text answer, best matches first (freeTextItemIds), without sample kits. */
export async function forYouItems(d: CatalogDeps, ctx: StoreCtx, q: ForYouQuery): Promise<CatalogItem[]> {
  const words = await freeTextWords(d, q.answer);
  const ids = await freeTextItemIds(
    d,
    words,
    {},
    sql`not ${catalogItemSearch.isSampleKit}`,
    q.page * q.size,
    q.size,
  );
  return itemsOfPage(d.db, ctx, idsStatement(ids));
}
