import { and, desc, eq } from 'drizzle-orm';
import { processorCustomers, processorPaymentMethods } from '../../../db/schema/payments';
import { invalid, notFound } from '../../../http/errors';
import { CARD_MESSAGES, isExpired } from '../card-rules';
import type { PaymentsProvider } from '../types';
import { liveMethod, sameMethod, savedTo, summary } from './method-rows';
import { type EmbeddedStore, newId } from './store';

// A customer's saved cards and bank accounts: attaching a token saves it (once, whatever the retries).

type MethodOperations = Pick<
  PaymentsProvider,
  | 'attachPaymentMethod'
  | 'detachPaymentMethod'
  | 'listPaymentMethods'
  | 'setDefaultPaymentMethod'
  | 'retrievePaymentMethod'
>;

export function paymentMethodOperations({ db, now }: EmbeddedStore): MethodOperations {
  return {
    async attachPaymentMethod(customerId, token) {
      return db.transaction(async (tx) => {
        const [customer] = await tx
          .select()
          .from(processorCustomers)
          .where(eq(processorCustomers.id, customerId));
        if (!customer) throw notFound('Customer');
        const [row] = await tx
          .select()
          .from(processorPaymentMethods)
          .where(eq(processorPaymentMethods.id, token))
          .for('update');
        const unknown = () =>
          invalid('This token is not valid; enter the card again', [
            { path: 'body.token', message: 'Unknown or used token' },
          ]);
        if (!row || row.detachedAt || !/^(tok|ba)_/.test(row.id)) throw unknown();
        const consume = (saved: boolean) =>
          tx
            .update(processorPaymentMethods)
            // A token used up by saving keeps who saved it: a retried attach answers the same card.
            .set({ consumedAt: now(), ...(saved ? { customerId } : {}) })
            .where(eq(processorPaymentMethods.id, row.id));
        if (row.customerId || row.consumedAt) {
          // Already attached (a bank account), or a token this customer already saved: a retry.
          if (row.customerId !== customerId) throw unknown();
          if (!row.consumedAt) return summary(row);
          const same = await sameMethod(tx, customerId, row);
          if (same) return summary(same);
          throw unknown();
        }
        if (isExpired(row.expMonth, row.expYear, now())) {
          throw invalid(CARD_MESSAGES.expired, [{ path: 'body.token', message: CARD_MESSAGES.expired }]);
        }
        // The same card or account saved twice is one saved method.
        const same = await sameMethod(tx, customerId, row);
        if (same) {
          await consume(true);
          return summary(same);
        }
        if (row.id.startsWith('tok_')) {
          await consume(true);
          const [pm] = await tx
            .insert(processorPaymentMethods)
            .values({ ...row, id: newId('pm'), customerId, consumedAt: null, createdAt: now() })
            .returning();
          return summary(pm!);
        }
        const [ba] = await tx
          .update(processorPaymentMethods)
          .set({ customerId, createdAt: now() })
          .where(eq(processorPaymentMethods.id, row.id))
          .returning();
        return summary(ba!);
      });
    },

    async detachPaymentMethod(customerId, paymentMethodId) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(processorPaymentMethods)
          .set({ detachedAt: now() })
          .where(and(eq(processorPaymentMethods.id, paymentMethodId), savedTo(customerId)))
          .returning({ id: processorPaymentMethods.id });
        if (!row) throw notFound('Payment method');
        await tx
          .update(processorCustomers)
          .set({ defaultPaymentMethod: null })
          .where(
            and(
              eq(processorCustomers.id, customerId),
              eq(processorCustomers.defaultPaymentMethod, paymentMethodId),
            ),
          );
      });
    },

    async listPaymentMethods(customerId, limit) {
      const [customer] = await db
        .select({ defaultId: processorCustomers.defaultPaymentMethod })
        .from(processorCustomers)
        .where(eq(processorCustomers.id, customerId));
      if (!customer) return { methods: [], defaultId: null };
      const rows = await db
        .select()
        .from(processorPaymentMethods)
        .where(savedTo(customerId))
        .orderBy(desc(processorPaymentMethods.createdAt), desc(processorPaymentMethods.id))
        .limit(Math.max(0, Math.min(limit, 100)));
      return { methods: rows.map(summary), defaultId: customer.defaultId };
    },

    async setDefaultPaymentMethod(customerId, paymentMethodId) {
      if (!(await liveMethod(db, customerId, paymentMethodId))) throw notFound('Payment method');
      await db
        .update(processorCustomers)
        .set({ defaultPaymentMethod: paymentMethodId })
        .where(eq(processorCustomers.id, customerId));
    },

    async retrievePaymentMethod(paymentMethodId) {
      const [row] = await db
        .select()
        .from(processorPaymentMethods)
        .where(eq(processorPaymentMethods.id, paymentMethodId));
      if (!row || row.detachedAt || row.consumedAt) return null;
      return { ...summary(row), customerId: row.customerId };
    },
  };
}
