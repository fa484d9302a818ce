import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  catalogCategories,
  catalogCompanies,
  catalogItemSearch,
  catalogItems,
} from '../../db/schema/catalog';

/** The catalog tabs of things a factory makes (not services or websites): a match asks one or both. */
export const MATCH_TABS = ['PRODUCTS', 'ECOMMERCE_PACKAGING'] as const;
export type MatchTab = (typeof MATCH_TABS)[number];

/** The most suppliers one match reads: the score is computed on these in memory. */
export const MAX_MATCH_CANDIDATES = 500;

export type MatchCandidate = {
  id: number;
  name: string;
  countryCode: string;
  isExpandedNetwork: boolean;
  /** Vertical, group and subgroup of each of its categories. */
  categoryNames: string[];
  capabilities: string[];
  baseProducts: string[];
  moq: number | null;
  tariffRatePercent: number;
  reviewAverage: number | null;
  reviewCount: number;
  isVerified: boolean;
  /** Its cheapest product (by its lowest tier) in a matching category or holding a word; null when none. */
  product: {
    id: number;
    title: string;
    priceTiers: { minQuantity: number; unitPriceCents: number }[];
  } | null;
};

type Row = Omit<MatchCandidate, 'categoryNames' | 'product'> & {
  categoryIds: number[];
  productId: number | null;
  productTitle: string | null;
  priceTiers: { minQuantity: number; unitPriceCents: number }[] | null;
};

/**
 * Suppliers for the sourcing agent's factory matching (issue 24): those whose category names (vertical,
 * group, subgroup), capabilities or base products hold one of `words` (lower-case letters and digits, as
 * factory-match.ts `matchWords` gives them), among the suppliers of one of `tabs`, in-network only unless
 * `includeExpandedNetwork`; best-ranked first, at most MAX_MATCH_CANDIDATES. Each comes with its cheapest
 * product that is in a matching category or whose text holds a word (sample kits and products its supplier
 * hid are not in the search index).
 */
export async function findMatchCandidates(
  db: Db,
  q: { words: string[]; includeExpandedNetwork: boolean; tabs: readonly MatchTab[] },
): Promise<MatchCandidate[]> {
  const words = q.words.filter((w) => /^[a-z0-9]+$/.test(w));
  if (words.length === 0) return [];
  const patterns = sql.param(words.map((w) => `%${w}%`));
  const c = catalogCompanies;
  const cat = catalogCategories;
  const s = catalogItemSearch;
  const i = catalogItems;
  // Three reads (issue 24's budget is at the 1M-item catalog): the matching categories once; the best-ranked
  // suppliers (at most MAX_MATCH_CANDIDATES) — words in their offer text found on catalog_companies_offer_trgm_idx
  // (the expression must stay the index's), or walked in rank order when many match; then each one's cheapest
  // matching product.
  const matched = await db
    .select({ id: cat.id })
    .from(cat)
    .where(
      sql`lower(${cat.vertical} || ' ' || ${cat.group} || ' ' || ${cat.subgroup}) like any(${patterns}::text[])`,
    );
  const matchedIds = sql.param(matched.map((m) => m.id));
  const tsQuery = sql`to_tsquery('english', ${words.join(' | ')})`;
  const suppliers = await db.execute(sql`
    select ${c.id} as "id", ${c.name} as "name", ${c.countryCode} as "countryCode",
      ${c.isExpandedNetwork} as "isExpandedNetwork", ${c.categoryIds} as "categoryIds",
      ${c.capabilities} as "capabilities", ${c.baseProducts} as "baseProducts", ${c.moq} as "moq",
      ${c.tariffRatePercent} as "tariffRatePercent", ${c.reviewAverage} as "reviewAverage",
      ${c.reviewCount} as "reviewCount", ${c.isVerified} as "isVerified"
    from ${c}
    where (${q.includeExpandedNetwork}::boolean or not ${c.isExpandedNetwork})
      and ${c.tabs} && ${sql.param([...q.tabs])}::text[]
      and (${c.categoryIds} && ${matchedIds}::int[]
        or lower(${c.capabilities}::text || ' ' || ${c.baseProducts}::text) like any(${patterns}::text[]))
    order by ${c.rank} desc, ${c.id}
    limit ${MAX_MATCH_CANDIDATES}`);
  const supplierRows = (
    suppliers as unknown as { rows: Omit<Row, 'productId' | 'productTitle' | 'priceTiers'>[] }
  ).rows;
  const products = new Map<number, Pick<Row, 'productId' | 'productTitle' | 'priceTiers'>>();
  if (supplierRows.length) {
    // Each candidate's cheapest matching product: a walk of its products cheapest first on
    // catalog_item_search_company_price_idx that stops at the first match (13 ms for 500 suppliers at 1M
    // items, against 80 ms for reading all their matching products and keeping the cheapest).
    const cheapest = await db.execute(sql`
      select c.id as "companyId", ${i.id} as "productId", ${i.title} as "productTitle",
        ${i.priceTiers} as "priceTiers"
      from unnest(${sql.param(supplierRows.map((r) => r.id))}::int[]) as c(id)
      cross join lateral (
        select ${s.itemId} as item_id from ${s}
        where ${s.companyId} = c.id and not ${s.isSampleKit}
          and (${s.categoryId} = any(${matchedIds}::int[]) or ${s.search} @@ ${tsQuery})
        order by ${s.productionMinPriceCents}, ${s.itemId}
        limit 1
      ) as p
      join ${i} on ${i.id} = p.item_id`);
    for (const p of (
      cheapest as unknown as {
        rows: (Pick<Row, 'productId' | 'productTitle' | 'priceTiers'> & { companyId: number })[];
      }
    ).rows)
      products.set(p.companyId, p);
  }
  const rows: Row[] = supplierRows.map((r) => ({
    ...r,
    productId: products.get(r.id)?.productId ?? null,
    productTitle: products.get(r.id)?.productTitle ?? null,
    priceTiers: products.get(r.id)?.priceTiers ?? null,
  }));
  const categoryIds = [...new Set(rows.flatMap((r) => r.categoryIds))];
  const names = new Map<number, string[]>();
  if (categoryIds.length) {
    const cats = await db
      .select({ id: cat.id, vertical: cat.vertical, group: cat.group, subgroup: cat.subgroup })
      .from(cat)
      .where(sql`${cat.id} = any(${sql.param(categoryIds)}::int[])`);
    for (const k of cats) names.set(k.id, [k.vertical, k.group, k.subgroup]);
  }
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    countryCode: r.countryCode,
    isExpandedNetwork: r.isExpandedNetwork,
    categoryNames: [...new Set(r.categoryIds.flatMap((id) => names.get(id) ?? []))],
    capabilities: r.capabilities,
    baseProducts: r.baseProducts,
    moq: r.moq,
    tariffRatePercent: Number(r.tariffRatePercent),
    reviewAverage: r.reviewAverage == null ? null : Number(r.reviewAverage),
    reviewCount: r.reviewCount,
    isVerified: r.isVerified,
    product:
      r.productId != null && r.priceTiers?.length
        ? { id: r.productId, title: r.productTitle ?? '', priceTiers: r.priceTiers }
        : null,
  }));
}
