import { and, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { CatalogItem, ProductMatchQuery } from '../../../shared/contract/catalog';
import { catalogItemSearch } from '../../db/schema/catalog';
import { productTypeOf } from '../../providers/ai-text/lexicon/product-type';
import type { CatalogDeps } from './catalog-deps';
import { idsStatement, itemsOfPage } from './list-items';
import type { Viewer } from './rows';
import { freeTextItemIds, freeTextWords } from './search/free-text';

/** The tabs of things a factory makes: consumer products and packaging (not services or websites). */
const PHYSICAL_TABS = ['PRODUCTS', 'ECOMMERCE_PACKAGING'];

const s = catalogItemSearch;
/** Items whose title (weight A of the search vector) holds every word of `words`. */
const titleHolds = (words: string) =>
  sql`(ts_filter(${s.search}, '{a}') @@ plainto_tsquery('english', ${words}))`;

/**
 * Catalog products that can make a design (the design tool's "find a factory"): the product the
 * description names first — items titled with its whole name ("mailer box"), then with its noun ("box") —
 * then any word of it (material, colour, category); within each, items holding more of its words first,
 * then Featured. Within the category when given, else among products and packaging.
 */
export async function productMatch(
  d: CatalogDeps,
  viewer: Viewer,
  q: ProductMatchQuery,
): Promise<CatalogItem[]> {
  const scope = and(
    sql`not ${s.isSampleKit}`,
    q.categoryId ? eq(s.categoryId, q.categoryId) : inArray(s.tab, PHYSICAL_TABS),
  );
  const words = await freeTextWords(d, q.description);
  const type = productTypeOf(q.description);
  const tiers: (SQL | undefined)[] = [];
  if (type && type.name !== type.noun) tiers.push(titleHolds(type.name));
  if (type) tiers.push(titleHolds(type.noun));
  tiers.push(undefined);
  const ids: number[] = [];
  for (const tier of tiers) {
    if (ids.length >= q.size) break;
    const placed = ids.length ? notInArray(s.itemId, ids) : undefined;
    ids.push(...(await freeTextItemIds(d, words, {}, and(scope, tier, placed), 0, q.size - ids.length)));
  }
  return itemsOfPage(d.db, viewer, idsStatement(ids));
}
