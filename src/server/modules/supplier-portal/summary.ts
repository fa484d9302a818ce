import type { SupplierPortalSummary } from '../../../shared/contract/supplier-portal';
import type { Db } from '../../db/client';
import type { Ctx } from '../../http/context';
import { ownCatalogFigures } from '../catalog/supplier-catalog/own-figures';
import { portalOwner } from '../catalog/supplier-catalog/owner';
import { countOpenSupplierRequests } from '../projects/supplier-requests';

/**
 * GET /web/supplier-portal/summary: the dashboard's figures — products listed and hidden and its reviews
 * (the catalog's), and custom project requests still taking quotes (the projects service's, which owns them).
 */
export async function portalSummary(db: Db, ctx: Ctx): Promise<SupplierPortalSummary> {
  const { companyId } = portalOwner(ctx);
  const [figures, requests] = await Promise.all([
    ownCatalogFigures(db, companyId),
    countOpenSupplierRequests(db, ctx),
  ]);
  return {
    enabledProducts: figures.enabledProducts,
    disabledProducts: figures.disabledProducts,
    openProjectRequests: requests.open,
    awaitingReply: requests.awaitingReply,
    reviewAverage: figures.reviewAverage,
    reviewCount: figures.reviewCount,
  };
}
