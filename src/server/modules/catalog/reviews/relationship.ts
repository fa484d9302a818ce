import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { supplierIdentity } from '../../../../shared/contract/messaging';
import type { Db } from '../../../db/client';
import { favoriteCompanies } from '../../../db/schema/catalog';
import { catalogReviewLinks } from '../../../db/schema/catalog-review-links';
import { creatorOrderItems } from '../../../db/schema/orders';
import { projectRecipients, projectRequests } from '../../../db/schema/projects';
import { supplierInvites } from '../../../db/schema/supplier-invites';

/**
 * Whether a store works with a supplier, which is what lets it review the supplier when signed in (spec §7:
 * "only a store that ordered from or talked with a supplier"): it bought something from it (a paid order
 * item: samples, inventory, an invoice's line), exchanged messages with it, sent it a custom project request
 * (chosen, or open and answered by it), invited it, holds a live review link for it, or favorited it.
 */
export async function hasSupplierRelationship(db: Db, storeId: number, companyId: number): Promise<boolean> {
  const favorited = db
    .select({ one: sql`1` })
    .from(favoriteCompanies)
    .where(and(eq(favoriteCompanies.storeId, storeId), eq(favoriteCompanies.companyId, companyId)));
  const invited = db
    .select({ one: sql`1` })
    .from(supplierInvites)
    .where(and(eq(supplierInvites.storeId, storeId), eq(supplierInvites.companyId, companyId)));
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
  const requested = db
    .select({ one: sql`1` })
    .from(projectRecipients)
    .innerJoin(projectRequests, eq(projectRequests.id, projectRecipients.projectId))
    .where(
      and(
        eq(projectRequests.storeId, storeId),
        eq(projectRecipients.companyId, companyId),
        isNotNull(projectRequests.sentAt),
      ),
    );
  const ordered = db
    .select({ one: sql`1` })
    .from(creatorOrderItems)
    .where(
      and(
        eq(creatorOrderItems.storeId, storeId),
        eq(creatorOrderItems.companyId, companyId),
        isNotNull(creatorOrderItems.purchasedAt),
      ),
    );
  // A conversation counts once the supplier has answered: opening one is not talking with a supplier.
  const talked = sql`select 1 from conversation_messages m join conversations c on c.id = m.conversation_id
     where c.store_id = ${storeId} and c.supplier_id = ${companyId} and m.author = ${supplierIdentity(companyId)}`;
  const result = await db.execute(
    sql`select (exists (${ordered}) or exists (${favorited}) or exists (${invited}) or exists (${linked}) or exists (${requested}) or exists (${talked})) as ok`,
  );
  // PGlite and node-postgres both answer { rows }.
  const [row] = (result as unknown as { rows: { ok: boolean }[] }).rows;
  return row?.ok === true;
}
