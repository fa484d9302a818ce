import { sql } from 'drizzle-orm';
import { rebuildSearchTerms } from '../../../modules/catalog/search/search-terms';
import { sortTierBounds } from '../../../modules/catalog/search/sort-tiers';
import type { Db } from '../../client';
import { catalogCategories, catalogCompanies, catalogItems, catalogSortTiers } from '../../schema/catalog';
import { catalogReviews } from '../../schema/reviews';
import { recordSeedRun } from '../seed-runs';
import { generateCatalog } from './generate';

const BATCH = 1000;

/** True when no supplier exists yet: the demo catalog goes only into an empty catalog. */
export async function isCatalogEmpty(db: Db) {
  const rows = await db.select({ id: catalogCompanies.id }).from(catalogCompanies).limit(1);
  return rows.length === 0;
}

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * Generates the demo catalog from (seed, scale) and inserts it in one transaction with multi-row inserts.
 * Seed part `catalog`, recorded in that transaction. Ids are the generator's (so the same seed gives the same ids); the identity sequences move past them.
 */
export async function seedCatalog(db: Db, opts: { seed?: number; scale?: number; sortTiers?: boolean } = {}) {
  const started = performance.now();
  const catalog = generateCatalog(opts);
  await db.transaction(async (tx) => {
    await tx
      .insert(catalogCategories)
      .overridingSystemValue()
      .values(
        catalog.categories.map((c) => ({
          id: c.id,
          tab: c.tab,
          vertical: c.vertical.name,
          group: c.groupName,
          subgroup: c.subgroup,
        })),
      );
    await inBatches(catalog.companies, (batch) =>
      tx.insert(catalogCompanies).overridingSystemValue().values(batch),
    );
    // The sort tiers first (where searches use them): the search trigger gives each item its tiers'
    // lexemes as it is inserted; with no bounds it gives none.
    await tx.delete(catalogSortTiers);
    const tiers = opts.sortTiers === false ? [] : sortTierBounds(catalog.items);
    if (tiers.length) await tx.insert(catalogSortTiers).values(tiers);
    await inBatches(catalog.items, (batch) => tx.insert(catalogItems).overridingSystemValue().values(batch));
    await inBatches(catalog.reviews, (batch) =>
      tx.insert(catalogReviews).values(batch.map((r) => ({ ...r, updatedAt: r.createdAt }))),
    );
    for (const table of ['catalog_categories', 'catalog_companies', 'catalog_items']) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`,
      );
    }
    await recordSeedRun(tx, 'catalog');
  });
  await rebuildSearchTerms(db);
  // The seed's index entries out of the GIN pending lists, which every search would otherwise scan, and
  // fresh statistics, so the planner uses the search, trigram and sort indexes (and estimates a search's
  // matches, list-items.ts) from the first query: autovacuum may be off or not due for a while.
  // (By name from pg_class: the trigram index exists on PostgreSQL only, decision 013.)
  await db.execute(sql`select gin_clean_pending_list(oid) from pg_class where relname in (
    'catalog_item_search_search_idx', 'catalog_companies_search_idx', 'catalog_companies_name_trgm_idx',
    'catalog_companies_categories_idx')`);
  for (const table of [
    'catalog_categories',
    'catalog_companies',
    'catalog_items',
    'catalog_item_search',
    'catalog_search_terms',
    'catalog_supplier_names',
    'catalog_company_reviews',
  ]) {
    await db.execute(sql`analyze ${sql.identifier(table)}`);
  }
  return {
    categories: catalog.categories.length,
    companies: catalog.companies.length,
    items: catalog.items.length,
    reviews: catalog.reviews.length,
    ms: Math.round(performance.now() - started),
  };
}
