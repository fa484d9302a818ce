import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projectRecipients, projectRequests } from '../../db/schema/projects';

/** A query with a row when the store sent the supplier a custom project request, for an `exists (…)`. */
export const requestedSupplierQuery = (db: Db, storeId: number, companyId: number) =>
  db
    .select({ one: sql`1` })
    .from(projectRecipients)
    .innerJoin(projectRequests, eq(projectRequests.id, projectRecipients.projectId))
    .where(
      and(
        eq(projectRequests.storeId, storeId),
        eq(projectRecipients.companyId, companyId),
        isNotNull(projectRequests.sentAt),
      ),
    );

/**
 * A statement with a row when the store has a custom project request addressed to the supplier, sent or
 * not, for another domain's `exists (…)` or `union`.
 */
export const addressedSupplierSql = (storeId: number, companyId: number) => sql`
      select 1 from project_requests p
        join project_request_recipients r on r.project_id = p.id
       where p.store_id = ${storeId} and r.company_id = ${companyId}`;

/**
 * The stores that addressed a custom project request to the supplier (sent or not), as a statement of
 * store ids for another domain's `in (…)` or `union`.
 */
export const addressingStoresSql = (companyId: number) => sql`
  select p.store_id from project_requests p
    join project_request_recipients r on r.project_id = p.id
   where r.company_id = ${companyId}`;
