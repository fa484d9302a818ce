// The inventory and receivings endpoints (issue 23), founder and warehouse sides, keyed "METHOD /path" as the
// server registers them, with the contract schemas of their query, body and response.
import type { z } from 'zod';
import type {
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
import type {
  CheckInBody,
  CloseReceivingBody,
  CommitLineBody,
  CommitLineResponse,
  CountLineBody,
  CreateReceivingBody,
  ForwardReceivingBody,
  Receiving,
  ReceivingList,
  ReceivingListQuery,
  ReceivingSummary,
  SendableItem,
  UpdateReceivingBody,
  WarehouseQueueQuery,
} from '../../../shared/contract/receivings';
import type { CountResponse } from '../../../shared/contract/shared-shapes';

export type FulfilmentStockEndpoints = {
  'GET /web/inventory': { query: typeof InventoryListQuery; response: typeof InventoryList };
  'GET /web/inventory/skus/:id': { query: typeof InventorySkuQuery; response: typeof InventorySkuDetail };
  'POST /web/inventory/products': {
    body: typeof CreateInventoryProductBody;
    response: typeof InventoryProduct;
  };
  'PUT /web/inventory/skus/:id': { body: typeof UpdateInventorySkuBody; response: typeof InventorySku };
  'GET /web/orders/-/inventory-counts': {
    query: typeof InventoryCountsQuery;
    response: z.ZodArray<typeof InventoryCount>;
  };
  'GET /warehouse/skus': { query: typeof WarehouseSkuListQuery; response: z.ZodArray<typeof WarehouseSku> };
  'GET /warehouse/skus/action/count': {
    query: typeof WarehouseSkuCountQuery;
    response: typeof CountResponse;
  };
  'GET /warehouse/skus/:id': { response: typeof WarehouseSku };
  'POST /warehouse/skus/:id/adjust': { body: typeof AdjustSkuBody; response: typeof WarehouseSku };
  'GET /web/receivings': { query: typeof ReceivingListQuery; response: typeof ReceivingList };
  'GET /web/receivings/-/sendable-items': { response: z.ZodArray<typeof SendableItem> };
  'POST /web/receivings': { body: typeof CreateReceivingBody; response: typeof Receiving };
  'GET /web/receivings/:sn': { response: typeof Receiving };
  'PUT /web/receivings/:sn': { body: typeof UpdateReceivingBody; response: typeof Receiving };
  'POST /web/receivings/:sn/cancel': { response: typeof Receiving };
  'GET /warehouse/receivings': {
    query: typeof WarehouseQueueQuery;
    response: z.ZodArray<typeof ReceivingSummary>;
  };
  'GET /warehouse/receivings/:sn': { response: typeof Receiving };
  'POST /warehouse/receivings/:sn/check-in': { body: typeof CheckInBody; response: typeof Receiving };
  'PUT /warehouse/receivings/:sn/lines/:lineId': { body: typeof CountLineBody; response: typeof Receiving };
  'POST /warehouse/receivings/:sn/lines/:lineId/commit': {
    body: typeof CommitLineBody;
    response: typeof CommitLineResponse;
  };
  'POST /warehouse/receivings/:sn/close': { body: typeof CloseReceivingBody; response: typeof Receiving };
  'POST /warehouse/receivings/:sn/forward': { body: typeof ForwardReceivingBody; response: typeof Receiving };
};
