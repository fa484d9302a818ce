import type {
  AiIdea,
  AiProduct,
  DesignCredits,
  GenerateImagesResponse,
} from '../../../shared/contract/ai-design';
import type { CatalogItem } from '../../../shared/contract/catalog';
import type { CreatorProject } from '../../../shared/contract/projects';

// Answers of the AI design calls, as the server's contract shapes them, for this feature's tests.

export const makeCredits = (overrides: Partial<DesignCredits> = {}): DesignCredits => ({
  count: 8,
  subscribed: false,
  trialLimit: 20,
  trialRemaining: 12,
  ...overrides,
});

export const makeAiProduct = (overrides: Partial<AiProduct> = {}): AiProduct => ({
  id: 1,
  aiIdeaId: null,
  title: 'Lavender candle',
  description: 'A calming lavender candle in an amber jar.',
  prompt: 'a calming lavender candle',
  category: 'Candles',
  sketchKeys: [],
  imageUrl: '/rest/main/files/design-1.png',
  imageUrls: ['/rest/main/files/design-1.png'],
  suggestedRetailPriceCents: 2400,
  watermarked: false,
  inGallery: true,
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
  ...overrides,
});

export const makeGeneration = (overrides: Partial<GenerateImagesResponse> = {}): GenerateImagesResponse => ({
  generationId: 41,
  images: [1, 2, 3, 4].map((n) => ({
    url: `/rest/main/files/gen-41-${n}.png`,
    watermarked: true,
    width: 1024,
    height: 1024,
  })),
  credits: makeCredits({ count: 12, trialRemaining: 8 }),
  aiProduct: null,
  ...overrides,
});

export const makeAiIdea = (overrides: Partial<AiIdea> = {}): AiIdea => ({
  id: 7,
  creatorProjectId: 3,
  title: 'Calming candles',
  prompt: 'a calming lavender candle for busy parents',
  category: 'Candles',
  submitted: false,
  isPublic: false,
  selectedProductIds: [],
  products: [],
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
  ...overrides,
});

export const makeCreatorProject = (overrides: Partial<CreatorProject> = {}): CreatorProject => ({
  id: 3,
  title: 'Candle line',
  description: '',
  stage: 'IDEATION',
  requestCount: 0,
  isArchived: false,
  createdAt: '2026-04-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
  ...overrides,
});

export const makeCatalogItem = (overrides: Partial<CatalogItem> = {}): CatalogItem => ({
  id: 501,
  companyId: 9,
  companyName: 'Ningbo Glassworks',
  categoryId: 12,
  title: 'Amber glass candle jar',
  description: 'Amber glass jar with a wooden lid.',
  imageUrls: ['/rest/main/files/jar.png'],
  priceTiers: [],
  productionMinPriceCents: 185,
  moq: 500,
  stockStatus: 'IN_STOCK',
  colorOptions: '',
  packing: 'PARCEL',
  rank: 1,
  enabledAt: '2026-01-01T00:00:00.000Z',
  rankedAt: '2026-01-01T00:00:00.000Z',
  isSampleKit: false,
  countryCode: 'CN',
  isFavorite: false,
  ...overrides,
});
