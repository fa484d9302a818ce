// Rows shaped like the catalog endpoints' answers, for component tests.
import type { CatalogCompany, CatalogItem } from '../../../shared/contract/catalog';

export function makeItem(overrides: Partial<CatalogItem> = {}): CatalogItem {
  return {
    id: 11,
    companyId: 7,
    companyName: 'Shenzhen Glassworks',
    categoryId: 1,
    title: 'Amber glass dropper bottle',
    description: 'A 30 ml amber bottle.',
    imageUrls: ['/rest/main/images/items/11/0.png', '/rest/main/images/items/11/1.png'],
    priceTiers: [
      { minQuantity: 100, unitPriceCents: 120 },
      { minQuantity: 1000, unitPriceCents: 85 },
    ],
    productionMinPriceCents: 85,
    moq: 100,
    stockStatus: 'IN_STOCK',
    colorOptions: 'Amber|#ffbf00|30ml;Clear|fff|30ml',
    packing: 'PARCEL',
    rank: 1,
    enabledAt: '2026-01-01T00:00:00.000Z',
    rankedAt: '2026-01-01T00:00:00.000Z',
    isSampleKit: false,
    countryCode: 'CN',
    isFavorite: false,
    ...overrides,
  };
}

export function makeCompany(overrides: Partial<CatalogCompany> = {}): CatalogCompany {
  return {
    id: 7,
    name: 'Shenzhen Glassworks',
    logoUrl: '/rest/main/images/companies/7.png',
    countryCode: 'CN',
    region: 'AS',
    description: 'Glass packaging since 2004.',
    capabilities: ['Screen printing', 'Custom moulds'],
    baseProducts: ['Bottles', 'Jars'],
    categoryIds: [1],
    moq: 100,
    samplePriceCents: 2500,
    productionDays: 45,
    orderVolume: 320,
    isOnlineNow: true,
    firstEnabledAt: '2024-03-01T00:00:00.000Z',
    tariffRatePercent: 25,
    reviewAverage: 4.5,
    reviewCount: 2,
    isVerified: true,
    isFavorite: false,
    ...overrides,
  };
}
