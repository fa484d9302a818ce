import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Review, ReviewListQuery, ReviewSummary } from '../../../shared/contract/reviews';
import type { Db } from '../../db/client';
import { catalogReviews } from '../../db/schema/reviews';
import type { Ctx } from '../../http/context';
import { notFound } from '../../http/errors';
import { companyExists } from '../catalog/company-reads';

export const reviewColumns = {
  id: catalogReviews.id,
  companyId: catalogReviews.companyId,
  itemId: catalogReviews.itemId,
  storeId: catalogReviews.storeId,
  authorName: catalogReviews.authorName,
  rating: catalogReviews.rating,
  text: catalogReviews.text,
  imageUrls: catalogReviews.imageUrls,
  createdAt: catalogReviews.createdAt,
};
type ReviewRow = Pick<typeof catalogReviews.$inferSelect, keyof typeof reviewColumns>;

/** The public shape: the author store's id never leaves; `isMine` says whether the caller wrote it. */
export function toReview(row: ReviewRow, ctx: Ctx): Review {
  const { storeId, ...rest } = row;
  return {
    ...rest,
    createdAt: row.createdAt.toISOString(),
    isMine: storeId != null && storeId === ctx.storeId,
  };
}

function where(q: { companyId?: number; itemId?: number }): SQL | undefined {
  return and(
    q.companyId ? eq(catalogReviews.companyId, q.companyId) : undefined,
    q.itemId ? eq(catalogReviews.itemId, q.itemId) : undefined,
  );
}

/** `mine`: the caller store's reviews only; a caller without a store has none. */
const mineOnly = (q: ReviewListQuery, ctx: Ctx): SQL | undefined =>
  q.mine ? (ctx.storeId == null ? sql`false` : eq(catalogReviews.storeId, ctx.storeId)) : undefined;

/** Newest first; filtered by supplier and/or item, and to the caller's own with `mine`. */
export async function listReviews(db: Db, ctx: Ctx, q: ReviewListQuery): Promise<Review[]> {
  const rows = await db
    .select(reviewColumns)
    .from(catalogReviews)
    .where(and(where(q), mineOnly(q, ctx)))
    .orderBy(desc(catalogReviews.createdAt), desc(catalogReviews.id))
    .limit(q.size)
    .offset(q.page * q.size);
  return rows.map((r) => toReview(r, ctx));
}

export async function countReviews(db: Db, q: { companyId?: number; itemId?: number }) {
  const [row] = await db.select({ count: count() }).from(catalogReviews).where(where(q));
  return { count: row?.count ?? 0 };
}

/** Average (one decimal, like review_average), count and the number of reviews at each star; 404 for an unknown supplier. */
export async function getReviewSummary(db: Db, companyId: number): Promise<ReviewSummary> {
  if (!(await companyExists(db, companyId))) throw notFound('Supplier');
  const rows = await db
    .select({ rating: catalogReviews.rating, count: count() })
    .from(catalogReviews)
    .where(eq(catalogReviews.companyId, companyId))
    .groupBy(catalogReviews.rating);
  const histogram = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let total = 0;
  let sum = 0;
  for (const r of rows) {
    if (r.rating >= 1 && r.rating <= 5) histogram[r.rating as 1 | 2 | 3 | 4 | 5] = r.count;
    total += r.count;
    sum += r.rating * r.count;
  }
  return {
    companyId,
    average: total ? Math.round((sum / total) * 10) / 10 : null,
    count: total,
    histogram,
  };
}
