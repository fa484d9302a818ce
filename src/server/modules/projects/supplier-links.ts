import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projectQuotes, projectRecipients, projectRequests } from '../../db/schema/projects';

// What another domain's record may point at among a supplier's project requests and quotes (an invoice
// names a request or a quote), read in the caller's transaction: projects' tables stay projects'.

/** The supplier's own quote with its request's store, or null (another supplier's quote is none of its). */
export async function findSupplierQuote(db: Db, companyId: number, quoteId: number) {
  const [quote] = await db
    .select({
      projectId: projectQuotes.projectId,
      status: projectQuotes.status,
      storeId: projectRequests.storeId,
    })
    .from(projectQuotes)
    .innerJoin(projectRequests, eq(projectRequests.id, projectQuotes.projectId))
    .where(and(eq(projectQuotes.id, quoteId), eq(projectQuotes.companyId, companyId)));
  return quote ?? null;
}

/** Whether the store's project request was addressed to the supplier (sent or not). */
export async function isRequestAddressedTo(
  db: Db,
  companyId: number,
  request: { projectId: number; storeId: number },
): Promise<boolean> {
  const [found] = await db
    .select({ one: sql`1` })
    .from(projectRequests)
    .innerJoin(
      projectRecipients,
      and(eq(projectRecipients.projectId, projectRequests.id), eq(projectRecipients.companyId, companyId)),
    )
    .where(and(eq(projectRequests.id, request.projectId), eq(projectRequests.storeId, request.storeId)));
  return found !== undefined;
}
