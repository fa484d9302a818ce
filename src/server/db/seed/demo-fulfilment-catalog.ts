// The demo founder's products at the partner warehouse (issue 23): one list both the inventory / receivings
// seed and the order history seed draw from, so every demo order's SKU exists and has a stock story.
// Prices in cents; weights in ounces. A product whose only variant is "Default Title" shows a dash (§3).

export type DemoWarehouseProduct = {
  title: string;
  variants: { sku: string; variantTitle: string; priceCents: number; weightOz: number }[];
  /** Units on hand after the seed's receivings; 0 makes the SKU out of stock (held orders wait for it). */
  onHand: number;
};

const sized = (prefix: string, priceCents: number, weightOz: number) =>
  ['S', 'M', 'L', 'XL'].map((size) => ({
    sku: `${prefix}-${size}`,
    variantTitle: size,
    priceCents,
    weightOz,
  }));
const single = (sku: string, priceCents: number, weightOz: number) => [
  { sku, variantTitle: 'Default Title', priceCents, weightOz },
];

export const DEMO_WAREHOUSE_PRODUCTS: DemoWarehouseProduct[] = [
  { title: 'Organic Cotton Tee', variants: sized('QT-TEE', 2800, 6), onHand: 240 },
  { title: 'Heavyweight Hoodie', variants: sized('QT-HOOD', 6400, 22), onHand: 90 },
  { title: 'Ribbed Beanie', variants: single('QT-BEANIE', 2400, 4), onHand: 150 },
  { title: 'Canvas Tote Bag', variants: single('QT-TOTE', 2200, 8), onHand: 300 },
  { title: 'Ceramic Pour-Over Mug', variants: single('QT-MUG', 3200, 18), onHand: 60 },
  { title: 'Soy Wax Candle — Cedar', variants: single('QT-CANDLE-CEDAR', 3400, 14), onHand: 8 },
  { title: 'Soy Wax Candle — Fig', variants: single('QT-CANDLE-FIG', 3400, 14), onHand: 0 },
  { title: 'Stainless Water Bottle', variants: single('QT-BOTTLE', 3800, 16), onHand: 120 },
  { title: 'Vitamin C Face Serum', variants: single('QT-SERUM', 4200, 3), onHand: 180 },
  { title: 'Bamboo Sunglasses', variants: single('QT-SUNNIES', 5600, 2), onHand: 5 },
  { title: 'Linen Throw Pillow', variants: single('QT-PILLOW', 4800, 20), onHand: 40 },
  { title: 'Leather Card Wallet', variants: single('QT-WALLET', 4400, 2), onHand: 75 },
];
