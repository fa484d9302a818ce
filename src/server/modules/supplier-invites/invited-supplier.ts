import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supplierInvites } from '../../db/schema/supplier-invites';

/** A query with a row when the store invited the supplier, for another domain's `exists (…)`. */
export const invitedSupplierQuery = (db: Db, storeId: number, companyId: number) =>
  db
    .select({ one: sql`1` })
    .from(supplierInvites)
    .where(and(eq(supplierInvites.storeId, storeId), eq(supplierInvites.companyId, companyId)));
