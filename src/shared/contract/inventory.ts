// The founder's products and stock at the partner warehouse (issue 23, second document §2 /inventory, §3
// "Product stock", §7 `inventory-counts`) and the warehouse's cycle count. Counts are integers; fulfillable is
// on hand − committed. Names per decision 027.
import { z } from 'zod';
import { MOVEMENT_REASONS, MOVEMENT_REFS, STOCK_BUCKETS, STOCK_STATUSES } from '../rules/fulfillment';

const count = z.number().int();

/** §7 `GET /web/orders/-/inventory-counts?skus=`: one SKU's counts with its markers. */
export const InventoryCount = z.object({
  sku: z.string(),
  onHand: count,
  committed: count,
  fulfillable: count,
  inbound: count,
  damaged: count,
  stockStatus: z.enum(STOCK_STATUSES),
  lowStock: z.boolean(),
});
export type InventoryCount = z.infer<typeof InventoryCount>;

export const InventoryCountsQuery = z.object({
  skus: z
    .string()
    .max(20_000)
    .transform((s) =>
      s
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().max(64)).max(200, 'At most 200 SKU codes at once')),
});

export const BinQuantity = z.object({ code: z.string(), quantity: count });

/** A SKU row of the inventory table. */
export const InventorySku = InventoryCount.extend({
  id: z.number().int(),
  productId: z.number().int(),
  /** As stored; `variantLabel` applies the display rule (a lone Title / Default Title variant is a dash). */
  variantTitle: z.string().nullable(),
  variantLabel: z.string(),
  barcode: z.string().nullable(),
  priceCents: count,
  weightOz: count,
  lengthTenthsIn: count,
  widthTenthsIn: count,
  heightTenthsIn: count,
  lowStockThreshold: count,
  bins: z.array(BinQuantity),
});
export type InventorySku = z.infer<typeof InventorySku>;

export const InventoryProduct = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  source: z.enum(['ORDER_ITEM', 'CATALOG_ITEM', 'MANUAL', 'IMPORT']),
  catalogItemId: z.number().int().nullable(),
  skus: z.array(InventorySku),
});
export type InventoryProduct = z.infer<typeof InventoryProduct>;

export const INVENTORY_FILTERS = ['ALL', 'IN_STOCK', 'LOW_STOCK', 'OUT_OF_STOCK'] as const;

export const InventoryListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  filter: z.enum(INVENTORY_FILTERS).default('ALL'),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(25),
});

export const InventoryList = z.object({
  products: z.array(InventoryProduct),
  /** Products matching the search and filter (for the pager). */
  total: count,
});
export type InventoryList = z.infer<typeof InventoryList>;

/** One ledger row as a founder reads it. */
export const InventoryMovement = z.object({
  id: z.number().int(),
  bucket: z.enum(STOCK_BUCKETS),
  delta: count,
  reason: z.enum(MOVEMENT_REASONS),
  refType: z.enum(MOVEMENT_REFS),
  refId: z.string().nullable(),
  /** The person's name or email, "Warehouse" for the warehouse staff, "Quarry" when Quarry did it. */
  actor: z.string(),
  note: z.string().nullable(),
  at: z.string(),
});
export type InventoryMovement = z.infer<typeof InventoryMovement>;

export const InventorySkuDetail = z.object({
  product: InventoryProduct.omit({ skus: true }),
  sku: InventorySku,
  ledger: z.array(InventoryMovement),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.number().int().nullable(),
});
export type InventorySkuDetail = z.infer<typeof InventorySkuDetail>;

export const InventorySkuQuery = z.object({
  before: z.coerce.number().int().positive().optional(),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

const skuCode = z
  .string()
  .trim()
  .min(1, 'Enter a SKU code')
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._\-/]*$/, 'Letters, digits, dot, dash, slash or underscore');
export const SkuCode = skuCode;

export const NewVariant = z
  .object({
    sku: skuCode,
    variantTitle: z.string().trim().max(80).optional(),
    priceCents: z.number().int().min(0).max(100_000_000).default(0),
    weightOz: z.number().int().min(1).max(2400).default(8),
  })
  .strict();

/** By hand (title and variants) or from a supplier's catalog product (catalogItemId, SKU prefix optional). */
export const CreateInventoryProductBody = z.union([
  z
    .object({
      title: z.string().trim().min(1, 'Enter a title').max(200),
      variants: z.array(NewVariant).min(1, 'Add at least one variant').max(50),
    })
    .strict(),
  z
    .object({
      catalogItemId: z.number().int().positive(),
      skuPrefix: skuCode.optional(),
      priceCents: z.number().int().min(0).max(100_000_000).optional(),
    })
    .strict(),
]);
export type CreateInventoryProductBody = z.input<typeof CreateInventoryProductBody>;

export const UpdateInventorySkuBody = z
  .object({
    lowStockThreshold: z.number().int().min(0).max(1_000_000),
    weightOz: z.number().int().min(1).max(2400),
    lengthTenthsIn: z.number().int().min(1).max(10_000),
    widthTenthsIn: z.number().int().min(1).max(10_000),
    heightTenthsIn: z.number().int().min(1).max(10_000),
    barcode: z.string().trim().max(64).nullable(),
  })
  .strict()
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Send at least one field');

/** The warehouse's cycle count: set a bucket's count (ON_HAND or DAMAGED) with a reason. */
export const AdjustSkuBody = z
  .object({
    bucket: z.enum(['ON_HAND', 'DAMAGED']).default('ON_HAND'),
    /** The count found on the shelf. */
    counted: z
      .number({ error: 'Enter the units you counted' })
      .int('Count whole units')
      .min(0, 'A count cannot be below 0')
      .max(10_000_000),
    note: z.string().trim().min(3, 'Say why the count changed').max(500),
  })
  .strict();
export type AdjustSkuBody = z.input<typeof AdjustSkuBody>;

/** A SKU as the warehouse console finds it (any store). */
export const WarehouseSku = InventorySku.extend({
  storeId: z.number().int(),
  storeName: z.string(),
  title: z.string(),
});
export type WarehouseSku = z.infer<typeof WarehouseSku>;

/** The warehouse console's stock list: every store's SKUs by SKU code, searched by code, title, store or bin. */
export const WarehouseSkuListQuery = z
  .object({
    q: z.string().trim().max(100, 'Search for at most 100 characters').optional(),
    page: z.coerce.number().int().min(0).default(0),
    size: z.coerce.number().int().min(1).max(100).default(25),
  })
  .strict();
export type WarehouseSkuListQuery = z.infer<typeof WarehouseSkuListQuery>;

export const WarehouseSkuCountQuery = WarehouseSkuListQuery.pick({ q: true }).strict();
