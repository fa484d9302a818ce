import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { catalogCompanies, catalogItems } from '../../../db/schema/catalog';
import { notFound } from '../../../http/errors';

/** A supplier's catalog figures for its dashboard: products listed and hidden, and its reviews. */
export async function ownCatalogFigures(db: Db, companyId: number) {
  const [[company], [products]] = await Promise.all([
    db
      .select({ reviewAverage: catalogCompanies.reviewAverage, reviewCount: catalogCompanies.reviewCount })
      .from(catalogCompanies)
      .where(eq(catalogCompanies.id, companyId)),
    db
      .select({
        enabled: sql<number>`(count(*) filter (where ${catalogItems.disabledAt} is null))::int`,
        disabled: sql<number>`(count(*) filter (where ${catalogItems.disabledAt} is not null))::int`,
      })
      .from(catalogItems)
      .where(eq(catalogItems.companyId, companyId)),
  ]);
  if (!company) throw notFound('Supplier');
  return {
    enabledProducts: Number(products?.enabled ?? 0),
    disabledProducts: Number(products?.disabled ?? 0),
    reviewAverage: company.reviewAverage,
    reviewCount: company.reviewCount,
  };
}
