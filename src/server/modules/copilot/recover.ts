import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { copilotConversations, copilotMessages, copilotToolCalls } from '../../db/schema/copilot';

// Recovery of confirmed actions whose run was cut off (a killed process, a deploy between RUNNING and DONE):
// at start-up and every minute, one instance at a time, a call RUNNING for longer than
// COPILOT_CALL_STALE_SECONDS is FAILED and the founder told plainly that it may or may not have happened.
// It is not run again by itself: a brand kit has no idempotency key, so running twice could make two.

export const COPILOT_RECOVER_QUEUE = 'copilot-recover';
/** Every tool is one request to a domain operation: seconds. Two minutes without an answer means it was cut. */
export const COPILOT_CALL_STALE_SECONDS = 120;
export const INTERRUPTED_CALL =
  'Quarry restarted while this action ran, so it may or may not have finished. Check the page it changes before asking again.';

export async function recoverCopilotCalls(
  deps: Pick<AppDeps, 'db'>,
  opts: { staleSeconds: number } = { staleSeconds: COPILOT_CALL_STALE_SECONDS },
): Promise<{ failed: number }> {
  return deps.db.transaction(async (tx) => {
    // The same conditional move as a run's own end: a call that finished meanwhile is left as it is.
    const failed = await tx
      .update(copilotToolCalls)
      .set({ status: 'FAILED', error: INTERRUPTED_CALL, updatedAt: sql`now()` })
      .where(
        and(
          eq(copilotToolCalls.status, 'RUNNING'),
          sql`${copilotToolCalls.updatedAt} < now() - make_interval(secs => ${opts.staleSeconds})`,
        ),
      )
      .returning({ conversationId: copilotToolCalls.conversationId });
    if (!failed.length) return { failed: 0 };
    await tx.insert(copilotMessages).values(
      failed.map((f) => ({
        conversationId: f.conversationId,
        role: 'ASSISTANT' as const,
        text: `That did not work: ${INTERRUPTED_CALL}`,
      })),
    );
    await tx
      .update(copilotConversations)
      .set({ updatedAt: sql`now()` })
      .where(
        inArray(
          copilotConversations.id,
          failed.map((f) => f.conversationId),
        ),
      );
    return { failed: failed.length };
  });
}

export async function registerCopilotJobs(deps: Pick<AppDeps, 'db' | 'jobs'>) {
  await deps.jobs.work(COPILOT_RECOVER_QUEUE, { policy: 'stately', retryLimit: 1 }, async () => {
    await recoverCopilotCalls(deps);
  });
  await deps.jobs.schedule(COPILOT_RECOVER_QUEUE, '* * * * *');
  await deps.jobs.send(COPILOT_RECOVER_QUEUE, {});
}
