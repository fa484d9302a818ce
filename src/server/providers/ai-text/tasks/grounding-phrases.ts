import type { ProductMatch } from '../../../../shared/contract/brand-kits';
import type { CatalogGrounding } from '../types';
import { listWords, money } from './text-format';

// The catalog grounding as a model reads it, and as generated sentences name it.

/** The grounding a model sees: figures and the candidate items, without URLs it has no use for. */
export function groundingForModel(g: CatalogGrounding) {
  return {
    categoryPath: g.categoryPath,
    itemCount: g.itemCount,
    supplierCount: g.supplierCount,
    countries: g.countries,
    unitPriceCents: g.unitPriceCents,
    moq: g.moq,
    samplePriceCents: g.samplePriceCents,
    productionDays: g.productionDays,
    averageReview: g.averageReview,
    productNouns: g.productNouns,
    topItems: g.topItems.map((t) => ({
      catalogItemId: t.catalogItemId,
      title: t.title,
      supplierName: t.supplierName,
      countryCode: t.countryCode,
      unitPriceCents: t.unitPriceCents,
      moq: t.moq,
      samplePriceCents: t.samplePriceCents,
    })),
  };
}

export const countriesPhrase = (g: CatalogGrounding, n = 3) =>
  listWords(g.countries.slice(0, n).map((c) => c.name));

export const countryName = (g: CatalogGrounding, code: string) =>
  g.countries.find((c) => c.code === code)?.name ?? code;

/**
 * A supplier's listed sample price is one flat figure for all its products, so for a cheap item it can be
 * far out of proportion ($292 for a $2.26 candle). Advice quotes it as what a sample costs only when it is
 * at most 20× the item's unit price, or $50; otherwise it tells the founder to ask for a sample quote.
 */
const SAMPLE_RATIO = 20;
const SAMPLE_FLOOR_CENTS = 5_000;
export const isSampleInProportion = (item: Pick<ProductMatch, 'samplePriceCents' | 'unitPriceCents'>) =>
  item.samplePriceCents != null &&
  item.samplePriceCents <= Math.max(SAMPLE_FLOOR_CENTS, SAMPLE_RATIO * item.unitPriceCents);

/** "$15.00 a sample", "ask for a sample price", or the out-of-proportion fee with the advice to ask. */
export function sampleNote(item: Pick<ProductMatch, 'samplePriceCents' | 'unitPriceCents'>): string {
  if (item.samplePriceCents == null) return 'ask for a sample price';
  if (isSampleInProportion(item)) return `${money(item.samplePriceCents)} a sample`;
  return `its listed sample fee is ${money(item.samplePriceCents)}, far above the ${money(item.unitPriceCents)} unit price: ask for a sample quote`;
}

/** Up to `n` items of different suppliers to sample first: best-ranked, a sample in proportion first. */
export function sampleCandidates(items: readonly ProductMatch[], n = 3): ProductMatch[] {
  const seen = new Set<number>();
  const distinct = items.filter((t) => !seen.has(t.supplierId) && seen.add(t.supplierId));
  const rank = (t: ProductMatch) => (isSampleInProportion(t) ? 0 : t.samplePriceCents == null ? 1 : 2);
  return distinct
    .map((t, i) => ({ t, i }))
    .sort((a, b) => rank(a.t) - rank(b.t) || a.i - b.i)
    .slice(0, n)
    .map(({ t }) => t);
}
