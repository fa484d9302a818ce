import type { SupplierItem, SupplierItemBody } from '../../../shared/contract/supplier-portal';
import type { Ctx } from '../../http/context';
import { itemPictureUrls } from '../catalog/rows';
import { vocabularyChanged } from '../catalog/search/search-vocabulary';
import { toSupplierItem } from '../catalog/supplier-catalog/item-rows';
import type { PortalDeps } from '../catalog/supplier-catalog/owner';
import {
  draftNewOwnItem,
  draftOwnItemUpdate,
  insertOwnItem,
  noteOwnItemSaved,
  updateOwnItemRow,
} from '../catalog/supplier-catalog/save-own-item';
import { forgetImageIndexStatus } from '../image-search/index-images';
import { mainPictureFeatures, storeMainPictureFeatures } from '../image-search/main-picture';

// Creating and editing a supplier's product. One transaction writes the row (its search-index row follows
// by the triggers of decision 012), the main picture's vector, the supplier's categories and the search
// vocabulary, so the marketplace shows the product as saved from the next request on.

/** POST /web/supplier-portal/catalog-items: a new product, listed at once. */
export async function createOwnItem(
  deps: PortalDeps,
  ctx: Ctx,
  body: SupplierItemBody,
): Promise<SupplierItem> {
  const { draft, companyRank } = await draftNewOwnItem(deps.db, ctx, body);
  const features = await mainPictureFeatures(
    deps,
    { id: null, seed: draft.seed, title: body.title, subgroup: draft.category.subgroup },
    body.imageUrls[0]!,
  );
  const row = await deps.db.transaction(async (tx) => {
    const created = await insertOwnItem(tx, draft, body, companyRank);
    await storeMainPictureFeatures(tx, created.id, draft.seed, features);
    await noteOwnItemSaved(tx, draft, null, created);
    return created;
  });
  vocabularyChanged(deps.db);
  forgetImageIndexStatus(deps.db);
  return toSupplierItem(row);
}

/** PUT /web/supplier-portal/catalog-items/{id}: replaces the product's fields; it stays enabled or disabled. */
export async function updateOwnItem(
  deps: PortalDeps,
  ctx: Ctx,
  id: number,
  body: SupplierItemBody,
): Promise<SupplierItem> {
  const { draft, current } = await draftOwnItemUpdate(deps.db, ctx, id, body);
  const mainPicture = body.imageUrls[0]!;
  const features =
    // A generated picture is drawn from the seed and the title: a new title can mean a new picture.
    mainPicture !== itemPictureUrls(current)[0] || draft.seed !== current.seed || body.title !== current.title
      ? await mainPictureFeatures(
          deps,
          { id, seed: draft.seed, title: body.title, subgroup: draft.category.subgroup },
          mainPicture,
        )
      : null;
  const row = await deps.db.transaction(async (tx) => {
    const updated = await updateOwnItemRow(tx, id, draft, body);
    if (features) await storeMainPictureFeatures(tx, id, draft.seed, features);
    await noteOwnItemSaved(tx, draft, current, updated);
    return updated;
  });
  vocabularyChanged(deps.db);
  return toSupplierItem(row);
}
