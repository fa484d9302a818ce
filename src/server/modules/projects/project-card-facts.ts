import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projectRequests } from '../../db/schema/projects';

/**
 * A custom project request's title, type and status, for a card another domain shows; only the store's
 * own, and for `visibleTo` a supplier only one it was sent. Undefined when there is none such.
 */
export async function findProjectCardFacts(
  db: Db,
  projectId: number,
  storeId: number,
  visibleTo?: { supplierId: number },
) {
  const visibleToSupplier =
    visibleTo &&
    sql`exists (select 1 from project_request_recipients r where r.project_id = ${projectRequests.id} and r.company_id = ${visibleTo.supplierId})`;
  const [project] = await db
    .select({
      id: projectRequests.id,
      title: projectRequests.title,
      type: projectRequests.type,
      status: projectRequests.status,
    })
    .from(projectRequests)
    .where(and(eq(projectRequests.id, projectId), eq(projectRequests.storeId, storeId), visibleToSupplier));
  return project;
}
