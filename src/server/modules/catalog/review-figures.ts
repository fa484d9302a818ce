import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogCompanies } from '../../db/schema/catalog';

/**
 * Sets the review figures cards show (review_average, review_count): the reviews domain hands the two
 * expressions over its own table, so the figures are computed in this one statement.
 */
export async function setCompanyReviewFigures(
  tx: Db,
  companyId: number,
  figures: { average: SQL; count: SQL },
) {
  await tx
    .update(catalogCompanies)
    .set({ reviewAverage: figures.average, reviewCount: figures.count })
    .where(eq(catalogCompanies.id, companyId));
}
