import { sql } from 'drizzle-orm';

/**
 * The stores the supplier has a conversation with (opened by either side), as a statement of store ids
 * for another domain's `in (…)` or `union`.
 */
export const conversationStoresSql = (companyId: number) => sql`
  select store_id from conversations where supplier_id = ${companyId}`;
