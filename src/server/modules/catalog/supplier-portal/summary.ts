import { eq, sql } from 'drizzle-orm';
import type { SupplierPortalSummary } from '../../../../shared/contract/supplier-portal';
import type { Db } from '../../../db/client';
import { catalogCompanies, catalogItems } from '../../../db/schema/catalog';
import type { Ctx } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { countOpenSupplierRequests } from '../../projects/supplier-requests';
import { portalOwner } from './owner';

/**
 * GET /web/supplier-portal/summary: the dashboard's figures — products listed and hidden, custom project
 * requests still taking quotes (through the projects service, which owns them), and its reviews.
 */
export async function portalSummary(db: Db, ctx: Ctx): Promise<SupplierPortalSummary> {
  const { companyId } = portalOwner(ctx);
  const [[company], [products], requests] = await Promise.all([
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
    countOpenSupplierRequests(db, ctx),
  ]);
  if (!company) throw notFound('Supplier');
  return {
    enabledProducts: Number(products?.enabled ?? 0),
    disabledProducts: Number(products?.disabled ?? 0),
    openProjectRequests: requests.open,
    awaitingReply: requests.awaitingReply,
    reviewAverage: company.reviewAverage,
    reviewCount: company.reviewCount,
  };
}
