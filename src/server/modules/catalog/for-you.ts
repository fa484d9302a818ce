import { desc, sql } from 'drizzle-orm';
import type { CatalogCompany, CatalogItem, ForYouQuery } from '../../../shared/contract/catalog';
import { catalogCompanies, catalogItemSearch, catalogItems } from '../../db/schema/catalog';
import type { StoreCtx } from '../../http/context';
import { selectCompanies } from './list-companies';
import { type CatalogDeps, selectItems } from './list-items';
import { toCatalogCompany, toCatalogItem } from './rows';
import { ITEM_ORDER, SUPPLIER_ORDER } from './sorts';

/**
 * The founder's free-text answer ("soy candles for my wellness brand") as an OR of its words:
 * plainto_tsquery normalises the input (no user syntax survives), then `&` becomes `|`, so a supplier
 * or item matching more of the words ranks higher instead of one missing word hiding it.
 */
const anyWord = (answer: string) =>
  sql`replace(plainto_tsquery('english', ${answer})::text, '&', '|')::tsquery`;

export async function forYouSuppliers(
  { db }: CatalogDeps,
  ctx: StoreCtx,
  q: ForYouQuery,
): Promise<CatalogCompany[]> {
  const query = anyWord(q.answer);
  const rows = await selectCompanies(db, ctx)
    .where(sql`${catalogCompanies.search} @@ ${query}`)
    .orderBy(desc(sql`ts_rank(${catalogCompanies.search}, ${query})`), ...SUPPLIER_ORDER['-rank'])
    .limit(q.size)
    .offset(q.page * q.size);
  return rows.map(toCatalogCompany);
}

export async function forYouItems(
  { db }: CatalogDeps,
  ctx: StoreCtx,
  q: ForYouQuery,
): Promise<CatalogItem[]> {
  const query = anyWord(q.answer);
  const rows = await selectItems(db, ctx)
    .where(sql`${catalogItemSearch.search} @@ ${query} and not ${catalogItems.isSampleKit}`)
    .orderBy(desc(sql`ts_rank(${catalogItemSearch.search}, ${query})`), ...ITEM_ORDER['-rank'])
    .limit(q.size)
    .offset(q.page * q.size);
  return rows.map(toCatalogItem);
}
