import { z } from 'zod';
import {
  CreatePublicReviewBody,
  CreateReviewBody,
  Review,
  ReviewCountQuery,
  ReviewLink,
  ReviewLinkBody,
  ReviewLinkInfo,
  ReviewLinkQuery,
  ReviewLinkTokenBody,
  ReviewListQuery,
  ReviewSummary,
  SummaryParams,
  UpdateReviewBody,
} from '../../../shared/contract/reviews';
import { CountResponse, IdParam, OkResponse } from '../../../shared/contract/shared-shapes';
import type { AppDeps } from '../../app-deps';
import { storeCtx } from '../../http/auth';
import type { Api } from '../../http/types';
import { countReviews, getReviewSummary, listReviews } from './queries';
import { checkReviewLink, revokeReviewLink } from './review-link';
import { createPublicReview, createReview, createReviewLink, updateReview } from './service';

const tags = ['catalog'];
const store = { access: 'store' } as const;

/** Supplier reviews: /web for signed-in stores, /app for the public pages (spec §7). */
export function reviewsRoutes(app: Api, deps: AppDeps) {
  const reviews = { db: deps.db, publicUrl: deps.config.publicUrl, linkSecret: deps.secrets.links };
  for (const [prefix, access] of [
    ['/web', 'user'],
    ['/app', 'public'],
  ] as const) {
    const base = `${prefix}/catalog-company-reviews`;
    app.get(
      base,
      {
        config: { access },
        schema: {
          tags,
          summary: 'Reviews of a supplier (and optionally one item), newest first',
          querystring: ReviewListQuery,
          response: { 200: z.array(Review) },
        },
      },
      async (req) => listReviews(deps.db, req.ctx, req.query),
    );
    app.get(
      `${base}/action/count`,
      {
        config: { access },
        schema: {
          tags,
          summary: 'Number of reviews',
          querystring: ReviewCountQuery,
          response: { 200: CountResponse },
        },
      },
      async (req) => countReviews(deps.db, req.query),
    );
    app.get(
      `${base}/-/summary/:companyId`,
      {
        config: { access },
        schema: {
          tags,
          summary: 'Average, count and star histogram of a supplier',
          params: SummaryParams,
          response: { 200: ReviewSummary },
        },
      },
      async (req) => getReviewSummary(deps.db, req.params.companyId),
    );
  }
  app.post(
    '/web/catalog-company-reviews',
    {
      config: store,
      schema: {
        tags,
        summary: 'Review a supplier the store works with',
        body: CreateReviewBody,
        response: { 200: Review },
      },
    },
    async (req) => createReview(reviews, storeCtx(req.ctx), req.body),
  );
  app.put(
    '/web/catalog-company-reviews/:id',
    {
      config: store,
      schema: {
        tags,
        summary: "Edit the store's own review",
        params: IdParam,
        body: UpdateReviewBody,
        response: { 200: Review },
      },
    },
    async (req) => updateReview(reviews, storeCtx(req.ctx), req.params.id, req.body),
  );
  app.post(
    '/web/catalog-company-reviews/-/signed-link',
    {
      config: store,
      schema: {
        tags,
        summary: 'A signed link (30 days, single use) to the public post-review page',
        body: ReviewLinkBody,
        response: { 200: ReviewLink },
      },
    },
    async (req) => createReviewLink(reviews, storeCtx(req.ctx), req.body.companyId),
  );
  app.post(
    '/web/catalog-company-reviews/-/signed-link/revoke',
    {
      config: store,
      schema: {
        tags,
        summary: "Revoke one of the store's review links",
        body: ReviewLinkTokenBody,
        response: { 200: OkResponse },
      },
    },
    async (req) => revokeReviewLink(deps.db, deps.secrets.links, storeCtx(req.ctx).storeId, req.body.token),
  );
  app.get(
    '/app/catalog-company-reviews/-/signed-link',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Check a review link for the public post-review page (422 when not usable)',
        querystring: ReviewLinkQuery,
        response: { 200: ReviewLinkInfo },
      },
    },
    async (req) => checkReviewLink(deps.db, deps.secrets.links, req.query.token),
  );
  app.post(
    '/app/catalog-company-reviews',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Post a review through a signed link (public post-review page)',
        body: CreatePublicReviewBody,
        response: { 200: Review },
      },
    },
    async (req) => createPublicReview(reviews, req.ctx, req.body),
  );
}
