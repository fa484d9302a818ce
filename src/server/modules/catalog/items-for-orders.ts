// Catalog's read functions for orders and checkout: what pricing an order line needs of its product and
// supplier, so those modules never read catalog tables themselves.
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { catalogCompanies, catalogItems } from '../../db/schema/catalog';

export type ItemForPricing = {
  id: number;
  companyId: number;
  title: string;
  tab: string;
  moq: number;
  priceTiers: { minQuantity: number; unitPriceCents: number }[];
  colorOptions: string;
  packing: 'PARCEL' | 'PALLET' | null;
  disabledAt: Date | null;
  /** The supplier's sample price (catalog_companies). */
  samplePriceCents: number | null;
  companyCountry: string;
};

/** These catalog products, with what pricing them needs of their supplier, by id. */
export async function findItemsForPricing(db: Db, ids: number[]): Promise<Map<number, ItemForPricing>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: catalogItems.id,
      companyId: catalogItems.companyId,
      title: catalogItems.title,
      tab: catalogItems.tab,
      moq: catalogItems.moq,
      priceTiers: catalogItems.priceTiers,
      colorOptions: catalogItems.colorOptions,
      packing: catalogItems.packing,
      disabledAt: catalogItems.disabledAt,
      samplePriceCents: catalogCompanies.samplePriceCents,
      companyCountry: catalogCompanies.countryCode,
    })
    .from(catalogItems)
    .innerJoin(catalogCompanies, sql`${catalogCompanies.id} = ${catalogItems.companyId}`)
    .where(inArray(catalogItems.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

export type CompanyForPricing = { id: number; countryCode: string; samplePriceCents: number | null };

/**
 * Suppliers and products for pricing lines at once, in one statement (checkout's statement budget): the
 * suppliers by id, and those of the products that exist.
 */
export async function findPricingFacts(
  db: Db,
  companyIds: number[],
  itemIds: number[],
): Promise<{ companies: Map<number, CompanyForPricing>; items: Map<number, ItemForPricing> }> {
  const companies = new Map<number, CompanyForPricing>();
  const items = new Map<number, ItemForPricing>();
  if (companyIds.length === 0) return { companies, items };
  const rows = rowsOf<{
    company_id: number;
    country_code: string;
    sample_price_cents: number | null;
    item: (Omit<ItemForPricing, 'disabledAt'> & { disabledAt: string | null }) | null;
  }>(
    await db.execute(sql`
      select c.id as company_id, c.country_code, c.sample_price_cents,
             case when i.id is null then null else jsonb_build_object(
               'id', i.id, 'companyId', i.company_id, 'title', i.title, 'tab', i.tab, 'moq', i.moq,
               'priceTiers', i.price_tiers, 'colorOptions', i.color_options, 'packing', i.packing,
               'disabledAt', i.disabled_at, 'samplePriceCents', c.sample_price_cents,
               'companyCountry', c.country_code) end as item
        from ${catalogCompanies} c
        left join ${catalogItems} i on i.company_id = c.id
              and i.id in (select jsonb_array_elements_text(${JSON.stringify(itemIds)}::jsonb)::int)
       where c.id in (select jsonb_array_elements_text(${JSON.stringify([...new Set(companyIds)])}::jsonb)::int)`),
  );
  for (const r of rows) {
    companies.set(r.company_id, {
      id: r.company_id,
      countryCode: r.country_code,
      samplePriceCents: r.sample_price_cents,
    });
    if (r.item)
      items.set(r.item.id, { ...r.item, disabledAt: r.item.disabledAt ? new Date(r.item.disabledAt) : null });
  }
  return { companies, items };
}

export type DisplayFacts = {
  companies: Map<number, { name: string; logoUrl: string | null; countryCode: string }>;
  items: Map<number, { imageCount: number; imageUrls: string[] | null; packing: 'PARCEL' | 'PALLET' }>;
};

/** What a view of order lines shows of their suppliers and products (names, logos, pictures), by id. */
export async function findDisplayFacts(
  db: Db,
  companyIds: number[],
  itemIds: number[],
): Promise<DisplayFacts> {
  const facts: DisplayFacts = { companies: new Map(), items: new Map() };
  if (companyIds.length === 0) return facts;
  const rows = rowsOf<{
    company_id: number;
    name: string;
    logo_url: string | null;
    country_code: string;
    item_id: number | null;
    image_count: number | null;
    image_urls: string[] | null;
    packing: 'PARCEL' | 'PALLET' | null;
  }>(
    await db.execute(sql`
      select c.id as company_id, c.name, c.logo_url, c.country_code,
             i.id as item_id, i.image_count, i.image_urls, i.packing
        from ${catalogCompanies} c
        left join ${catalogItems} i on i.company_id = c.id
              and i.id in (select jsonb_array_elements_text(${JSON.stringify([...new Set(itemIds)])}::jsonb)::int)
       where c.id in (select jsonb_array_elements_text(${JSON.stringify([...new Set(companyIds)])}::jsonb)::int)`),
  );
  for (const r of rows) {
    facts.companies.set(r.company_id, { name: r.name, logoUrl: r.logo_url, countryCode: r.country_code });
    if (r.item_id != null)
      facts.items.set(r.item_id, {
        imageCount: r.image_count!,
        imageUrls: r.image_urls,
        packing: r.packing!,
      });
  }
  return facts;
}
