import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps';
import type { Db } from '../../../db/client';
import { expandedNetworkContacts, expandedNetworkRecords } from '../../../db/schema/sourcing-agent';
import { notFound } from '../../../http/errors';

// Loading an expanded-network contact (spec §4: contact status loading, then success). The request marks the
// store's contact LOADING and queues a job; the job reads the contact from Quarry's record of the factory (never
// made up) and marks it SUCCESS. Idempotent: a second request while loading or loaded changes nothing, and a job
// that runs twice sets the same row.

export const LOAD_CONTACT_QUEUE = 'agent-expanded-contact';

export async function requestExpandedContact(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  storeId: number,
  recordId: number,
): Promise<{ recordId: number; contactStatus: 'LOADING' | 'SUCCESS' }> {
  const [record] = await deps.db
    .select({ id: expandedNetworkRecords.id })
    .from(expandedNetworkRecords)
    .where(eq(expandedNetworkRecords.id, recordId));
  if (!record) throw notFound('Expanded-network record');
  const [created] = await deps.db
    .insert(expandedNetworkContacts)
    .values({ storeId, recordId, status: 'LOADING' })
    .onConflictDoNothing()
    .returning({ status: expandedNetworkContacts.status });
  if (created) {
    await deps.jobs.send(
      LOAD_CONTACT_QUEUE,
      { storeId, recordId },
      { singletonKey: `${storeId}:${recordId}` },
    );
    return { recordId, contactStatus: 'LOADING' };
  }
  const [row] = await deps.db
    .select({ status: expandedNetworkContacts.status })
    .from(expandedNetworkContacts)
    .where(and(eq(expandedNetworkContacts.storeId, storeId), eq(expandedNetworkContacts.recordId, recordId)));
  return { recordId, contactStatus: row?.status ?? 'LOADING' };
}

/** The job: LOADING → SUCCESS once the record holds a contact to show (false when it has none, or was removed). */
export async function loadExpandedContact(db: Db, job: { storeId: number; recordId: number }) {
  const [record] = await db
    .select({ email: expandedNetworkRecords.contactEmail })
    .from(expandedNetworkRecords)
    .where(eq(expandedNetworkRecords.id, job.recordId));
  if (!record?.email) return false;
  await db
    .update(expandedNetworkContacts)
    .set({ status: 'SUCCESS', loadedAt: new Date() })
    .where(
      and(
        eq(expandedNetworkContacts.storeId, job.storeId),
        eq(expandedNetworkContacts.recordId, job.recordId),
      ),
    );
  return true;
}

export async function registerExpandedContactJobs(deps: Pick<AppDeps, 'db' | 'jobs'>) {
  await deps.jobs.work<{ storeId: number; recordId: number }>(
    LOAD_CONTACT_QUEUE,
    { pollingIntervalSeconds: 0.5, retryLimit: 3 },
    async (data) => {
      await loadExpandedContact(deps.db, data);
    },
  );
}
