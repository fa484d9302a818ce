import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import { INVOICE_FAILURE_HANDLING, type InvoiceStatus, OVERDUE_STATUS } from '../../../shared/rules/invoices';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { creatorInvoices } from '../../db/schema/invoices';

export const OVERDUE_QUEUE = 'invoices-overdue';

const overdueStatus: SQL = sql`case ${creatorInvoices.failureHandling} ${sql.join(
  INVOICE_FAILURE_HANDLING.map((h) => sql`when ${h} then ${OVERDUE_STATUS[h]}`),
  sql` `,
)} end`;

/**
 * Applies each unpaid invoice's failure handling once it is past due: OPEN → DRAFT, UNCOLLECTIBLE or VOID
 * (OVERDUE_STATUS). One conditional UPDATE, so two instances running it at once move each invoice once, and
 * a payment that marked it PAID first (OPEN → PAID only) wins. Answers the invoices it moved.
 */
export async function applyOverdueInvoices(
  db: Db,
  now: Date,
): Promise<{ id: number; status: InvoiceStatus }[]> {
  return db
    .update(creatorInvoices)
    .set({
      status: sql`${overdueStatus}`,
      // A draft again is not closed: the supplier may change it and send it anew.
      closedAt: sql`case when ${overdueStatus} = 'DRAFT' then null else ${now.toISOString()}::timestamptz end`,
      updatedAt: now,
    })
    .where(and(eq(creatorInvoices.status, 'OPEN'), lt(creatorInvoices.dueAt, now)))
    .returning({ id: creatorInvoices.id, status: creatorInvoices.status });
}

/** Every five minutes, on one instance at a time (stately queue; the UPDATE is safe to race anyway). */
export async function registerInvoiceJobs(deps: Pick<AppDeps, 'db' | 'jobs'>) {
  await deps.jobs.work(OVERDUE_QUEUE, { policy: 'stately', retryLimit: 1 }, async () => {
    await applyOverdueInvoices(deps.db, new Date());
  });
  await deps.jobs.schedule(OVERDUE_QUEUE, '*/5 * * * *');
}
