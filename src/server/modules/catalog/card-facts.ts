import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogCompanies, catalogItems } from '../../db/schema/catalog';

// What another domain snapshots of an item or a supplier to show it (a card in a message): read-only.

/** An item's title, pictures, price and MOQ, with its supplier's name; undefined for no such item. */
export async function findItemCardFacts(db: Db, itemId: number) {
  const [item] = await db
    .select({
      id: catalogItems.id,
      title: catalogItems.title,
      imageCount: catalogItems.imageCount,
      imageUrls: catalogItems.imageUrls,
      price: catalogItems.productionMinPriceCents,
      moq: catalogItems.moq,
      supplier: catalogCompanies.name,
    })
    .from(catalogItems)
    .innerJoin(catalogCompanies, eq(catalogCompanies.id, catalogItems.companyId))
    .where(eq(catalogItems.id, itemId));
  return item;
}

/** A supplier's name, logo, country and review figures; undefined for no such supplier. */
export async function findSupplierCardFacts(db: Db, companyId: number) {
  const [company] = await db
    .select({
      id: catalogCompanies.id,
      name: catalogCompanies.name,
      logoUrl: catalogCompanies.logoUrl,
      countryCode: catalogCompanies.countryCode,
      reviewAverage: catalogCompanies.reviewAverage,
      reviewCount: catalogCompanies.reviewCount,
    })
    .from(catalogCompanies)
    .where(eq(catalogCompanies.id, companyId));
  return company;
}
