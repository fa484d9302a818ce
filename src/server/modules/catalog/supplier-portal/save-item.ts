import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SupplierItem, SupplierItemBody } from '../../../../shared/contract/supplier-portal';
import { catalogCompanies, catalogItems } from '../../../db/schema/catalog';
import type { Ctx } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { knownCategories } from '../categories';
import { forgetImageIndexStatus } from '../image-search/index-images';
import { itemPictureUrls } from '../rows';
import { includeCategory } from './company-categories';
import { itemFields, listedItem, ownItem, supplierItemColumns, toSupplierItem } from './item-rows';
import { type PortalDeps, portalOwner } from './owner';
import { mainPictureFeatures, resolvePictures, storeMainPictureFeatures } from './pictures';
import { noteItemChange, vocabularyChanged } from './search-vocabulary';

// Creating and editing a supplier's product. One transaction writes the row (its search-index row follows
// by the triggers of decision 012), the main picture's vector, the supplier's categories and the search
// vocabulary, so the marketplace shows the product as saved from the next request on.

/** A seed for pictures drawn by the catalog (the same range the demo generator uses). */
const newSeed = () => randomInt(1, 2 ** 31 - 1);

/**
 * Where a new product starts in Featured (rank): the middle of the demo catalog's random share (0-70) plus
 * its supplier's standing, as the generator ranks every product; the ranking job moves it from there.
 */
export const newItemRank = (companyRank: number) => Math.round((35 + companyRank * 0.3) * 100) / 100;

async function companyOf(deps: PortalDeps, companyId: number) {
  const [company] = await deps.db
    .select({ id: catalogCompanies.id, rank: catalogCompanies.rank })
    .from(catalogCompanies)
    .where(eq(catalogCompanies.id, companyId));
  if (!company) throw notFound('Supplier');
  return company;
}

/** POST /web/supplier-portal/catalog-items: a new product, listed at once. */
export async function createOwnItem(
  deps: PortalDeps,
  ctx: Ctx,
  body: SupplierItemBody,
): Promise<SupplierItem> {
  const owner = portalOwner(ctx);
  const company = await companyOf(deps, owner.companyId);
  const category = (await knownCategories(deps.db, [body.categoryId], 'body.categoryId')).get(
    body.categoryId,
  )!;
  const imageUrls = await resolvePictures(deps.db, owner, null, body.imageUrls);
  const seed = newSeed();
  const features = await mainPictureFeatures(
    deps,
    { id: null, seed, subgroup: category.subgroup },
    body.imageUrls[0]!,
  );
  const now = new Date();
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(catalogItems)
      .values({
        ...itemFields(body),
        companyId: owner.companyId,
        tab: category.tab,
        imageCount: 0,
        imageUrls,
        rank: newItemRank(company.rank),
        enabledAt: now,
        rankedAt: now,
        seed,
      })
      .returning(supplierItemColumns);
    await storeMainPictureFeatures(tx, created!.id, seed, features);
    await includeCategory(tx, owner.companyId, category.id);
    await noteItemChange(tx, null, listedItem(created!));
    return created!;
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
  const owner = portalOwner(ctx);
  const [current] = await deps.db
    .select(supplierItemColumns)
    .from(catalogItems)
    .where(ownItem(owner.companyId, id));
  if (!current) throw notFound('Product');
  const categories = await knownCategories(deps.db, [body.categoryId], 'body.categoryId');
  const category = categories.get(body.categoryId)!;
  const imageUrls = await resolvePictures(deps.db, owner, current, body.imageUrls);
  // Generated pictures are drawn from the seed and the category's silhouette: in a new category, new ones
  // (a new seed also gives them new storage keys, so no cached picture of the old category is served).
  const seed = category.id !== current.categoryId && current.imageCount > 0 ? newSeed() : current.seed;
  const mainPicture = body.imageUrls[0]!;
  const features =
    mainPicture !== itemPictureUrls(current)[0] || seed !== current.seed
      ? await mainPictureFeatures(deps, { id, seed, subgroup: category.subgroup }, mainPicture)
      : null;
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(catalogItems)
      .set({ ...itemFields(body), tab: category.tab, imageUrls, seed })
      .where(ownItem(owner.companyId, id))
      .returning(supplierItemColumns);
    if (!updated) throw notFound('Product');
    if (features) await storeMainPictureFeatures(tx, id, seed, features);
    if (updated.disabledAt === null) await includeCategory(tx, owner.companyId, category.id);
    await noteItemChange(tx, listedItem(current), listedItem(updated));
    return updated;
  });
  vocabularyChanged(deps.db);
  return toSupplierItem(row);
}
