import { type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { catalogCompanies } from '../../db/schema/catalog';

/**
 * Suppliers as other domains show them beside their own rows (a supplier's name beside a message): join
 * it on `id` in their queries. A subquery the planner flattens into a plain join, so the reads stay one
 * statement while only the catalog names its table.
 */
export const supplierDisplay = new QueryBuilder()
  .select({
    id: catalogCompanies.id,
    name: catalogCompanies.name,
    logoUrl: catalogCompanies.logoUrl,
    countryCode: catalogCompanies.countryCode,
    tariffRatePercent: catalogCompanies.tariffRatePercent,
  })
  .from(catalogCompanies)
  .as('supplier_display');

/** The name of the supplier whose id `companyId` holds, as an expression of another domain's statement. */
export const supplierNameOf = (companyId: SQL) =>
  sql<string>`(select ${catalogCompanies.name} from ${catalogCompanies} where ${catalogCompanies.id} = ${companyId})`;

/** The categories of the supplier whose id `companyId` holds (catalog_companies.category_ids), as an expression. */
export const supplierCategoryIdsOf = (companyId: number) =>
  sql<number[]>`(select c.category_ids from catalog_companies c where c.id = ${companyId})`;
