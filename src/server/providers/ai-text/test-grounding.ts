import type { CatalogGrounding } from './types';

// A grounding for the AI tests: a candle category with real-looking catalog figures (the empty one is
// types.ts's emptyGrounding).

const TITLES = [
  'Soy Wax Candle in Amber Glass Jar, 8 oz',
  'Beeswax Scented Candle with Wooden Wick, 12 oz',
  'Coconut Wax Three-Wick Candle in Matte Black Tin, 16 oz',
  'Vegan Wax Pillar Candle in Frosted Jar, 4 oz',
  'Rapeseed Wax Candle in Ceramic Vessel, 6 oz',
];

export const candleGrounding = (): CatalogGrounding => ({
  categoryPath: 'Home & Candles › Candles',
  categoryIds: [4, 5],
  itemCount: 830,
  supplierCount: 61,
  countries: [
    { code: 'CN', name: 'China', suppliers: 30 },
    { code: 'VN', name: 'Vietnam', suppliers: 9 },
    { code: 'US', name: 'United States', suppliers: 8 },
  ],
  unitPriceCents: { min: 180, median: 740, max: 3400 },
  moq: { min: 50, median: 500, max: 2000 },
  samplePriceCents: { min: 900, median: 2500, max: 6000 },
  productionDays: { min: 7, median: 21, max: 45 },
  averageReview: 4.4,
  topItems: TITLES.map((title, i) => ({
    catalogItemId: 101 + i * 7,
    title,
    imageUrl: `/rest/main/catalog-images/items/${101 + i * 7}/0`,
    supplierId: 11 + i,
    supplierName: `Ningbo Candle Works ${i + 1}`,
    countryCode: i === 3 ? 'VN' : 'CN',
    unitPriceCents: 210 + i * 160,
    moq: 100 * (i + 1),
    samplePriceCents: i === 2 ? null : 1500,
  })),
  productNouns: ['candle', 'scented candle', 'three-wick candle'],
});
