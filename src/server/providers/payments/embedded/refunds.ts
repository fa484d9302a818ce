import { eq } from 'drizzle-orm';
import { processorCharges } from '../../../db/schema/payments';
import { notFound } from '../../../http/errors';
import type { PaymentsProvider } from '../types';
import type { EmbeddedStore } from './store';

export function refundOperations({ db, now }: EmbeddedStore): Pick<PaymentsProvider, 'refund'> {
  return {
    async refund(chargeId) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(processorCharges)
          .where(eq(processorCharges.id, chargeId))
          .for('update');
        if (!row) throw notFound('Charge');
        if (row.status === 'succeeded') {
          await tx
            .update(processorCharges)
            .set({ status: 'refunded', refundedCents: row.amountCents, updatedAt: now() })
            .where(eq(processorCharges.id, chargeId));
        } else if (row.status === 'requires_action') {
          // Nothing was taken yet: the pending authentication is cancelled instead.
          await tx
            .update(processorCharges)
            .set({ status: 'canceled', updatedAt: now() })
            .where(eq(processorCharges.id, chargeId));
        }
      });
    },
  };
}
