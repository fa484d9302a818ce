import { z } from 'zod';
import { CatalogCompany, CatalogItem } from '../../../../shared/contract/catalog';
import { FavoriteListQuery, FavoriteState } from '../../../../shared/contract/favorites';
import { CountResponse, IdParam } from '../../../../shared/contract/shared-shapes';
import type { AppDeps } from '../../../app-deps';
import { storeCtx } from '../../../http/auth';
import type { Api } from '../../../http/types';
import {
  countFavoriteCompanies,
  countFavoriteItems,
  favoriteCompany,
  favoriteItem,
  listFavoriteCompanies,
  listFavoriteItems,
  unfavoriteCompany,
  unfavoriteItem,
} from './service';

const store = { access: 'store' } as const;
const tags = ['catalog'];

/** Favorites of suppliers and items; paths are ours (the spec does not show them), see docs/api-map.md. */
export function favoritesRoutes(app: Api, deps: AppDeps) {
  const { db } = deps;
  const base = '/web/favorites/catalog-companies';
  app.get(
    base,
    {
      config: store,
      schema: {
        tags,
        summary: 'Favorite suppliers, newest favorite first',
        querystring: FavoriteListQuery,
        response: { 200: z.array(CatalogCompany) },
      },
    },
    async (req) => listFavoriteCompanies(db, storeCtx(req.ctx), req.query),
  );
  app.get(
    `${base}/action/count`,
    {
      config: store,
      schema: { tags, summary: 'Number of favorite suppliers', response: { 200: CountResponse } },
    },
    async (req) => countFavoriteCompanies(db, storeCtx(req.ctx)),
  );
  app.put(
    `${base}/:id`,
    {
      config: store,
      schema: {
        tags,
        summary: 'Favorite a supplier (idempotent)',
        params: IdParam,
        response: { 200: FavoriteState },
      },
    },
    async (req) => favoriteCompany(db, storeCtx(req.ctx), req.params.id),
  );
  app.delete(
    `${base}/:id`,
    {
      config: store,
      schema: {
        tags,
        summary: 'Unfavorite a supplier (idempotent)',
        params: IdParam,
        response: { 200: FavoriteState },
      },
    },
    async (req) => unfavoriteCompany(db, storeCtx(req.ctx), req.params.id),
  );

  const items = '/web/favorites/catalog-items';
  app.get(
    items,
    {
      config: store,
      schema: {
        tags,
        summary: 'Favorite catalog items, newest favorite first',
        querystring: FavoriteListQuery,
        response: { 200: z.array(CatalogItem) },
      },
    },
    async (req) => listFavoriteItems(db, storeCtx(req.ctx), req.query),
  );
  app.get(
    `${items}/action/count`,
    {
      config: store,
      schema: { tags, summary: 'Number of favorite items', response: { 200: CountResponse } },
    },
    async (req) => countFavoriteItems(db, storeCtx(req.ctx)),
  );
  app.put(
    `${items}/:id`,
    {
      config: store,
      schema: {
        tags,
        summary: 'Favorite an item (idempotent)',
        params: IdParam,
        response: { 200: FavoriteState },
      },
    },
    async (req) => favoriteItem(db, storeCtx(req.ctx), req.params.id),
  );
  app.delete(
    `${items}/:id`,
    {
      config: store,
      schema: {
        tags,
        summary: 'Unfavorite an item (idempotent)',
        params: IdParam,
        response: { 200: FavoriteState },
      },
    },
    async (req) => unfavoriteItem(db, storeCtx(req.ctx), req.params.id),
  );
}
