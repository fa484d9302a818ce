import { z } from 'zod';
import { colorOptionProblems } from '../rules/color-options';
import { priceTierProblems } from '../rules/price-tiers';
import { Category, Packing, PriceTier, Region, StockStatus } from './catalog';
import { MAX_PROJECT_QUANTITY, MAX_UNIT_PRICE_CENTS, PriceTierInput } from './projects';

// The supplier portal (ours; the spec shows only the founder's side): a supplier user edits the catalog
// company it acts for (users.supplier_id) and that company's products, under /web/supplier-portal, access
// 'supplier'. Money is integer cents (USD). See docs/decisions/015-supplier-portal.md.

const id = z.number().int().positive().max(2147483647);
/** A picture or logo as the API serves it: one of the supplier's uploads (/rest/main/files/…) or ours. */
const PictureUrl = z
  .string()
  .trim()
  .min(1, 'A picture URL cannot be empty')
  .max(500, 'A URL is at most 500 characters');
const words = (what: string, max: number, each: number) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1, `A ${what} cannot be empty`)
        .max(each, `A ${what} is at most ${each} characters`),
    )
    .max(max, `At most ${max} ${what}s`)
    .refine(
      (xs) => new Set(xs.map((x) => x.toLowerCase())).size === xs.length,
      `Each ${what} is listed once`,
    );

// ——— Profile ———

/** The supplier's own catalog company: what it may edit, and what Quarry keeps (reviews, verification…). */
export const SupplierProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  logoUrl: z.string().describe('What the marketplace shows: the uploaded logo, else the generated one'),
  hasCustomLogo: z.boolean(),
  countryCode: z.string(),
  region: Region.describe('Follows the country'),
  tariffRatePercent: z.number().describe('Tariff rate to the US, percent; follows the country'),
  capabilities: z.array(z.string()),
  baseProducts: z.array(z.string()),
  categoryIds: z.array(z.number().int()),
  tabs: z.array(z.string()).describe('The sourcing home tabs of its categories'),
  moq: z.number().int().nullable().describe('null: custom MOQ'),
  samplePriceCents: z.number().int().nullable().describe('null: custom quote'),
  productionDays: z.number().int(),
  isOnlineNow: z.boolean(),
  // Kept by Quarry, read-only here.
  orderVolume: z.number().int().describe('Orders fulfilled through Quarry (measured, not entered)'),
  firstEnabledAt: z.string(),
  reviewAverage: z.number().nullable(),
  reviewCount: z.number().int(),
  isVerified: z.boolean(),
  isExpandedNetwork: z.boolean(),
});
export type SupplierProfile = z.infer<typeof SupplierProfile>;

export const MAX_SUPPLIER_CATEGORIES = 40;

/** PUT /web/supplier-portal/profile replaces every editable field. */
export const UpdateSupplierProfileBody = z
  .object({
    name: z.string().trim().min(2, 'Enter the company name').max(120, 'A name is at most 120 characters'),
    description: z
      .string()
      .trim()
      .min(1, 'Describe your company')
      .max(4000, 'A description is at most 4,000 characters'),
    /** An image you uploaded (/rest/main/files/…), the current logo, or null for the generated one. */
    logoUrl: PictureUrl.nullable(),
    countryCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'Use a two-letter country code')
      .transform((c) => c.toUpperCase()),
    capabilities: words('capability', 20, 60),
    baseProducts: words('base product', 30, 80),
    categoryIds: z
      .array(id)
      .min(1, 'Pick at least one category you make')
      .max(MAX_SUPPLIER_CATEGORIES, `At most ${MAX_SUPPLIER_CATEGORIES} categories`),
    moq: z
      .number()
      .int('MOQ is a whole number')
      .min(1, 'MOQ is at least 1')
      .max(MAX_PROJECT_QUANTITY)
      .nullable()
      .describe('null: custom MOQ'),
    samplePriceCents: z
      .number()
      .int('Money is in whole cents')
      .min(0, 'A price cannot be negative')
      .max(MAX_UNIT_PRICE_CENTS)
      .nullable()
      .describe('null: custom quote'),
    productionDays: z
      .number()
      .int('Production time is in whole days')
      .min(1, 'Production time is at least 1 day')
      .max(365, 'Production time is at most 365 days'),
    isOnlineNow: z.boolean(),
  })
  .strict();
export type UpdateSupplierProfileBody = z.infer<typeof UpdateSupplierProfileBody>;
export type UpdateSupplierProfileInput = z.input<typeof UpdateSupplierProfileBody>;

/** A country a supplier can be in, with the region and US tariff rate that follow from it. */
export const SupplierCountry = z.object({
  countryCode: z.string(),
  name: z.string(),
  region: Region,
  tariffRatePercent: z.number(),
});
export type SupplierCountry = z.infer<typeof SupplierCountry>;

