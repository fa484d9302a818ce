import { z } from 'zod';
import { CountResponse } from './shared-shapes';

// The sourcing marketplace (first spec document §3, §7, §9): categories, suppliers (catalog companies),
// catalog items, and the search filters and sorts both lists take.

export const Region = z.enum(['AF', 'NA', 'SA', 'AS', 'EU', 'OA']);
export type Region = z.infer<typeof Region>;
export const REGION_LABELS: Record<Region, string> = {
  AF: 'Africa',
  NA: 'North America',
  SA: 'South America',
  AS: 'Asia',
  EU: 'Europe',
  OA: 'Oceania',
};

/** The sourcing home tabs (spec §2); each category's vertical belongs to one. */
export const SourcingTab = z.enum([
  'ALL',
  'PRODUCTS',
  'ECOMMERCE_PACKAGING',
  'BUSINESS_CREATIVE_SERVICES',
  'WEBSITE_DEVELOPMENT',
]);
export type SourcingTab = z.infer<typeof SourcingTab>;
export const SOURCING_TAB_LABELS: Record<SourcingTab, string> = {
  ALL: 'All',
  PRODUCTS: 'Products',
  ECOMMERCE_PACKAGING: 'Ecommerce Packaging',
  BUSINESS_CREATIVE_SERVICES: 'Business & Creative Services',
  WEBSITE_DEVELOPMENT: 'Website Development',
};

export const ViewType = z.enum(['SUPPLIERS', 'EXPANDED_NETWORK', 'CATALOG_PRODUCTS', 'RFP']);
export type ViewType = z.infer<typeof ViewType>;

export const StockStatus = z.enum([
  'IN_STOCK',
  'OUT_OF_STOCK',
  'AVAILABLE_IN_STOCK',
  'NOT_AVAILABLE_IN_STOCK',
]);
export const Packing = z.enum(['PARCEL', 'PALLET']);

export const Category = z.object({
  id: z.number().int(),
  tab: SourcingTab,
  vertical: z.string(),
  group: z.string(),
  subgroup: z.string(),
});
export type Category = z.infer<typeof Category>;

/** Filter bands of spec §9, by key; the API takes the keys. */
export const SAMPLE_PRICE_BANDS = {
  '5-50': { label: '$5-$50', minCents: 500, maxCents: 5000 },
  '50-100': { label: '$50-$100', minCents: 5000, maxCents: 10000 },
  '100+': { label: '$100+', minCents: 10000, maxCents: null },
  CUSTOM_QUOTE: { label: 'Custom quote', minCents: null, maxCents: null },
} as const;
export const MOQ_BANDS = {
  '0-100': { label: '0-100', min: 0, max: 100 },
  '100-1000': { label: '100-1000', min: 100, max: 1000 },
  '1000+': { label: '1000+', min: 1000, max: null },
  CUSTOM: { label: 'Custom', min: null, max: null },
} as const;
export const PRODUCTION_TIME_BANDS = {
  UNDER_1: { label: 'Under 1 month', minDays: 0, maxDays: 30 },
  '1-2': { label: '1-2 months', minDays: 30, maxDays: 60 },
  '2-3': { label: '2-3 months', minDays: 60, maxDays: 90 },
  '3+': { label: '3+ months', minDays: 90, maxDays: null },
} as const;
export const ORDER_VOLUME_BANDS = {
  '250+': { label: '250+ orders', min: 250, max: null },
  '100+': { label: '100+ orders', min: 100, max: null },
  '50+': { label: '50+ orders', min: 50, max: null },
  UNDER_50: { label: 'Under 50 orders', min: 0, max: 50 },
} as const;
export const AVERAGE_REVIEW_BANDS = [4, 3, 2, 1] as const;

const keysOf = <T extends Record<string, unknown>>(o: T) =>
  Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];
const csvInts = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'Use comma-separated ids')
  .transform((s) => s.split(',').map(Number))
  .pipe(z.array(z.number().int().positive()).max(200));
const csvCodes = z
  .string()
  .regex(/^[A-Za-z]{2}(,[A-Za-z]{2})*$/, 'Use comma-separated two-letter country codes')
  .transform((s) => s.toUpperCase().split(','));

/** Every filter of spec §3 (sourcing filters) with the bands of §9; shared by suppliers and items. */
export const SourcingFilters = z.object({
  keyword: z.string().trim().max(200).optional(),
  viewType: ViewType.optional(),
  tab: SourcingTab.optional(),
  vertical: z.string().max(100).optional(),
  group: z.string().max(100).optional(),
  subgroup: z.string().max(100).optional(),
  categoryIds: csvInts.optional(),
  region: Region.optional(),
  countryCode: z.string().trim().length(2).toUpperCase().optional(),
  countryCodes: csvCodes.optional(),
  samplePrice: z.enum(keysOf(SAMPLE_PRICE_BANDS)).optional(),
  moq: z.enum(keysOf(MOQ_BANDS)).optional(),
  averageReview: z.coerce.number().int().min(1).max(4).optional(),
  productionTime: z.enum(keysOf(PRODUCTION_TIME_BANDS)).optional(),
  orderVolume: z.enum(keysOf(ORDER_VOLUME_BANDS)).optional(),
  /** One supplier's items (its profile's base products); on supplier lists, that supplier. */
  companyId: z.coerce.number().int().positive().max(2147483647).optional(),
});
export type SourcingFilters = z.infer<typeof SourcingFilters>;

