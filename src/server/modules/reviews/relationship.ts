import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogReviewLinks } from '../../db/schema/reviews';
import { favoritedSupplierQuery } from '../catalog/favorites/favorited-supplier';
import { supplierAnsweredQuery } from '../messaging/supplier-answered';
import { boughtFromSupplierQuery } from '../orders/item-lines';
import { requestedSupplierQuery } from '../projects/requested-supplier';
import { invitedSupplierQuery } from '../supplier-invites/invited-supplier';

/**
 * Whether a store works with a supplier, which is what lets it review the supplier when signed in (spec §7:
 * "only a store that ordered from or talked with a supplier"): it bought something from it (a paid order
 * item: samples, inventory, an invoice's line), exchanged messages with it, sent it a custom project request
 * (chosen, or open and answered by it), invited it, holds a live review link for it, or favorited it.
 */
export async function hasSupplierRelationship(db: Db, storeId: number, companyId: number): Promise<boolean> {
  const favorited = favoritedSupplierQuery(db, storeId, companyId);
  const invited = invitedSupplierQuery(db, storeId, companyId);
  const linked = db
    .select({ one: sql`1` })
    .from(catalogReviewLinks)
    .where(
      and(
        eq(catalogReviewLinks.storeId, storeId),
        eq(catalogReviewLinks.companyId, companyId),
        isNull(catalogReviewLinks.revokedAt),
        gt(catalogReviewLinks.expiresAt, sql`now()`),
      ),
    );
  const requested = requestedSupplierQuery(db, storeId, companyId);
  const ordered = boughtFromSupplierQuery(db, storeId, companyId);
  const talked = supplierAnsweredQuery(storeId, companyId);
  const result = await db.execute(
    sql`select (exists (${ordered}) or exists (${favorited}) or exists (${invited}) or exists (${linked}) or exists (${requested}) or exists (${talked})) as ok`,
  );
  // PGlite and node-postgres both answer { rows }.
  const [row] = (result as unknown as { rows: { ok: boolean }[] }).rows;
  return row?.ok === true;
}
