import type { CatalogGrounding } from '../types';
import { listWords } from './text-format';

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
