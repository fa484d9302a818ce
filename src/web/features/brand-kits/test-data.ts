// Kits shaped as the API answers them (contract BrandKit), for the feature's page tests.
import type { BrandIdea, BrandKit, KitListItem, ProductSku } from '../../../shared/contract/brand-kits';

export const IDEA_A = '00000000-0000-4000-8000-00000000000a';
export const IDEA_B = '00000000-0000-4000-8000-00000000000b';
export const SKU_1 = '00000000-0000-4000-8000-000000000001';
export const SKU_2 = '00000000-0000-4000-8000-000000000002';

export function makeIdea(overrides: Partial<BrandIdea> = {}): BrandIdea {
  return {
    uuid: IDEA_A,
    createdAt: '2026-05-01T10:00:00.000Z',
    brandName: 'Hushwick',
    slogan: 'Calm, poured by hand',
    mission: 'Give busy parents ten quiet minutes.',
    valueProps: ['Lavender from Provence', 'Clean soy wax', 'Burns 40 hours'],
    colorPalette: [
      { hexCode: '#7b61ff', name: 'Lavender', description: 'The calm' },
      { hexCode: '#f4efe6', name: 'Linen', description: 'The home' },
      { hexCode: '#2f3e46', name: 'Slate', description: 'The night' },
      { hexCode: '#c9ada7', name: 'Dusk', description: 'The evening' },
    ],
    images: ['/files/a1.png', '/files/a2.png', '/files/a3.png', '/files/a4.png'],
    imagePrompts: [],
    imageTray: ['/files/a5.png'],
    ...overrides,
  };
}

export function makeSku(overrides: Partial<ProductSku> = {}): ProductSku {
  return {
    uuid: SKU_1,
    createdAt: '2026-05-01T10:01:00.000Z',
    title: 'Lavender jar candle',
    suggestedRetailPriceCents: 3400,
    popularity: 82,
    description: 'An 8 oz amber jar.',
    image: '/files/p1.png',
    imagePrompt: '',
    imageTray: [],
    productionMinPriceCents: 450,
    matches: [
      {
        catalogItemId: 501,
        title: 'Scented Candle in Amber Glass Jar',
        imageUrl: '/files/c501.png',
        supplierId: 77,
        supplierName: 'Glow Works',
        countryCode: 'US',
        unitPriceCents: 450,
        moq: 100,
        samplePriceCents: 1500,
      },
    ],
    ...overrides,
  };
}

export function makeKit(overrides: Partial<BrandKit> = {}): BrandKit {
  return {
    id: 12,
    category: 'Candles',
    productDescription: 'a calming lavender candle for busy parents',
    targetAudiences: [],
    isWaitlistSitePublished: false,
    isShared: false,
    isArchived: false,
    createdAt: '2026-05-01T10:00:00.000Z',
    updatedAt: '2026-05-01T10:02:00.000Z',
    brandIdeas: { generations: [makeIdea()], selected: IDEA_A },
    moodboardImages: Array.from({ length: 8 }, (_, i) => `/files/m${i}.png`),
    moodboardImagePrompts: [],
    moodboardImageTray: [],
    productSkus: { generations: [makeSku()], selectedUuids: [SKU_1] },
    marketResearch: '# The market\nCandles sell.',
    slideColors: [
      { key: 'IDEA', value: '#7b61ff' },
      { key: 'MOODBOARD', value: '#f4efe6' },
      { key: 'MARKET_RESEARCH', value: '#2f3e46' },
      { key: 'PRODUCT_IDEAS', value: '#c9ada7' },
      { key: 'GET_STARTED', value: '#7b61ff' },
    ],
    thumbnailImages: ['/files/a1.png', '/files/a2.png'],
    pendingRequests: [],
    ...overrides,
  };
}

export function makeListItem(overrides: Partial<KitListItem> = {}): KitListItem {
  return {
    id: 12,
    category: 'Candles',
    productDescription: 'a calming lavender candle for busy parents',
    isArchived: false,
    isShared: false,
    isWaitlistSitePublished: false,
    createdAt: '2026-05-01T10:00:00.000Z',
    updatedAt: '2026-05-01T10:02:00.000Z',
    thumbnailImages: ['/files/a1.png'],
    brandName: 'Hushwick',
    completeSlides: 3,
    pending: false,
    ...overrides,
  };
}
