import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SupplierItemBody } from '../../../../shared/contract/supplier-portal';
import type { Db } from '../../../db/client';
import { catalogCompanies, catalogItems } from '../../../db/schema/catalog';
import type { Ctx } from '../../../http/context';
import { notFound } from '../../../http/errors';
import { knownCategories } from '../categories';
import { noteItemChange } from '../search/search-vocabulary';
import { includeCategory } from './company-categories';
import { itemFields, listedItem, ownItem, type SupplierItemRow, supplierItemColumns } from './item-rows';
import { type PortalOwner, portalOwner } from './owner';
import { resolvePictures } from './pictures';

// The catalog's part of saving a supplier's product: the checks before, the row, and what follows it in
// the same transaction (the supplier's categories, the search vocabulary). The supplier portal composes
// them with image search's vector of the main picture (supplier-portal/save-item.ts).

/** A seed for pictures drawn by the catalog (the same range the demo generator uses). */
const newSeed = () => randomInt(1, 2 ** 31 - 1);

/**
 * Where a new product starts in Featured (rank): the middle of the demo catalog's random share (0-70) plus
 * its supplier's standing, as the generator ranks every product; the ranking job moves it from there.
 */
export const newItemRank = (companyRank: number) => Math.round((35 + companyRank * 0.3) * 100) / 100;

type Category = { id: number; tab: string; subgroup: string };

/** A checked save: who saves, the product's category, the pictures to store and the seed to draw with. */
export type OwnItemDraft = {
  owner: PortalOwner;
  category: Category;
  imageUrls: string[] | null;
  seed: number;
};

async function companyOf(db: Db, companyId: number) {
  const [company] = await db
    .select({ id: catalogCompanies.id, rank: catalogCompanies.rank })
    .from(catalogCompanies)
    .where(eq(catalogCompanies.id, companyId));
  if (!company) throw notFound('Supplier');
  return company;
}

/** A new product's checks (its category and pictures), with its supplier's rank to start from. */
export async function draftNewOwnItem(db: Db, ctx: Ctx, body: SupplierItemBody) {
  const owner = portalOwner(ctx);
  const company = await companyOf(db, owner.companyId);
  const category = (await knownCategories(db, [body.categoryId], 'body.categoryId')).get(body.categoryId)!;
  const imageUrls = await resolvePictures(db, owner, null, body.imageUrls);
  const draft: OwnItemDraft = { owner, category, imageUrls, seed: newSeed() };
  return { draft, companyRank: company.rank };
}

/** Inserts a new product, listed at once (its search-index row follows by the triggers of decision 012). */
export async function insertOwnItem(
  tx: Db,
  draft: OwnItemDraft,
  body: SupplierItemBody,
  companyRank: number,
): Promise<SupplierItemRow> {
  const now = new Date();
  const [created] = await tx
    .insert(catalogItems)
    .values({
      ...itemFields(body),
      companyId: draft.owner.companyId,
      tab: draft.category.tab,
      imageCount: 0,
      imageUrls: draft.imageUrls,
      rank: newItemRank(companyRank),
      enabledAt: now,
      rankedAt: now,
      seed: draft.seed,
    })
    .returning(supplierItemColumns);
  return created!;
}

/** An edit's checks: the product as it is (404 when not the supplier's), its category, its pictures. */
export async function draftOwnItemUpdate(db: Db, ctx: Ctx, id: number, body: SupplierItemBody) {
  const owner = portalOwner(ctx);
  const [current] = await db
    .select(supplierItemColumns)
    .from(catalogItems)
    .where(ownItem(owner.companyId, id));
  if (!current) throw notFound('Product');
  const categories = await knownCategories(db, [body.categoryId], 'body.categoryId');
  const category = categories.get(body.categoryId)!;
  const imageUrls = await resolvePictures(db, owner, current, body.imageUrls);
  // Generated pictures are drawn from the seed and the category's silhouette: in a new category, new ones
  // (a new seed also gives them new storage keys, so no cached picture of the old category is served).
  const seed = category.id !== current.categoryId && current.imageCount > 0 ? newSeed() : current.seed;
  const draft: OwnItemDraft = { owner, category, imageUrls, seed };
  return { draft, current };
}

/** Replaces the product's fields; it stays enabled or disabled. 404 when it is gone. */
export async function updateOwnItemRow(
  tx: Db,
  id: number,
  draft: OwnItemDraft,
  body: SupplierItemBody,
): Promise<SupplierItemRow> {
  const [updated] = await tx
    .update(catalogItems)
    .set({ ...itemFields(body), tab: draft.category.tab, imageUrls: draft.imageUrls, seed: draft.seed })
    .where(ownItem(draft.owner.companyId, id))
    .returning(supplierItemColumns);
  if (!updated) throw notFound('Product');
  return updated;
}

/**
 * What follows a saved product in its transaction: a listed product's category joins its supplier's, and
 * the search vocabulary learns its words (`before` null: a new product).
 */
export async function noteOwnItemSaved(
  tx: Db,
  draft: OwnItemDraft,
  before: SupplierItemRow | null,
  after: SupplierItemRow,
) {
  if (after.disabledAt === null) await includeCategory(tx, draft.owner.companyId, draft.category.id);
  await noteItemChange(tx, before && listedItem(before), listedItem(after));
}
