import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { stores } from './stores';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** vertical → group → subgroup; `tab` is the sourcing home tab the vertical belongs to. */
export const catalogCategories = pgTable('catalog_categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  tab: text('tab', {
    enum: ['PRODUCTS', 'ECOMMERCE_PACKAGING', 'BUSINESS_CREATIVE_SERVICES', 'WEBSITE_DEVELOPMENT'],
  }).notNull(),
  vertical: text('vertical').notNull(),
  group: text('group_name').notNull(),
  subgroup: text('subgroup').notNull(),
});

/** Suppliers (the spec's catalog companies). */
/**
 * GIN indexes read by every search keep new entries in a pending list that each lookup scans in full; at
 * the default 4 MB limit that list doubled a filtered search's time. 256 kB keeps it a few pages between
 * flushes (decision 018).
 */
const GIN_UPKEEP = { gin_pending_list_limit: 256 };

export const catalogCompanies = pgTable(
  'catalog_companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    countryCode: text('country_code').notNull(),
    region: text('region', { enum: ['AF', 'NA', 'SA', 'AS', 'EU', 'OA'] }).notNull(),
    capabilities: jsonb('capabilities').$type<string[]>().notNull(),
    baseProducts: jsonb('base_products').$type<string[]>().notNull(),
    categoryIds: integer('category_ids').array().notNull(),
    tabs: text('tabs').array().notNull(),
    moq: integer('moq'),
    samplePriceCents: integer('sample_price_cents'),
    productionDays: integer('production_days').notNull(),
    orderVolume: integer('order_volume').notNull(),
    isOnlineNow: boolean('is_online_now').notNull().default(false),
    /** A logo the supplier uploaded (a /files URL); null: the generated one (catalog-images/companies/{id}). */
    logoUrl: text('logo_url'),
    firstEnabledAt: timestamp('first_enabled_at', { withTimezone: true }).notNull(),
    tariffRatePercent: real('tariff_rate_percent').notNull(),
    reviewAverage: real('review_average'),
    reviewCount: integer('review_count').notNull().default(0),
    isVerified: boolean('is_verified').notNull().default(false),
    isExpandedNetwork: boolean('is_expanded_network').notNull().default(false),
    rank: real('rank').notNull(),
    seed: integer('seed').notNull(),
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('english', coalesce(name, '') || ' ' || coalesce(description, ''))`,
    ),
  },
  (t) => [
    index('catalog_companies_search_idx').using('gin', t.search).with(GIN_UPKEEP),
    index('catalog_companies_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`).with(GIN_UPKEEP),
    index('catalog_companies_categories_idx').using('gin', t.categoryIds).with(GIN_UPKEEP),
    // What a supplier offers, as the sourcing agent's matching searches it (`companyOfferText`, issue 24):
    // a word held anywhere in its capabilities or base products, found without reading every supplier.
    index('catalog_companies_offer_trgm_idx')
      .using('gin', sql`lower(${t.capabilities}::text || ' ' || ${t.baseProducts}::text) gin_trgm_ops`)
      .with(GIN_UPKEEP),
    index('catalog_companies_rank_idx').on(t.rank),
    index('catalog_companies_lower_name_idx').on(sql`lower(${t.name})`),
  ],
);

export const catalogItems = pgTable(
  'catalog_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => catalogCompanies.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => catalogCategories.id),
    tab: text('tab').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    imageCount: integer('image_count').notNull(),
    priceTiers: jsonb('price_tiers').$type<{ minQuantity: number; unitPriceCents: number }[]>().notNull(),
    productionMinPriceCents: integer('production_min_price_cents').notNull(),
    moq: integer('moq').notNull(),
    stockStatus: text('stock_status', {
      enum: ['IN_STOCK', 'OUT_OF_STOCK', 'AVAILABLE_IN_STOCK', 'NOT_AVAILABLE_IN_STOCK'],
    }).notNull(),
    colorOptions: text('color_options').notNull(),
    packing: text('packing', { enum: ['PARCEL', 'PALLET'] }).notNull(),
    rank: real('rank').notNull(),
    enabledAt: timestamp('enabled_at', { withTimezone: true }).notNull(),
    rankedAt: timestamp('ranked_at', { withTimezone: true }).notNull(),
    isSampleKit: boolean('is_sample_kit').notNull().default(false),
    seed: integer('seed').notNull(),
    /**
     * The pictures its supplier chose (its uploads, or some of its generated pictures), in order; null: the
     * `imageCount` pictures generated from `seed` (catalog-images/items/{id}/{n}).
     */
    imageUrls: jsonb('image_urls').$type<string[]>(),
    /**
     * Hidden from the marketplace by its supplier. The search index leaves a disabled item out (migration
     * 0009), and every marketplace read goes through that index, so no search, count or page shows it.
     */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [
    index('catalog_items_company_idx').on(t.companyId),
    index('catalog_items_category_idx').on(t.categoryId),
    index('catalog_items_rank_idx').on(t.rank),
    index('catalog_items_ranked_idx').on(t.rankedAt),
  ],
);

/**
 * The search index of catalog items: one narrow row per item with its full-text vector, every filter column
 * (the supplier's copied in) and every sort key, so a search reads this table alone and joins only the page
 * it answers to the wide rows. Kept equal to catalog_items and catalog_companies by the database itself
 * (statement triggers of migration 0006), whichever instance or tool writes them. Decision 012.
 */
