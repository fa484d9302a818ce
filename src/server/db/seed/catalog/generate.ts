import { type GeneratedCompany, generateCompanies } from './companies';
import { type GeneratedItem, generateItems } from './items';
import { createRng, hashString } from './prng';
import { type GeneratedReview, generateReviews, summarizeReviews } from './reviews';
import { type CategoryDef, listCategories } from './taxonomy';

export const DEFAULT_CATALOG_SEED = 20_260_301;
/** At scale 1: 1,200 suppliers and 20,000 items (5 → 100k items, 50 → 1M). */
export const BASE_COMPANIES = 1200;
export const BASE_ITEMS = 20_000;

export type GeneratedCatalog = {
  categories: CategoryDef[];
  companies: (GeneratedCompany & { reviewAverage: number | null; reviewCount: number })[];
  items: GeneratedItem[];
  reviews: GeneratedReview[];
};

/** The whole demo catalog as plain rows: a pure function of (seed, scale). */
export function generateCatalog(opts: { seed?: number; scale?: number } = {}): GeneratedCatalog {
  const seed = opts.seed ?? DEFAULT_CATALOG_SEED;
  const scale = opts.scale ?? 1;
  const categories = listCategories();
  // Separate streams, so changing the item generator does not reshuffle the suppliers.
  const companyCount = Math.max(categories.length, Math.round(BASE_COMPANIES * scale));
  const itemCount = Math.max(companyCount, Math.round(BASE_ITEMS * scale));
  const companies = generateCompanies(createRng(hashString(`companies:${seed}`)), companyCount, categories);
  const items = generateItems(createRng(hashString(`items:${seed}`)), itemCount, companies, categories);
  const reviews = generateReviews(createRng(hashString(`reviews:${seed}`)), companies, items);
  const summary = summarizeReviews(reviews);
  return {
    categories,
    companies: companies.map((c) => {
      const s = summary.get(c.id);
      return {
        ...c,
        reviewAverage: s ? Math.round((s.sum / s.count) * 10) / 10 : null,
        reviewCount: s?.count ?? 0,
      };
    }),
    items,
    reviews,
  };
}
