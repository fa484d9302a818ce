import { z } from 'zod';
import {
  AdjustSkuBody,
  CreateInventoryProductBody,
  InventoryCount,
  InventoryCountsQuery,
  InventoryList,
  InventoryListQuery,
  InventoryProduct,
  InventorySku,
  InventorySkuDetail,
  InventorySkuQuery,
  UpdateInventorySkuBody,
  WarehouseSku,
  WarehouseSkuCountQuery,
  WarehouseSkuListQuery,
} from '../../../shared/contract/inventory';
import { CountResponse, IdParam } from '../../../shared/contract/shared-shapes';
import type { AppDeps } from '../../app-deps';
import { storeCtx } from '../../http/auth';
import type { Api } from '../../http/types';
import { inventoryCounts } from './ledger';
import { createInventoryProduct, getInventorySku, listInventory, updateInventorySku } from './products';
import { adjustSku, countWarehouseSkus, listWarehouseSkus, warehouseSku } from './warehouse-skus';

const store = { access: 'store' } as const;
const warehouse = { access: 'warehouse' } as const;
const tags = ['inventory'];

/** The founder's products and stock at the partner warehouse, and the warehouse's cycle count (issue 23). */
export function inventoryRoutes(app: Api, deps: AppDeps) {
  const { db } = deps;
  app.get(
    '/web/inventory',
    {
      config: store,
      schema: {
        tags,
        summary:
          'Products with their SKUs, counts, stock markers and bins; search by title or SKU, filter by stock',
        querystring: InventoryListQuery,
        response: { 200: InventoryList },
      },
    },
    async (req) => listInventory(db, storeCtx(req.ctx).storeId, req.query),
  );
  app.get(
    '/web/inventory/skus/:id',
    {
      config: store,
      schema: {
        tags,
        summary: "One SKU's counts and bins with its ledger, newest first (page with `before`)",
        params: IdParam,
        querystring: InventorySkuQuery,
        response: { 200: InventorySkuDetail },
      },
    },
    async (req) => getInventorySku(db, storeCtx(req.ctx).storeId, req.params.id, req.query),
  );
  app.post(
    '/web/inventory/products',
    {
      config: store,
      schema: {
        tags,
        summary: 'Adds a product by hand (title, variants with SKU codes) or from a supplier catalog product',
        body: CreateInventoryProductBody,
        response: { 200: InventoryProduct },
      },
    },
    async (req) => createInventoryProduct(db, storeCtx(req.ctx).storeId, req.body),
  );
  app.put(
    '/web/inventory/skus/:id',
    {
      config: store,
      schema: {
        tags,
        summary: "A SKU's low-stock threshold, weight, dimensions and barcode (never its counts)",
        params: IdParam,
        body: UpdateInventorySkuBody,
        response: { 200: InventorySku },
      },
    },
    async (req) => updateInventorySku(db, storeCtx(req.ctx).storeId, req.params.id, req.body),
  );
  app.get(
    '/web/orders/-/inventory-counts',
    {
      config: store,
      schema: {
        tags,
        summary: 'Counts of the given SKU codes (comma-separated, at most 200; unknown codes are absent)',
        querystring: InventoryCountsQuery,
        response: { 200: z.array(InventoryCount) },
      },
    },
    async (req) => inventoryCounts(db, storeCtx(req.ctx).storeId, req.query.skus),
  );
  app.get(
    '/warehouse/skus',
    {
      config: warehouse,
      schema: {
        tags,
        summary:
          "Every store's SKUs for the warehouse, by SKU code; search by SKU code, product title, store name or bin",
        querystring: WarehouseSkuListQuery,
        response: { 200: z.array(WarehouseSku) },
      },
    },
    async (req) => listWarehouseSkus(db, req.query),
  );
  app.get(
    '/warehouse/skus/action/count',
    {
      config: warehouse,
      schema: {
        tags,
        summary: 'How many SKUs the warehouse stock list holds for the search',
        querystring: WarehouseSkuCountQuery,
        response: { 200: CountResponse },
      },
    },
    async (req) => countWarehouseSkus(db, req.query),
  );
  app.get(
    '/warehouse/skus/:id',
    {
      config: warehouse,
      schema: {
        tags,
        summary: 'A SKU of any store, for the warehouse',
        params: IdParam,
        response: { 200: WarehouseSku },
      },
    },
    async (req) => warehouseSku(db, req.params.id),
  );
  app.post(
    '/warehouse/skus/:id/adjust',
    {
      config: warehouse,
      schema: {
        tags,
        summary: 'Cycle count: sets on hand (or damaged) to the counted units with a reason (ADJUSTMENT)',
        params: IdParam,
        body: AdjustSkuBody,
        response: { 200: WarehouseSku },
      },
    },
    async (req) => adjustSku(db, req.params.id, req.body, req.ctx.user!.id),
  );
}
