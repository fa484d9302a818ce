import { QueryBuilder } from 'drizzle-orm/pg-core';
import { stores } from '../../db/schema/stores';

/**
 * Stores as other domains show them beside their own rows (a store's title beside a conversation): join
 * it on `id` in their queries. A subquery the planner flattens into a plain join, so the reads stay one
 * statement while only this domain names its table.
 */
export const storeDisplay = new QueryBuilder()
  .select({ id: stores.id, title: stores.title, avatarUrl: stores.avatarUrl })
  .from(stores)
  .as('store_display');
