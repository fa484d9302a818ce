import { z } from 'zod';
import {
  AddressValidation,
  ImproveShippingAddressQuery,
  SaveAddressBody,
  SavedAddress,
  ShippingAddressListQuery,
  ShippingOption,
  ShippingRatesBody,
  ValidateAddressBody,
} from '../../../shared/contract/cart';
import { CountResponse, IdParam, OkResponse } from '../../../shared/contract/shared-shapes';
import type { AppDeps } from '../../app-deps';
import { storeCtx } from '../../http/auth';
import type { Api } from '../../http/types';

import {
  countShippingAddresses,
  createShippingAddress,
  deleteShippingAddress,
  improveShippingAddress,
  listShippingAddresses,
  quoteShippingRates,
  setDefaultShippingAddress,
  updateShippingAddress,
} from './service';

const store = { access: 'store' } as const;
/** Checks and quotes change nothing: a preview account may run them (its saves stay blocked). */
const storeReadOnly = { access: 'store', previewAllowed: true } as const;
const tags = ['cart'];

/** Saved shipping addresses, address checks and shipping quotes (checkout's shipping details step). */
export function shippingAddressRoutes(app: Api, deps: AppDeps) {
  const { db, shipping } = deps;
  const base = '/web/shipping-addresses';

  app.get(
    base,
    {
      config: store,
      schema: {
        tags,
        summary: "The store's saved shipping addresses, the default first",
        querystring: ShippingAddressListQuery,
        response: { 200: z.array(SavedAddress) },
      },
    },
    async (req) => listShippingAddresses(db, storeCtx(req.ctx).storeId, req.query),
  );
  app.get(
    `${base}/action/count`,
    {
      config: store,
      schema: { tags, summary: 'Number of saved shipping addresses', response: { 200: CountResponse } },
    },
    async (req) => countShippingAddresses(db, storeCtx(req.ctx).storeId),
  );
  app.post(
    base,
    {
      config: store,
      schema: {
        tags,
        summary:
          'Save an address, checked and normalized by the shipping provider (400 with the problems when it fails; the first saved is the default; at most 20)',
        body: SaveAddressBody,
        response: { 200: SavedAddress },
      },
    },
    async (req) => createShippingAddress(db, shipping, storeCtx(req.ctx).storeId, req.body),
  );
  app.put(
    `${base}/:id`,
    {
      config: store,
      schema: {
        tags,
        summary: 'Replace a saved address (checked again); isDefault: true makes it the default',
        params: IdParam,
        body: SaveAddressBody,
        response: { 200: SavedAddress },
      },
    },
    async (req) => updateShippingAddress(db, shipping, storeCtx(req.ctx).storeId, req.params.id, req.body),
  );
  app.delete(
    `${base}/:id`,
    {
      config: store,
      schema: {
        tags,
        summary: 'Remove a saved address (the newest remaining becomes the default if it was)',
        params: IdParam,
        response: { 200: OkResponse },
      },
    },
    async (req) => deleteShippingAddress(db, storeCtx(req.ctx).storeId, req.params.id),
  );
  app.put(
    `${base}/:id/default`,
    {
      config: store,
      schema: {
        tags,
        summary: 'Make a saved address the default',
        params: IdParam,
        response: { 200: SavedAddress },
      },
    },
    async (req) => setDefaultShippingAddress(db, storeCtx(req.ctx).storeId, req.params.id),
  );

  const validateSchema = {
    tags,
    summary:
      'Check an address by its country rules: problems, the normalized address and suggestions (an address failing the rules is an answer, not a 400)',
    body: ValidateAddressBody,
    response: { 200: AddressValidation },
  };
  app.post(`${base}/action/validate`, { config: storeReadOnly, schema: validateSchema }, async (req) =>
    shipping.validateAddress(req.body),
  );
  // The spec's POST /commons/shippo/validate-address under a neutral name (docs/api-map.md).
  app.post(
    '/commons/shipping/validate-address',
    { config: { access: 'user', previewAllowed: true }, schema: validateSchema },
    async (req) => shipping.validateAddress(req.body),
  );
  app.get(
    '/web/creator-order-items/action/improve-shipping-address',
    {
      config: store,
      schema: {
        tags,
        summary: 'Check a saved address (addressId) or the address in the query, with suggestions',
        querystring: ImproveShippingAddressQuery,
        response: { 200: AddressValidation },
      },
    },
    async (req) => improveShippingAddress(db, shipping, storeCtx(req.ctx).storeId, req.query),
  );
  app.post(
    `${base}/action/rates`,
    {
      config: storeReadOnly,
      schema: {
        tags,
        summary: 'Shipping options and costs for a shipment, cheapest first (integer cents)',
        body: ShippingRatesBody,
        response: { 200: z.array(ShippingOption) },
      },
    },
    async (req) => quoteShippingRates(shipping, req.body),
  );
}
