import { z } from 'zod';
import { CategoryListQuery } from '../../../shared/contract/catalog';
import { CountResponse, ErrorBody, IdParam } from '../../../shared/contract/shared-shapes';
import {
  SupplierCategory,
  SupplierCountry,
  SupplierItem,
  SupplierItemBody,
  SupplierItemCountQuery,
  SupplierItemListQuery,
  SupplierPortalSummary,
  SupplierProfile,
  UpdateSupplierProfileBody,
} from '../../../shared/contract/supplier-portal';
import type { AppDeps } from '../../app-deps';
import type { Api } from '../../http/types';
import { listCategories } from '../catalog/categories';
import { setOwnItemEnabled } from '../catalog/supplier-catalog/item-visibility';
import { countOwnItems, getOwnItem, listOwnItems } from '../catalog/supplier-catalog/list-own-items';
import { getOwnProfile, supplierCountries, updateOwnProfile } from '../catalog/supplier-catalog/profile';
import { createOwnItem, updateOwnItem } from './save-item';
import { portalSummary } from './summary';

const config = { access: 'supplier' } as const;
const tags = ['supplier-portal'];
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const base = '/web/supplier-portal';
const items = `${base}/catalog-items`;

/** The supplier's side of the catalog (ours): its company profile and its products, access 'supplier'. */
export function supplierPortalRoutes(app: Api, deps: AppDeps) {
  const { db } = deps;
  app.get(
    `${base}/summary`,
    {
      config,
      schema: {
        tags,
        summary: "The supplier's dashboard figures",
        response: { 200: SupplierPortalSummary, ...errors },
      },
    },
    async (req) => portalSummary(db, req.ctx),
  );
  app.get(
    `${base}/profile`,
    {
      config,
      schema: {
        tags,
        summary: "The supplier's own catalog company",
        response: { 200: SupplierProfile, ...errors },
      },
    },
    async (req) => getOwnProfile(db, req.ctx),
  );
  app.put(
    `${base}/profile`,
    {
      config,
      schema: {
        tags,
        summary: 'Replace the editable fields of the profile (ratings, verification and rank are not)',
        body: UpdateSupplierProfileBody,
        response: { 200: SupplierProfile, ...errors },
      },
    },
    async (req) => updateOwnProfile(deps, req.ctx, req.body),
  );
  app.get(
    `${base}/countries`,
    {
      config,
      schema: {
        tags,
        summary: 'Countries a supplier can be in, with the region and US tariff rate that follow',
        response: { 200: z.array(SupplierCountry), ...errors },
      },
    },
    async () => supplierCountries(),
  );
  app.get(
    `${base}/categories`,
    {
      config,
      schema: {
        tags,
        summary: 'The category taxonomy, for products and the profile',
        querystring: CategoryListQuery,
        response: { 200: z.array(SupplierCategory), ...errors },
      },
    },
    async (req) => listCategories(deps, req.query),
  );
  app.get(
    items,
    {
      config,
      schema: {
        tags,
        summary: "The supplier's products, enabled and disabled",
        querystring: SupplierItemListQuery,
        response: { 200: z.array(SupplierItem), ...errors },
      },
    },
    async (req) => listOwnItems(db, req.ctx, req.query),
  );
  app.get(
    `${items}/action/count`,
    {
      config,
      schema: {
        tags,
        summary: 'How many of its products match',
        querystring: SupplierItemCountQuery,
        response: { 200: CountResponse, ...errors },
      },
    },
    async (req) => countOwnItems(db, req.ctx, req.query),
  );
  app.get(
    `${items}/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'One of its products',
        params: IdParam,
        response: { 200: SupplierItem, ...errors },
      },
    },
    async (req) => getOwnItem(db, req.ctx, req.params.id),
  );
  app.post(
    items,
    {
      config,
      schema: {
        tags,
        summary: 'Add a product (listed in the marketplace at once)',
        body: SupplierItemBody,
        response: { 200: SupplierItem, 413: ErrorBody, ...errors },
      },
    },
    async (req) => createOwnItem(deps, req.ctx, req.body),
  );
  app.put(
    `${items}/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'Replace the fields of one of its products',
        params: IdParam,
        body: SupplierItemBody,
        response: { 200: SupplierItem, 413: ErrorBody, ...errors },
      },
    },
    async (req) => updateOwnItem(deps, req.ctx, req.params.id, req.body),
  );
  for (const [action, enabled] of [
    ['disable', false],
    ['enable', true],
  ] as const) {
    app.put(
      `${items}/:id/${action}`,
      {
        config,
        schema: {
          tags,
          summary: enabled
            ? 'Show the product in the marketplace again'
            : 'Hide the product from the marketplace',
          params: IdParam,
          response: { 200: SupplierItem, ...errors },
        },
      },
      async (req) => setOwnItemEnabled(db, req.ctx, req.params.id, enabled),
    );
  }
}
