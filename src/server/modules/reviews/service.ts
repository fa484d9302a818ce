import { and, eq, isNull, sql } from 'drizzle-orm';
import { API_BASE_PATH } from '../../../shared/contract/http';
import {
  type CreatePublicReviewBody,
  type CreateReviewBody,
  NO_RELATIONSHIP_MESSAGE,
  type Review,
  type UpdateReviewBody,
} from '../../../shared/contract/reviews';
import type { Database, Db } from '../../db/client';
import { catalogReviews } from '../../db/schema/reviews';
import type { Ctx, StoreCtx } from '../../http/context';
import { conflict, invalid, notFound, refused } from '../../http/errors';
import { companyExists, companyOfItem } from '../catalog/company-reads';
import { setCompanyReviewFigures } from '../catalog/review-figures';
import { ownFileKey } from '../commons/own-files';
import { reviewColumns, toReview } from './queries';
import { hasSupplierRelationship } from './relationship';
import { claimReviewLink, issueReviewLink, verifyReviewToken } from './review-link';

export type ReviewDeps = { db: Database; publicUrl: string; linkSecret: string };

/**
 * Locks the supplier row for the rest of the transaction: review writes of one supplier run one at a time,
 * so the review_average/review_count each one recomputes sees every committed review.
 */
async function lockCompany(tx: Db, companyId: number) {
  if (!(await companyExists(tx, companyId, 'update'))) throw notFound('Supplier');
}

/** Keeps catalog_companies.review_average (one decimal, as cards show it) and review_count equal to the reviews. */
async function refreshCompanyStats(tx: Db, companyId: number) {
  await setCompanyReviewFigures(tx, companyId, {
    average: sql`(select round(avg(${catalogReviews.rating}), 1)::real from ${catalogReviews} where ${catalogReviews.companyId} = ${companyId})`,
    count: sql`(select count(*)::int from ${catalogReviews} where ${catalogReviews.companyId} = ${companyId})`,
  });
}

const FOREIGN_IMAGE_MESSAGE = 'Review images must be files uploaded to Quarry (/rest/main/files/…)';

/** Only Quarry's own uploads, stored as `/rest/main/files/{key}`. */
function ownImageUrls(urls: string[] | undefined, publicUrl: string) {
  return urls?.map((u, i) => {
    try {
      return `${API_BASE_PATH}/files/${encodeURIComponent(ownFileKey(u, publicUrl))}`;
    } catch {
      throw invalid(FOREIGN_IMAGE_MESSAGE, [{ path: `body.imageUrls.${i}`, message: FOREIGN_IMAGE_MESSAGE }]);
    }
  });
}

/** A signed-in store reviews a supplier it works with; one review per store per supplier and item. */
export async function createReview(deps: ReviewDeps, ctx: StoreCtx, body: CreateReviewBody): Promise<Review> {
  const imageUrls = ownImageUrls(body.imageUrls, deps.publicUrl) ?? [];
  return deps.db.transaction(async (tx) => {
    await lockCompany(tx, body.companyId);
    if (body.itemId) {
      const itemCompanyId = await companyOfItem(tx, body.itemId);
      if (itemCompanyId === null) throw notFound('Catalog item');
      if (itemCompanyId !== body.companyId) throw invalid('This item is not sold by this supplier');
    }
    if (!(await hasSupplierRelationship(tx, ctx.storeId, body.companyId))) {
      throw refused(NO_RELATIONSHIP_MESSAGE);
    }
    const [existing] = await tx
      .select({ id: catalogReviews.id })
      .from(catalogReviews)
      .where(
        and(
          eq(catalogReviews.storeId, ctx.storeId),
          eq(catalogReviews.companyId, body.companyId),
          body.itemId ? eq(catalogReviews.itemId, body.itemId) : isNull(catalogReviews.itemId),
        ),
      );
    if (existing) {
      throw conflict(
        body.itemId
          ? 'You have already reviewed this product; edit your review instead'
          : 'You have already reviewed this supplier; edit your review instead',
      );
    }
    const [row] = await tx
      .insert(catalogReviews)
      .values({
        companyId: body.companyId,
        itemId: body.itemId ?? null,
        storeId: ctx.storeId,
        authorName: ctx.store.title,
        rating: body.rating,
        text: body.text,
        imageUrls,
      })
      .returning(reviewColumns);
    await refreshCompanyStats(tx, body.companyId);
    return toReview(row!, ctx);
  });
}

/** Edits the store's own review; another store's review answers 404, as if it did not exist. */
export async function updateReview(
  deps: ReviewDeps,
  ctx: StoreCtx,
  id: number,
  body: UpdateReviewBody,
): Promise<Review> {
  const imageUrls = ownImageUrls(body.imageUrls, deps.publicUrl);
  return deps.db.transaction(async (tx) => {
    const [mine] = await tx
      .select({ companyId: catalogReviews.companyId })
      .from(catalogReviews)
      .where(and(eq(catalogReviews.id, id), eq(catalogReviews.storeId, ctx.storeId)));
    if (!mine) throw notFound('Review');
    await lockCompany(tx, mine.companyId);
    const [row] = await tx
      .update(catalogReviews)
      .set({
        ...(body.rating !== undefined ? { rating: body.rating } : {}),
        ...(body.text !== undefined ? { text: body.text } : {}),
        ...(imageUrls ? { imageUrls } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(catalogReviews.id, id), eq(catalogReviews.storeId, ctx.storeId)))
      .returning(reviewColumns);
    if (!row) throw notFound('Review');
    await refreshCompanyStats(tx, mine.companyId);
    return toReview(row, ctx);
  });
}

/** A link to the public post-review page; only for a supplier the store works with. */
export async function createReviewLink(deps: ReviewDeps, ctx: StoreCtx, companyId: number) {
  return deps.db.transaction(async (tx) => {
    if (!(await companyExists(tx, companyId))) throw notFound('Supplier');
    if (!(await hasSupplierRelationship(tx, ctx.storeId, companyId))) throw refused(NO_RELATIONSHIP_MESSAGE);
    return issueReviewLink(tx, {
      secret: deps.linkSecret,
      publicUrl: deps.publicUrl,
      storeId: ctx.storeId,
      companyId,
    });
  });
}

/** The public post-review page: a review through a signed link, once per link (422 when forged or expired). */
export async function createPublicReview(
  deps: ReviewDeps,
  ctx: Ctx,
  body: CreatePublicReviewBody,
): Promise<Review> {
  const claims = verifyReviewToken(deps.linkSecret, body.token);
  return deps.db.transaction(async (tx) => {
    const link = await claimReviewLink(tx, claims);
    await lockCompany(tx, claims.companyId);
    const [row] = await tx
      .insert(catalogReviews)
      .values({
        companyId: claims.companyId,
        storeId: null,
        authorName: body.authorName,
        rating: body.rating,
        text: body.text,
      })
      .returning(reviewColumns);
    await link.markUsed(row!.id);
    await refreshCompanyStats(tx, claims.companyId);
    return toReview(row!, ctx);
  });
}
