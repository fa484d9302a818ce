import type { SupplierItem } from '../../../../shared/contract/supplier-portal';
import type { Database } from '../../../db/client';
import { catalogItems } from '../../../db/schema/catalog';
import type { Ctx } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { noteItemChange, vocabularyChanged } from '../search/search-vocabulary';
import { includeCategory } from './company-categories';
import { listedItem, ownItem, supplierItemColumns, toSupplierItem } from './item-rows';
import { portalOwner } from './owner';

/**
 * PUT /web/supplier-portal/catalog-items/{id}/disable and /enable: hides the product from the marketplace
 * (the search index drops it, so searches, counts, pages, favorites and image search stop showing it) or
 * shows it again. Asking for the state it is already in changes nothing, so a retry is safe.
 */
export async function setOwnItemEnabled(
  db: Database,
  ctx: Ctx,
  id: number,
  enabled: boolean,
): Promise<SupplierItem> {
  const { companyId } = portalOwner(ctx);
  const row = await db.transaction(async (tx) => {
    const [current] = await tx
      .select(supplierItemColumns)
      .from(catalogItems)
      .where(ownItem(companyId, id))
      .for('update');
    if (!current) throw notFound('Product');
    if ((current.disabledAt === null) === enabled) return current;
    const [updated] = await tx
      .update(catalogItems)
      .set({ disabledAt: enabled ? null : new Date() })
      .where(ownItem(companyId, id))
      .returning(supplierItemColumns);
    if (enabled) await includeCategory(tx, companyId, updated!.categoryId);
    await noteItemChange(tx, listedItem(current), listedItem(updated!));
    return updated!;
  });
  vocabularyChanged(db);
  return toSupplierItem(row);
}