/**
 * How a search's keyword was searched when not as typed (ours): its misspelt words corrected from the
 * catalog's vocabulary ("candel" → "candle"), or any of its words when no result holds them all. The page
 * says so beside the count ("Showing results for candle").
 */
export const KeywordApplied = z.object({
  text: z
    .string()
    .describe('the keyword with its misspelt words corrected (for ANY_WORD, the words of which any matched)'),
  match: z.enum(['CORRECTED', 'ANY_WORD']),
});
export type KeywordApplied = z.infer<typeof KeywordApplied>;

/** `/action/count` of items and suppliers: `{ count }` (spec §7), and `keyword` when it was not searched as typed. */
export const SearchCount = CountResponse.extend({ keyword: KeywordApplied.optional() });
export type SearchCount = z.infer<typeof SearchCount>;

/** Sorts of spec §9. Products: Featured (-rank), Newest (-enabledAt), price up/down (productionMinPrice). */
export const ITEM_SORTS = [
  '-rank',
  '-enabledAt',
  'productionMinPrice',
  '-productionMinPrice',
  '-rankedAt',
] as const;
/** Suppliers: Featured (-rank), Online now (-onlineNow), Newly added (-firstEnabledAt), Lowest tariffs (tariffRate). */
export const SUPPLIER_SORTS = ['-rank', '-onlineNow', '-firstEnabledAt', 'tariffRate'] as const;

const paging = {
  page: z.coerce.number().int().min(0, 'page is 0-based and cannot be negative').default(0),
  size: z.coerce.number().int().min(1).max(200, 'size is at most 200').default(50),
};
export const ItemListQuery = SourcingFilters.extend({ ...paging, sort: z.enum(ITEM_SORTS).optional() });
export type ItemListQuery = z.infer<typeof ItemListQuery>;
export const SupplierListQuery = SourcingFilters.extend({
  ...paging,
  sort: z.enum(SUPPLIER_SORTS).optional(),
});
export type SupplierListQuery = z.infer<typeof SupplierListQuery>;

export const PriceTier = z.object({
  minQuantity: z.number().int().positive(),
  unitPriceCents: z.number().int().nonnegative(),
});

/** A supplier (catalog company) as lists show it. */
export const CatalogCompany = z.object({
  id: z.number().int(),
  name: z.string(),
  logoUrl: z.string(),
  countryCode: z.string(),
  region: Region,
  description: z.string(),
  capabilities: z.array(z.string()),
  baseProducts: z.array(z.string()),
  categoryIds: z.array(z.number().int()),
  moq: z.number().int().nullable().describe('null: custom MOQ'),
  samplePriceCents: z.number().int().nullable().describe('null: custom quote'),
  productionDays: z.number().int(),
  orderVolume: z.number().int().describe('Orders fulfilled through Quarry'),
  isOnlineNow: z.boolean(),
  firstEnabledAt: z.string(),
  tariffRatePercent: z.number().describe('Tariff rate to the US, percent'),
  reviewAverage: z.number().nullable(),
  reviewCount: z.number().int(),
  isVerified: z.boolean(),
  isFavorite: z.boolean(),
});
export type CatalogCompany = z.infer<typeof CatalogCompany>;

export const CatalogItem = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  categoryId: z.number().int(),
  title: z.string(),
  description: z.string(),
  imageUrls: z.array(z.string()),
  priceTiers: z.array(PriceTier),
  productionMinPriceCents: z.number().int(),
  moq: z.number().int(),
  stockStatus: StockStatus,
  colorOptions: z.string().describe('name|hex|variant;… (spec §3)'),
  packing: Packing,
  rank: z.number(),
  enabledAt: z.string(),
  rankedAt: z.string(),
  isSampleKit: z.boolean(),
  countryCode: z.string(),
  isFavorite: z.boolean(),
});
export type CatalogItem = z.infer<typeof CatalogItem>;

export const Suggestion = z.object({
  text: z.string(),
  kind: z.enum(['item', 'supplier', 'category', 'keyword']),
  id: z.number().int().nullable(),
});
export const SuggestQuery = z.object({
  keyword: z.string().trim().min(1).max(100),
  size: z.coerce.number().int().min(1).max(20).default(8),
});
export type Suggestion = z.infer<typeof Suggestion>;

/** `GET /web/catalog-categories`: the category list asks page size 9999 (spec §9). */
export const CategoryListQuery = z.object({
  page: z.coerce.number().int().min(0, 'page is 0-based and cannot be negative').default(0),
  size: z.coerce.number().int().min(1).max(9999, 'size is at most 9999').default(9999),
  tab: SourcingTab.optional(),
});

