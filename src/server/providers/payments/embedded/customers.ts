import { processorCustomers } from '../../../db/schema/payments';
import type { PaymentsProvider } from '../types';
import type { EmbeddedStore } from './store';

export function customerOperations({ db, hmac }: EmbeddedStore): Pick<PaymentsProvider, 'createCustomer'> {
  return {
    async createCustomer(input) {
      // One processor customer per store, whatever the number of concurrent first uses.
      const id = `cus_${hmac(`customer:${input.storeId}`).slice(0, 24)}`;
      await db.insert(processorCustomers).values({ id, email: input.email }).onConflictDoNothing();
      return id;
    },
  };
}
