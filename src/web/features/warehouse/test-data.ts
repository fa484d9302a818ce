// Rows shaped like the warehouse endpoints' answers, for component tests.
import type { WarehouseSku } from '../../../shared/contract/inventory';

/** A SKU as GET /warehouse/skus and /warehouse/skus/{id} answer it. */
export const makeWarehouseSku = (over: Partial<WarehouseSku> = {}): WarehouseSku => ({
  id: 5,
  productId: 2,
  sku: 'CND-AMBER',
  variantTitle: null,
  variantLabel: '—',
  title: 'Amber jar candle',
  storeId: 3,
  storeName: 'Fernwood Candles',
  onHand: 40,
  committed: 6,
  fulfillable: 34,
  inbound: 12,
  damaged: 1,
  stockStatus: 'IN_STOCK',
  lowStock: false,
  barcode: null,
  priceCents: 1800,
  weightOz: 14,
  lengthTenthsIn: 40,
  widthTenthsIn: 40,
  heightTenthsIn: 50,
  lowStockThreshold: 5,
  bins: [
    { code: 'B-03-2', quantity: 30 },
    { code: 'D-11-4', quantity: 10 },
  ],
  ...over,
});
