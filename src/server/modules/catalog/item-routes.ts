import { z } from 'zod';
import {
  CatalogItem,
  CategoryGroupCount,
  ForYouQuery,
  ItemDetailViewBody,
  ItemListQuery,
  ProductListingsQuery,
  ProductMatchQuery,
  RecommendedItem,
  RecommendQuery,
  RecommendToUserBody,
  SearchCount,
  SourcingFilters,
  Suggestion,
  SuggestQuery,
} from '../../../shared/contract/catalog';
import { ErrorBody, IdParam, OkResponse } from '../../../shared/contract/shared-shapes';
import type { AppDeps } from '../../app-deps';
import { storeCtx } from '../../http/auth';
import type { Api } from '../../http/types';
import { categoryGroups } from './categories';
import { forYouItems } from './for-you';
import { countItems, findItems, getItem, productListings } from './list-items';
import { productMatch } from './product-match';
import { recommendNextItems, recordDetailView, similarItems } from './recommend';
import { recommendItemsToUser } from './recommend-to-user';
import { suggest } from './search/suggest';

const config = { access: 'store' } as const;
const tags = ['catalog'];
const errors = { 400: ErrorBody, 404: ErrorBody };
const base = '/web/catalog-items';

export function catalogItemRoutes(app: Api, deps: AppDeps) {
  const d = { db: deps.db, dbKind: deps.dbKind };
  app.get(
    base,
    {
      config,
      schema: {
        tags,
        summary: 'Search catalog items',
        querystring: ItemListQuery,
        response: { 200: z.array(CatalogItem), ...errors },
      },
    },
    async (req) => findItems(d, storeCtx(req.ctx), req.query),
  );
  app.get(
    `${base}/action/count`,
    {
      config,
      schema: {
        tags,
        summary: 'How many items match, and how the keyword was searched when not as typed',
        querystring: SourcingFilters,
        response: { 200: SearchCount, ...errors },
      },
    },
    async (req) => countItems(d, req.query),
  );
  app.get(
    `${base}/action/category-group`,
    {
      config,
      schema: {
        tags,
        summary: 'Subgroups with the most matching items',
        querystring: SourcingFilters,
        response: { 200: z.array(CategoryGroupCount), ...errors },
      },
    },
    async (req) => categoryGroups(d, req.query),
  );
  app.get(
    `${base}/action/suggest-auto-complete`,
    {
      config,
      schema: {
        tags,
        summary: 'Typo-tolerant search suggestions',
        querystring: SuggestQuery,
        response: { 200: z.array(Suggestion), ...errors },
      },
    },
    async (req) => suggest(d, req.query),
  );
  app.get(
    `${base}/action/recommend-next-items`,
    {
      config,
      schema: {
        tags,
        summary: "Items related to the store's recent views",
        querystring: RecommendQuery,
        response: { 200: z.array(CatalogItem), ...errors },
      },
    },
    async (req) => recommendNextItems(d, storeCtx(req.ctx), req.query.size),
  );
  app.post(
    `${base}/action/detail-view`,
    {
      config,
      schema: {
        tags,
        summary: 'Record that the store opened an item',
        body: ItemDetailViewBody,
        response: { 200: OkResponse, ...errors },
      },
    },
    async (req) => recordDetailView(d, storeCtx(req.ctx), { itemId: req.body.itemId }),
  );
  app.get(
    `${base}/-/product-listings`,
    {
      config,
      schema: {
        tags,
        summary: 'Newest-ranked listings, no sample kits',
        querystring: ProductListingsQuery,
        response: { 200: z.array(CatalogItem), ...errors },
      },
    },
    async (req) => productListings(d, storeCtx(req.ctx), req.query),
  );
  app.post(
    `${base}/action/recommend-items-to-user`,
    {
      config,
      schema: {
        tags,
        summary:
          'Products for what the founder asked for in words (quantity, budget), each with why it was picked',
        body: RecommendToUserBody,
        response: { 200: z.array(RecommendedItem), ...errors },
      },
    },
    async (req) => recommendItemsToUser(d, storeCtx(req.ctx), req.body),
  );
  app.get(
    `${base}/design/product-match-new`,
    {
      config,
      schema: {
        tags,
        summary: "Catalog products that can make a design, from the design's description",
        querystring: ProductMatchQuery,
        response: { 200: z.array(CatalogItem), ...errors },
      },
    },
    async (req) => productMatch(d, storeCtx(req.ctx), req.query),
  );
  app.get(
    `${base}/for-you/search-items`,
    {
      config,
      schema: {
        tags,
        summary: "Items for the founder's free-text answer (any word matches, best first)",
        querystring: ForYouQuery,
        response: { 200: z.array(CatalogItem), ...errors },
      },
    },
    async (req) => forYouItems(d, storeCtx(req.ctx), req.query),
  );
  app.get(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'One catalog item',
        params: IdParam,
        response: { 200: CatalogItem, ...errors },
      },
    },
    async (req) => getItem(d, storeCtx(req.ctx), req.params.id),
  );
  // The public product preview (/preview-catalog-item/:id) reads the same item without a session.
  app.get(
    '/app/catalog-items/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One catalog item, for the public preview page',
        params: IdParam,
        response: { 200: CatalogItem, ...errors },
      },
    },
    async (req) => getItem(d, req.ctx, req.params.id),
  );
  app.get(
    `${base}/:id/recommend-items-to-item`,
    {
      config,
      schema: {
        tags,
        summary: 'Similar items (same subgroup, close price)',
        params: IdParam,
        querystring: RecommendQuery,
        response: { 200: z.array(CatalogItem), ...errors },
      },
    },
    async (req) => similarItems(d, storeCtx(req.ctx), req.params.id, req.query.size),
  );
}
