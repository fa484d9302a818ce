import { sql } from 'drizzle-orm';
import { supplierIdentity } from '../../../shared/contract/messaging';

/**
 * A query with a row when the supplier has answered the store in a conversation (opening one is not
 * talking with a supplier), for another domain's `exists (…)`.
 */
export const supplierAnsweredQuery = (storeId: number, companyId: number) =>
  sql`select 1 from conversation_messages m join conversations c on c.id = m.conversation_id
     where c.store_id = ${storeId} and c.supplier_id = ${companyId} and m.author = ${supplierIdentity(companyId)}`;
