import { and, desc, isNull, lte, or, sql } from 'drizzle-orm';
import type {
  CatalogCompany,
  RecommendedCompany,
  RecommendedItem,
  RecommendToUserBody,
} from '../../../shared/contract/catalog';
import { formatMoney } from '../../../shared/rules/money';
import { unitPriceAt } from '../../../shared/rules/quote-pricing';
import { catalogCompanies, catalogItemSearch } from '../../db/schema/catalog';
import type { CatalogDeps } from './catalog-deps';
import { selectCompanies } from './list-companies';
import { idsStatement, itemsOfPage } from './list-items';
import { toCatalogCompany, type Viewer } from './rows';
import { companyConditionsOf, keywordRank } from './search/filters';
import { freeTextCompanyPlan, freeTextItemIds, freeTextWords } from './search/free-text';
import { SUPPLIER_ORDER } from './search/sorts';

/** Candidates read per answer: enough for the budget filter to still fill the page. */
const CANDIDATES_PER_RESULT = 4;
const MIN_REASON_WORD = 3;

/** The founder's words found in a text, plural or singular ("candles" is found in "Soy Wax Candle"). */
const matchedWords = (words: string[], haystack: string) => {
  const text = haystack.toLowerCase();
  const singular = (w: string) => (w.length > 4 ? w.replace(/(?<=[^s])s$/, '') : w);
  return [...new Set(words.filter((w) => w.length >= MIN_REASON_WORD && text.includes(singular(w))))];
};
const quoted = (words: string[]) => words.map((w) => `“${w}”`).join(', ');
const units = (n: number) => n.toLocaleString('en-US');
/** The MOQ, and whether the founder's quantity meets it (candidates were already filtered to those that do). */
const moqReason = (moq: number, quantity: number | undefined) =>
  quantity ? `MOQ ${units(moq)} fits your ${units(quantity)} units` : `MOQ ${units(moq)} units`;

/**
 * Products for what the founder asked (the assistant's product recommendations): any of its words,
 * best matches first, without sample kits; with a quantity, only products whose MOQ it meets, priced by
 * the quantity tiers; with a budget, only those at or under it per unit.
 */
export async function recommendItemsToUser(
  d: CatalogDeps,
  viewer: Viewer,
  body: RecommendToUserBody,
): Promise<RecommendedItem[]> {
  const s = catalogItemSearch;
  const words = await freeTextWords(d, body.text);
  const ids = await freeTextItemIds(
    d,
    words,
    {},
    and(sql`not ${s.isSampleKit}`, body.quantity ? lte(s.moq, body.quantity) : undefined),
    0,
    body.size * CANDIDATES_PER_RESULT,
  );
  const out: RecommendedItem[] = [];
  for (const item of await itemsOfPage(d.db, viewer, idsStatement(ids))) {
    const quantity = body.quantity ?? item.moq;
    const unitPriceCents = unitPriceAt(item.priceTiers, quantity);
    if (body.maxUnitPriceCents !== undefined && unitPriceCents > body.maxUnitPriceCents) continue;
    const matched = matchedWords(words, `${item.title} ${item.description}`);
    const reasons = [
      ...(matched.length ? [`Matches ${quoted(matched)}`] : []),
      moqReason(item.moq, body.quantity),
      `${formatMoney(unitPriceCents)} per unit at ${units(quantity)} units`,
      ...(body.maxUnitPriceCents !== undefined
        ? [`Within your ${formatMoney(body.maxUnitPriceCents)} budget`]
        : []),
    ];
    out.push({ ...item, unitPriceCents, reasons });
    if (out.length >= body.size) break;
  }
  return out;
}

/**
 * Suppliers for what the founder asked (the assistant's supplier recommendations): any of its words in
 * the supplier's name and description, best matches first, then the best rated; with a quantity, only
 * suppliers whose MOQ it meets (a custom MOQ is quoted, so it stays).
 */
export async function recommendCompaniesToUser(
  d: CatalogDeps,
  viewer: Viewer,
  body: RecommendToUserBody,
): Promise<RecommendedCompany[]> {
  const words = await freeTextWords(d, body.text);
  const plan = await freeTextCompanyPlan(d, words);
  if (!plan) return [];
  const rows = await selectCompanies(d.db, viewer)
    .where(
      and(
        companyConditionsOf({ keyword: body.text }, plan),
        body.quantity
          ? or(isNull(catalogCompanies.moq), lte(catalogCompanies.moq, body.quantity))
          : undefined,
      ),
    )
    .orderBy(desc(keywordRank(plan, false)), ...SUPPLIER_ORDER['-rank'])
    .limit(body.size);
  return rows.map((row) => {
    const c: CatalogCompany = toCatalogCompany(row);
    const matched = matchedWords(words, `${c.name} ${c.description} ${c.baseProducts.join(' ')}`);
    const reasons = [
      ...(matched.length ? [`Makes ${quoted(matched)}`] : []),
      ...(c.isVerified ? ['Verified supplier'] : []),
      ...(c.reviewAverage !== null && c.reviewCount > 0
        ? [
            `Rated ${c.reviewAverage.toFixed(1)} from ${c.reviewCount} review${c.reviewCount === 1 ? '' : 's'}`,
          ]
        : []),
      c.moq === null ? 'MOQ quoted per project' : moqReason(c.moq, body.quantity),
    ];
    return { ...c, reasons };
  });
}
