import { eq } from 'drizzle-orm';
import { processorCustomers } from '../../../db/schema/payments';
import { processorClockCustomers, processorTestClocks } from '../../../db/schema/processor-billing';
import { invalid } from '../../../http/errors';
import type { PaymentsProvider } from '../types';
import type { EmbeddedStore } from './store';

export function customerOperations({ db, hmac }: EmbeddedStore): Pick<PaymentsProvider, 'createCustomer'> {
  return {
    async createCustomer(input) {
      // One processor customer per store, whatever the number of concurrent first uses.
      const id = `cus_${hmac(`customer:${input.storeId}`).slice(0, 24)}`;
      if (input.testClockId) {
        const [clock] = await db
          .select({ id: processorTestClocks.id })
          .from(processorTestClocks)
          .where(eq(processorTestClocks.id, input.testClockId));
        if (!clock) throw invalid('No such test clock', [{ path: 'body.testClockId', message: 'Unknown' }]);
      }
      await db.insert(processorCustomers).values({ id, email: input.email }).onConflictDoNothing();
      if (input.testClockId) {
        await db
          .insert(processorClockCustomers)
          .values({ customerId: id, clockId: input.testClockId })
          .onConflictDoNothing();
      }
      return id;
    },
  };
}
