import { z } from 'zod';
import { FavoriteListQuery } from '../../../shared/contract/favorites';
import { CountResponse } from '../../../shared/contract/shared-shapes';
import {
  CreateSupplierInviteBody,
  StoreSupplier,
  SupplierInvite,
} from '../../../shared/contract/supplier-invites';
import type { AppDeps } from '../../app-deps';
import { storeCtx } from '../../http/auth';
import type { Api } from '../../http/types';
import { countSupplierInvites, createSupplierInvite, listSupplierInvites } from './service';
import { countStoreSuppliers, listStoreSuppliers } from './store-suppliers';

const store = { access: 'store' } as const;
const tags = ['catalog'];
const Paging = FavoriteListQuery;

export function supplierInvitesRoutes(app: Api, deps: AppDeps) {
  const invites = {
    db: deps.db,
    email: deps.email,
    staffAddress: deps.config.email.staffAddress,
  };
  app.post(
    '/web/supplier-invites',
    {
      config: store,
      schema: {
        tags,
        summary:
          'Invite your own supplier; staff are notified by email (send an Idempotency-Key to retry safely)',
        body: CreateSupplierInviteBody,
        response: { 200: SupplierInvite },
      },
    },
    async (req) => {
      const key = req.headers['idempotency-key'];
      return createSupplierInvite(invites, storeCtx(req.ctx), req.body, Array.isArray(key) ? key[0] : key);
    },
  );
  app.get(
    '/web/supplier-invites',
    {
      config: store,
      schema: {
        tags,
        summary: "The store's supplier invites, newest first",
        querystring: Paging,
        response: { 200: z.array(SupplierInvite) },
      },
    },
    async (req) => listSupplierInvites(deps.db, storeCtx(req.ctx), req.query),
  );
  app.get(
    '/web/stores/me/suppliers',
    {
      config: store,
      schema: {
        tags,
        summary: 'Suppliers the store works with (favorited, invited or reviewed)',
        querystring: Paging,
        response: { 200: z.array(StoreSupplier) },
      },
    },
    async (req) => listStoreSuppliers(deps.db, storeCtx(req.ctx), req.query),
  );
  app.get(
    '/web/supplier-invites/action/count',
    {
      config: store,
      schema: { tags, summary: 'Number of supplier invites', response: { 200: CountResponse } },
    },
    async (req) => countSupplierInvites(deps.db, storeCtx(req.ctx)),
  );
  app.get(
    '/web/stores/me/suppliers/action/count',
    {
      config: store,
      schema: { tags, summary: 'Number of suppliers the store works with', response: { 200: CountResponse } },
    },
    async (req) => countStoreSuppliers(deps.db, storeCtx(req.ctx)),
  );
}