/** `/web/catalog-companies/{ids}`: 1 to 50 comma-separated ids. */
export const IdsParams = z.object({
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, 'Use 1 to 50 comma-separated numeric ids')
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .pipe(z.array(z.number().int().positive().max(2147483647, 'id is too large'))),
});

export const ItemDetailViewBody = z.object({ itemId: z.number().int().positive() }).strict();
export const CompanyDetailViewBody = z.object({ companyId: z.number().int().positive() }).strict();

/** How many results a recommendation or featured list returns. */
export const RecommendQuery = z.object({ size: z.coerce.number().int().min(1).max(50).default(12) });
export const SourcingTabQuery = RecommendQuery.extend({ tab: SourcingTab.default('ALL') });
export const HomepageGroupQuery = RecommendQuery.extend({
  title: z.string().trim().max(200).optional(),
  /** A group without categories may send `categoryIds=` (empty): then the title is the keyword. */
  categoryIds: z.preprocess((v) => (v === '' ? undefined : v), SourcingFilters.shape.categoryIds),
});
export const ProductListingsQuery = z.object({
  page: z.coerce.number().int().min(0, 'page is 0-based and cannot be negative').default(0),
  size: z.coerce.number().int().min(1).max(200, 'size is at most 200').default(100),
});

/** One supplier country with how many suppliers the catalog has there (`/-/country-info`). */
export const CountryInfo = z.object({
  countryCode: z.string(),
  name: z.string(),
  region: Region,
  supplierCount: z.number().int(),
  tariffRatePercent: z.number().describe('Tariff rate to the US, percent'),
});
export type CountryInfo = z.infer<typeof CountryInfo>;

/** Where the matching items sit in the taxonomy (`/web/catalog-items/action/category-group`). */
export const CategoryGroupCount = z.object({
  categoryId: z.number().int(),
  vertical: z.string(),
  group: z.string(),
  subgroup: z.string(),
  count: z.number().int(),
});
export type CategoryGroupCount = z.infer<typeof CategoryGroupCount>;

/** `/for-you/search-suppliers` and `/for-you/search-items`: the founder's free-text answer, any word matching. */
export const ForYouQuery = z.object({
  answer: z.string().trim().min(1, 'answer is required').max(500),
  page: z.coerce.number().int().min(0, 'page is 0-based and cannot be negative').default(0),
  size: z.coerce.number().int().min(1).max(200, 'size is at most 200').default(50),
});
export type ForYouQuery = z.infer<typeof ForYouQuery>;

/**
 * `POST /web/catalog-items|catalog-companies/action/recommend-items-to-user`: what the founder asked for
 * in words (the assistant's product and supplier recommendations), with an optional quantity and unit
 * budget. Answers the best matches, each with the reasons it was picked.
 */
export const RecommendToUserBody = z
  .object({
    text: z
      .string()
      .trim()
      .min(1, 'Describe what you are looking for')
      .max(1000, 'Describe it in at most 1000 characters'),
    quantity: z.number().int().min(1, 'quantity is at least 1').max(10_000_000).optional(),
    maxUnitPriceCents: z.number().int().min(1, 'maxUnitPriceCents is at least 1').max(100_000_000).optional(),
    size: z.number().int().min(1).max(50, 'size is at most 50').default(12),
  })
  .strict();
export type RecommendToUserBody = z.infer<typeof RecommendToUserBody>;

export const RecommendedItem = CatalogItem.extend({
  unitPriceCents: z
    .number()
    .int()
    .describe("Unit price at the founder's quantity (the MOQ when none is given)"),
  reasons: z.array(z.string()),
});
export type RecommendedItem = z.infer<typeof RecommendedItem>;
export const RecommendedCompany = CatalogCompany.extend({ reasons: z.array(z.string()) });
export type RecommendedCompany = z.infer<typeof RecommendedCompany>;

/**
 * `GET /web/catalog-items/design/product-match-new`: real catalog products that can make a design — its
 * description (from the design tool), optionally within one category.
 */
export const ProductMatchQuery = z.object({
  description: z
    .string()
    .trim()
    .min(1, 'description is required')
    .max(1000, 'description is at most 1000 characters'),
  categoryId: z.coerce.number().int().positive().max(2147483647).optional(),
  size: z.coerce.number().int().min(1).max(50, 'size is at most 50').default(12),
});
export type ProductMatchQuery = z.infer<typeof ProductMatchQuery>;

const imageOwnerId = z.coerce.number().int().positive().max(2147483647);
/** GET /catalog-images/items/{id}/{n}: a product's picture. */
export const ItemImageParams = z.object({ id: imageOwnerId, n: z.coerce.number().int().min(0).max(9) });
/** GET /catalog-images/companies/{id}: a supplier's logo. */
export const CompanyImageParams = z.object({ id: imageOwnerId });
