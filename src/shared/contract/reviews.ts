import { z } from 'zod';

// Supplier reviews (spec §7 /web and /app catalog-company-reviews): per supplier and optionally per item.

export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_IMAGES_MAX = 6;
export const REVIEW_LINK_DAYS = 30;
export const NO_RELATIONSHIP_MESSAGE =
  'You can review a supplier you work with: favorite or invite it first, or use a review link';

const ID_MESSAGE = 'Use a numeric id, such as 42';
const id = z.coerce.number({ error: ID_MESSAGE }).int(ID_MESSAGE).positive(ID_MESSAGE);
export const ReviewListQuery = z.object({
  companyId: id.optional(),
  itemId: id.optional(),
  /** Only the caller's own reviews (none without a store), so a page finds the review it may edit. */
  mine: z
    .enum(['true', 'false'], { error: 'mine is true or false' })
    .transform((v) => v === 'true')
    .optional(),
  page: z.coerce.number().int().min(0, 'page is 0-based and cannot be negative').default(0),
  size: z.coerce.number().int().min(1, 'size is at least 1').max(200, 'size is at most 200').default(50),
});
export type ReviewListQuery = z.infer<typeof ReviewListQuery>;
export const ReviewCountQuery = ReviewListQuery.pick({ companyId: true, itemId: true });

export const Review = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  itemId: z.number().int().nullable(),
  authorName: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  imageUrls: z.array(z.string()),
  createdAt: z.string(),
  isMine: z.boolean().describe('True when the signed-in store wrote it (it may edit it)'),
});
export type Review = z.infer<typeof Review>;

const rating = z
  .number()
  .int('Rating is a whole number of stars')
  .min(1, 'Rating is 1 to 5')
  .max(5, 'Rating is 1 to 5');
const text = z
  .string()
  .trim()
  .min(1, 'Write a few words about the supplier')
  .max(REVIEW_TEXT_MAX, `Reviews are at most ${REVIEW_TEXT_MAX} characters`);
/** Only files uploaded to Quarry (`/rest/main/files/…`); the server checks the origin. */
const imageUrls = z
  .array(z.string().max(2000))
  .max(REVIEW_IMAGES_MAX, `A review has at most ${REVIEW_IMAGES_MAX} images`);

export const CreateReviewBody = z
  .object({
    companyId: z.number().int().positive(),
    itemId: z.number().int().positive().optional(),
    rating,
    text,
    imageUrls: imageUrls.optional(),
  })
  .strict();
export type CreateReviewBody = z.infer<typeof CreateReviewBody>;

export const UpdateReviewBody = z
  .object({ rating: rating.optional(), text: text.optional(), imageUrls: imageUrls.optional() })
  .strict();
export type UpdateReviewBody = z.infer<typeof UpdateReviewBody>;

/** The public post-review page (no login): the signed link's token names the supplier. */
export const CreatePublicReviewBody = z
  .object({
    token: z.string().min(1).max(1000),
    authorName: z.string().trim().min(1, 'Enter your name').max(100),
    rating,
    text,
  })
  .strict();
export type CreatePublicReviewBody = z.infer<typeof CreatePublicReviewBody>;

export const ReviewSummary = z.object({
  companyId: z.number().int(),
  average: z.number().nullable().describe('null when there are no reviews'),
  count: z.number().int(),
  histogram: z.object({
    1: z.number().int(),
    2: z.number().int(),
    3: z.number().int(),
    4: z.number().int(),
    5: z.number().int(),
  }),
});
export type ReviewSummary = z.infer<typeof ReviewSummary>;

export const SummaryParams = z.object({ companyId: id });

export const ReviewLinkBody = z.object({ companyId: z.number().int().positive() }).strict();
export const ReviewLink = z.object({ url: z.string(), token: z.string(), expiresAt: z.string() });
export type ReviewLink = z.infer<typeof ReviewLink>;

export const ReviewLinkTokenBody = z.object({ token: z.string().min(1).max(1000) }).strict();
export const ReviewLinkQuery = z.object({ token: z.string().min(1, 'token is required').max(1000) });
/** GET /app/catalog-company-reviews/-/signed-link: what the public post-review page shows. */
export const ReviewLinkInfo = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  expiresAt: z.string(),
});
export type ReviewLinkInfo = z.infer<typeof ReviewLinkInfo>;