export const catalogItemSearch = pgTable(
  'catalog_item_search',
  {
    itemId: integer('item_id')
      .primaryKey()
      .references(() => catalogItems.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull(),
    categoryId: integer('category_id').notNull(),
    tab: text('tab').notNull(),
    search: tsvector('search').notNull(),
    rank: real('rank').notNull(),
    enabledAt: timestamp('enabled_at', { withTimezone: true }).notNull(),
    rankedAt: timestamp('ranked_at', { withTimezone: true }).notNull(),
    productionMinPriceCents: integer('production_min_price_cents').notNull(),
    moq: integer('moq').notNull(),
    isSampleKit: boolean('is_sample_kit').notNull(),
    region: text('region').notNull(),
    countryCode: text('country_code').notNull(),
    companyMoq: integer('company_moq'),
    samplePriceCents: integer('sample_price_cents'),
    reviewAverage: real('review_average'),
    productionDays: integer('production_days').notNull(),
    orderVolume: integer('order_volume').notNull(),
    isExpandedNetwork: boolean('is_expanded_network').notNull(),
  },
  (t) => [
    index('catalog_item_search_search_idx').using('gin', t.search).with(GIN_UPKEEP),
    // A supplier's products cheapest first: the sourcing agent's matching reads each candidate's cheapest
    // matching product with one short walk of it (issue 24); also every lookup by supplier.
    index('catalog_item_search_company_price_idx').on(t.companyId, t.productionMinPriceCents, t.itemId),
    index('catalog_item_search_category_idx').on(t.categoryId),
    // One per sort, in its exact order (key, then item_id ascending): the first rows of a sort are read
    // from the index alone.
    index('catalog_item_search_rank_idx').on(t.rank.desc().nullsFirst(), t.itemId),
    index('catalog_item_search_enabled_idx').on(t.enabledAt.desc().nullsFirst(), t.itemId),
    index('catalog_item_search_price_idx').on(t.productionMinPriceCents, t.itemId),
    index('catalog_item_search_price_desc_idx').on(t.productionMinPriceCents.desc().nullsFirst(), t.itemId),
  ],
);

/**
 * Supplier names as search-as-you-type offers them: one row per distinct name (lower-cased), with the
 * best-ranked supplier of that name. 60,000 suppliers at 1M items share about 11,700 names, and a
 * nearest-name lookup costs by rows. Kept equal to catalog_companies by its triggers (migration 0015);
 * search-as-you-type matches them in memory (decision 022).
 */
export const catalogSupplierNames = pgTable('catalog_supplier_names', {
  term: text('term').primaryKey(),
  companyId: integer('company_id').notNull(),
  name: text('name').notNull(),
});

/**
 * A counter the supplier-name triggers raise with every change to catalog_supplier_names (migration 0016),
 * in the same transaction: the embedded database's name index (vocabulary.ts) is read again only when it
 * moved, so a keystroke costs one row, not a scan of the suppliers. A single row (id 1).
 */
export const catalogSupplierNamesVersion = pgTable('catalog_supplier_names_version', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * Sort tiers of the item search (decision 019): for each item sort (the contract's ITEM_SORTS), the key
 * bound of its best 0.25%, 1%, 4% and 16% of items when they were set. Every item whose key is as good as
 * a bound carries the tier's lexeme (`f:o:{sort}:{tier}`) in its search vector (the search triggers,
 * `catalog_item_tiers`), so a sorted search looks for its keyword among the best items of the sort first
 * and visits only those rows. Membership depends on the key alone, so the best page of a tier that holds
 * a full page is the best page of the whole catalog. Set by the seed before its items are inserted.
 */
export const catalogSortTiers = pgTable(
  'catalog_sort_tiers',
  {
    sort: text('sort').notNull(),
    tier: smallint('tier').notNull(),
    /** The key's bound: rank or price as is, times as seconds since the epoch. */
    bound: doublePrecision('bound').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sort, t.tier] })],
);

/**
 * The catalog's search vocabulary, rebuilt from titles and names whenever the catalog is (re)seeded:
 * `word` rows (single words with how often they occur) correct typos before a full-text search and
 * complete a word being typed; `phrase` rows (distinct title heads, each with its best-ranked item as
 * `refId`/`label`) answer product suggestions. Small and bounded by the vocabulary, not by the item
 * count, so nearest-by-trigram lookups stay fast at a million items.
 */
export const catalogSearchTerms = pgTable(
  'catalog_search_terms',
  {
    kind: text('kind', { enum: ['word', 'phrase'] }).notNull(),
    term: text('term').notNull(),
    weight: integer('weight').notNull(),
    refId: integer('ref_id'),
    label: text('label'),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.term] }),
    // Typo correction on PostgreSQL (`%`, `<->`); suggestions read the vocabulary in memory (decision 024).
    index('catalog_search_words_gist_idx')
      .using('gist', sql`${t.term} gist_trgm_ops`)
      .where(sql`kind = 'word'`),
  ],
);

/**
 * The vocabulary's version: one row, raised in the same statement as any change to catalog_search_terms
 * (statement triggers of migration 0019, only when rows changed), so every instance knows when to read its
 * copy in memory again (decision 024).
 */
export const catalogSearchTermsVersion = pgTable('catalog_search_terms_version', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** Detail views of suppliers and items, for recommendations ("recommend next"). */
export const catalogDetailViews = pgTable(
  'catalog_detail_views',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    companyId: integer('company_id'),
    itemId: integer('item_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catalog_detail_views_store_idx').on(t.storeId, t.createdAt)],
);
