import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { processorCharges, processorPaymentMethods } from '../../../db/schema/payments';
import { conflict, notFound } from '../../../http/errors';
import type { Charge } from '../types';
import type { ChargeRow, EmbeddedStore } from './store';

// 3-D Secure challenges: a charge of an 'authenticate' card waits (requires_action) until the payer answers
// on /payments/challenges/{id}, as they would on their bank's page.

export type ChallengeState = {
  id: string;
  amountCents: number;
  currency: string;
  status: Charge['status'];
};

async function challengeRow(d: Db, id: string, lock: boolean) {
  const q = d
    .select({ charge: processorCharges, behavior: processorPaymentMethods.behavior })
    .from(processorCharges)
    .innerJoin(processorPaymentMethods, eq(processorPaymentMethods.id, processorCharges.paymentMethodId))
    .where(eq(processorCharges.id, id));
  const [row] = lock ? await q.for('update', { of: processorCharges }) : await q;
  // Only a charge that asked for authentication is a challenge.
  if (row?.behavior !== 'authenticate') throw notFound('Challenge');
  return row.charge;
}

const toChallenge = (row: ChargeRow): ChallengeState => ({
  id: row.id,
  amountCents: row.amountCents,
  currency: row.currency,
  status: row.status,
});

export function challengeOperations({ db, now }: EmbeddedStore) {
  return {
    async getChallenge(challengeId: string): Promise<ChallengeState> {
      return toChallenge(await challengeRow(db, challengeId, false));
    },

    /** The payer completes (→ succeeded) or fails (→ failed, authentication_failed) the challenge. */
    async answerChallenge(challengeId: string, outcome: 'complete' | 'fail'): Promise<ChallengeState> {
      return db.transaction(async (tx) => {
        const row = await challengeRow(tx, challengeId, true);
        if (row.status === 'requires_action') {
          const [done] = await tx
            .update(processorCharges)
            .set(
              outcome === 'complete'
                ? { status: 'succeeded', updatedAt: now() }
                : { status: 'failed', declineCode: 'authentication_failed', updatedAt: now() },
            )
            .where(eq(processorCharges.id, row.id))
            .returning();
          return toChallenge(done!);
        }
        // The same answer again is harmless; another answer after the first is not.
        const same =
          (outcome === 'complete' && (row.status === 'succeeded' || row.status === 'refunded')) ||
          (outcome === 'fail' && row.status === 'failed');
        if (same) return toChallenge(row);
        throw conflict('This payment is no longer waiting for authentication');
      });
    },
  };
}