export const SupplierCategory = Category;
export type SupplierCategory = z.infer<typeof SupplierCategory>;

// ——— Products ———

export const MAX_ITEM_PICTURES = 10;
export const MAX_ITEM_PRICE_TIERS = 10;

/** One of the supplier's own products, enabled (in the marketplace) or disabled (hidden). */
export const SupplierItem = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  tab: z.string(),
  title: z.string(),
  description: z.string(),
  imageUrls: z.array(z.string()),
  priceTiers: z.array(PriceTier),
  productionMinPriceCents: z.number().int().describe('The lowest tier price'),
  moq: z.number().int(),
  stockStatus: StockStatus,
  colorOptions: z.string().describe('name|hex|variant;… (spec §3)'),
  packing: Packing,
  isSampleKit: z.boolean(),
  isEnabled: z.boolean(),
  enabledAt: z.string(),
  disabledAt: z.string().nullable(),
});
export type SupplierItem = z.infer<typeof SupplierItem>;

/** POST /web/supplier-portal/catalog-items, and PUT by id (which replaces every field). */
export const SupplierItemBody = z
  .object({
    title: z.string().trim().min(1, 'Enter a title').max(200, 'A title is at most 200 characters'),
    description: z
      .string()
      .trim()
      .min(1, 'Describe the product')
      .max(5000, 'A description is at most 5,000 characters'),
    categoryId: id,
    /** In order, the first is the main picture: your uploads (/rest/main/files/…) or this product's pictures. */
    imageUrls: z
      .array(PictureUrl)
      .min(1, 'Add at least one picture')
      .max(MAX_ITEM_PICTURES, `At most ${MAX_ITEM_PICTURES} pictures`)
      .refine((urls) => new Set(urls).size === urls.length, 'Each picture is listed once'),
    priceTiers: z
      .array(PriceTierInput.strict())
      .min(1, 'Give at least one price tier')
      .max(MAX_ITEM_PRICE_TIERS, `At most ${MAX_ITEM_PRICE_TIERS} price tiers`),
    moq: z.number().int('MOQ is a whole number').min(1, 'MOQ is at least 1').max(MAX_PROJECT_QUANTITY),
    stockStatus: StockStatus,
    colorOptions: z.string().max(2000, 'Colour options are at most 2,000 characters').default(''),
    packing: Packing,
    isSampleKit: z.boolean().default(false),
  })
  .strict()
  .superRefine((body, ctx) => {
    for (const p of priceTierProblems(body.priceTiers, body.moq))
      ctx.addIssue({ code: 'custom', path: ['priceTiers', p.index, p.field], message: p.message });
    for (const p of colorOptionProblems(body.colorOptions))
      ctx.addIssue({ code: 'custom', path: ['colorOptions'], message: p.message });
  });
export type SupplierItemBody = z.infer<typeof SupplierItemBody>;
export type SupplierItemInput = z.input<typeof SupplierItemBody>;

export const SUPPLIER_ITEM_SORTS = ['enabledAt', 'title', 'productionMinPrice', 'moq'] as const;
const sortValues = SUPPLIER_ITEM_SORTS.flatMap((f) => [f, `-${f}`]) as [string, ...string[]];
export const SupplierItemStatus = z.enum(['ENABLED', 'DISABLED']);

const itemFilters = {
  /** Words of the title, any case. */
  q: z.string().trim().max(200, 'Search at most 200 characters').optional(),
  status: SupplierItemStatus.optional(),
};
export const SupplierItemListQuery = z
  .object({
    page: z.coerce.number().int().min(0, 'page is 0-based and cannot be negative').default(0),
    size: z.coerce.number().int().min(1, 'size is at least 1').max(200, 'size is at most 200').default(50),
    sort: z
      .enum(sortValues, { error: () => `sort is one of ${sortValues.join(', ')}` })
      .default('-enabledAt'),
    ...itemFilters,
  })
  .strict();
export type SupplierItemListQuery = z.infer<typeof SupplierItemListQuery>;
export const SupplierItemCountQuery = z.object(itemFilters).strict();
export type SupplierItemCountQuery = z.infer<typeof SupplierItemCountQuery>;

// ——— Dashboard ———

export const SupplierPortalSummary = z.object({
  enabledProducts: z.number().int(),
  disabledProducts: z.number().int(),
  openProjectRequests: z.number().int().describe('Custom project requests it sees that still take quotes'),
  awaitingReply: z.number().int().describe('Of those, the ones it has neither quoted nor declined'),
  reviewAverage: z.number().nullable(),
  reviewCount: z.number().int(),
});
export type SupplierPortalSummary = z.infer<typeof SupplierPortalSummary>;
