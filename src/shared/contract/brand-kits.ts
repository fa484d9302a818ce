import { z } from 'zod';
import { BRAND_KIT_BRAND_IMAGES, BRAND_KIT_MOODBOARD_IMAGES } from '../rules/constants';

// Business kits (spec §3 "Brand kit", §4 kit rules, §5 editable fields, §7 /web/brand-kit-modules): a brand
// idea, a mood board, market research and product ideas generated from a category and a product
// description, edited by the founder, downloaded as a PDF and shared on a public page (/bk/{id}).
// Generation runs as background requests (PENDING → SUCCESS | FAILURE); see docs/decisions/017-brand-kits-ai.md.

const uuid = z.uuid();
const id = z.number().int().positive();

/**
 * An image slot holds a file URL, `''` when empty, or IMAGE_LOADING while a generation fills it (spec §4:
 * "the slot goes to a loading marker").
 */
export const IMAGE_LOADING = 'LOADING';
export const ImageSlotValue = z.string().max(2000);

/** The four generation request types of spec §7, plus IMAGE (ours): regenerating chosen image slots. */
export const KIT_REQUEST_TYPES = ['TARGET_AUDIENCE', 'BRAND_IDEA', 'PRODUCT_SKU', 'MARKET_RESEARCH'] as const;
export const KitRequestType = z.enum(KIT_REQUEST_TYPES);
export type KitRequestType = z.infer<typeof KitRequestType>;
export const KitRequestKind = z.enum([...KIT_REQUEST_TYPES, 'IMAGE']);
export type KitRequestKind = z.infer<typeof KitRequestKind>;
export const KIT_REQUEST_STATUSES = ['PENDING', 'SUCCESS', 'FAILURE'] as const;
export const KitRequestStatus = z.enum(KIT_REQUEST_STATUSES);
export type KitRequestStatus = z.infer<typeof KitRequestStatus>;

export const PaletteColor = z.object({
  hexCode: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A colour is a hex code such as #7B61FF'),
  name: z.string().trim().min(1).max(60),
  description: z.string().trim().max(300),
});
export type PaletteColor = z.infer<typeof PaletteColor>;

export const BrandIdea = z.object({
  uuid,
  createdAt: z.string(),
  brandName: z.string(),
  slogan: z.string(),
  mission: z.string(),
  valueProps: z.array(z.string()).length(3),
  colorPalette: z.array(PaletteColor).length(4),
  /** BRAND_KIT_BRAND_IMAGES slots. */
  images: z.array(ImageSlotValue),
  imagePrompts: z.array(z.string()),
  /** The mood board's prompts for this idea (BRAND_KIT_MOODBOARD_IMAGES): the board is drawn from them when the idea is selected. */
  moodboardPrompts: z.array(z.string()).optional(),
  /** Other generated images the founder can swap into a slot. */
  imageTray: z.array(z.string()),
});
export type BrandIdea = z.infer<typeof BrandIdea>;

export const TargetAudience = z.object({
  uuid,
  createdAt: z.string(),
  name: z.string(),
  description: z.string(),
});
export type TargetAudience = z.infer<typeof TargetAudience>;

/** A catalog product that could make a product idea (grounded in Quarry's catalog). */
export const ProductMatch = z.object({
  catalogItemId: id,
  title: z.string(),
  imageUrl: z.string(),
  supplierId: id,
  supplierName: z.string(),
  countryCode: z.string(),
  unitPriceCents: z.number().int().nonnegative(),
  moq: z.number().int().nonnegative(),
  samplePriceCents: z.number().int().nonnegative().nullable(),
});
export type ProductMatch = z.infer<typeof ProductMatch>;

export const ProductSku = z.object({
  uuid,
  createdAt: z.string(),
  title: z.string(),
  /** Integer cents (the spec's suggestedRetailPrice, in the app's money unit). */
  suggestedRetailPriceCents: z.number().int().nonnegative(),
  /** 0–100. */
  popularity: z.number().int().min(0).max(100),
  description: z.string(),
  image: ImageSlotValue,
  imagePrompt: z.string(),
  imageTray: z.array(z.string()),
  /** Production cost range the price was derived from (cents), from the matched catalog items. */
  productionMinPriceCents: z.number().int().nonnegative().nullable(),
  matches: z.array(ProductMatch),
});
export type ProductSku = z.infer<typeof ProductSku>;

export const SLIDE_KEYS = ['IDEA', 'MOODBOARD', 'MARKET_RESEARCH', 'PRODUCT_IDEAS', 'GET_STARTED'] as const;
export const SlideKey = z.enum(SLIDE_KEYS);
export type SlideKey = z.infer<typeof SlideKey>;
export const SlideColor = z.object({ key: SlideKey, value: z.string().regex(/^#[0-9a-fA-F]{6}$/) });
export type SlideColor = z.infer<typeof SlideColor>;

export const KitRequest = z.object({
  id,
  type: KitRequestKind,
  status: KitRequestStatus,
  /** What failed, in words the founder can act on (FAILURE only). */
  error: z.string().nullable(),
  /** Steps done of the steps planned (text, then each image). */
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type KitRequest = z.infer<typeof KitRequest>;

export const BrandKit = z.object({
  id,
  category: z.string(),
  productDescription: z.string(),
  targetAudiences: z.array(TargetAudience),
  isWaitlistSitePublished: z.boolean(),
  /** The owner shares it: /bk/{id} and GET …/{id}/public answer only then (and never when archived). */
  isShared: z.boolean(),
  isArchived: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  brandIdeas: z.object({ generations: z.array(BrandIdea), selected: uuid.nullable() }),
  /** BRAND_KIT_MOODBOARD_IMAGES slots. */
  moodboardImages: z.array(ImageSlotValue),
  moodboardImagePrompts: z.array(z.string()),
  moodboardImageTray: z.array(z.string()),
  productSkus: z.object({ generations: z.array(ProductSku), selectedUuids: z.array(uuid) }),
  marketResearch: z.string(),
  slideColors: z.array(SlideColor),
  thumbnailImages: z.array(z.string()),
  /** Requests still PENDING (what is generating now). */
  pendingRequests: z.array(KitRequest),
  /** Sign-ups on the public page's waitlist (the owner's view only). */
  waitlistCount: z.number().int().nonnegative().optional(),
});
export type BrandKit = z.infer<typeof BrandKit>;

/** The public share page's view: the kit without the owner's working state. */
export const PublicBrandKit = BrandKit.omit({
  pendingRequests: true,
  isShared: true,
  isArchived: true,
  waitlistCount: true,
});
export type PublicBrandKit = z.infer<typeof PublicBrandKit>;

export const KitListItem = BrandKit.pick({
  id: true,
  category: true,
  productDescription: true,
  isArchived: true,
  isShared: true,
  isWaitlistSitePublished: true,
  createdAt: true,
  updatedAt: true,
  thumbnailImages: true,
}).extend({
  brandName: z.string().nullable(),
  /** Slides complete of 4 (spec §4). */
  completeSlides: z.number().int().min(0).max(4),
  pending: z.boolean(),
});
export type KitListItem = z.infer<typeof KitListItem>;

const text = (max: number) => z.string().trim().max(max);

export const CreateBrandKitBody = z
  .object({
    category: z.string({ error: 'Choose a category' }).trim().min(1, 'Choose a category').max(120),
    productDescription: z
      .string({ error: 'Describe your product idea' })
      .trim()
      .min(1, 'Describe your product idea')
      .max(1000),
    /** Names of audiences the founder already has in mind; generated when left out. */
    targetAudiences: z.array(text(200).min(1)).max(10).optional(),
  })
  .strict();
export type CreateBrandKitBody = z.infer<typeof CreateBrandKitBody>;

export const BrandKitListQuery = z.object({
  isArchived: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(9999).default(9999),
  sort: z.enum(['-createdAt', 'createdAt', '-updatedAt']).default('-createdAt'),
});
export type BrandKitListQuery = z.infer<typeof BrandKitListQuery>;

/** Where an image goes: one of the selected idea's brand images, a mood board image, or a product's image. */
export const ImageSlotRef = z.discriminatedUnion('section', [
  z
    .object({
      section: z.literal('BRAND_IDEA'),
      uuid,
      index: z
        .number()
        .int()
        .min(0)
        .max(BRAND_KIT_BRAND_IMAGES - 1),
    })
    .strict(),
  z
    .object({
      section: z.literal('MOODBOARD'),
      index: z
        .number()
        .int()
        .min(0)
        .max(BRAND_KIT_MOODBOARD_IMAGES - 1),
    })
    .strict(),
  z.object({ section: z.literal('PRODUCT_SKU'), uuid }).strict(),
]);
export type ImageSlotRef = z.infer<typeof ImageSlotRef>;

/**
 * PUT /web/brand-kit-modules/{id}: any of these, applied in one transaction with the kit rules (selecting
 * another idea resets the sections after it; a palette change carries to the slide colours that used it).
 * The editable fields are spec §5's.
 */
export const UpdateBrandKitBody = z
  .object({
    category: text(120).min(1, 'Choose a category'),
    productDescription: text(1000).min(1, 'Describe your product idea'),
    isWaitlistSitePublished: z.boolean(),
    isShared: z.boolean(),
    targetAudiences: z
      .array(z.object({ uuid, name: text(200).min(1), description: text(600) }).strict())
      .max(30),
    selectedBrandIdea: uuid,
    brandIdea: z
      .object({
        uuid,
        brandName: text(60).min(1, 'The brand needs a name'),
        slogan: text(140),
        mission: text(600),
        valueProps: z.array(text(200)).length(3, 'Three value propositions'),
        colorPalette: z.array(PaletteColor.strict()).length(4, 'Four colours'),
      })
      .partial({ brandName: true, slogan: true, mission: true, valueProps: true, colorPalette: true })
      .strict(),
    marketResearch: text(20_000),
    productSku: z
      .object({
        uuid,
        title: text(120).min(1, 'The product needs a name'),
        suggestedRetailPriceCents: z.number().int().min(0).max(100_000_00),
        popularity: z.number().int().min(0).max(100),
        description: text(1000),
      })
      .partial({ title: true, suggestedRetailPriceCents: true, popularity: true, description: true })
      .strict(),
    selectedProductUuids: z.array(uuid).max(50),
    slideColors: z.array(SlideColor.strict()).max(SLIDE_KEYS.length),
    /** Put an image into a slot: a URL from the slot's tray, or an upload of the store's own. */
    image: z.object({ slot: ImageSlotRef, url: z.string().min(1).max(2000) }).strict(),
  })
  .partial()
  .strict();
export type UpdateBrandKitBody = z.infer<typeof UpdateBrandKitBody>;

export const ArchiveBrandKitBody = z
  .object({ isArchived: z.boolean().default(true) })
  .strict()
  .default({ isArchived: true });

export const CreateKitRequestBody = z.object({ type: KitRequestType }).strict();

export const RegenerateImagesBody = z
  .object({
    slots: z
      .array(ImageSlotRef)
      .min(1)
      .max(BRAND_KIT_MOODBOARD_IMAGES + BRAND_KIT_BRAND_IMAGES + 20),
  })
  .strict();

export const LatestRequestQuery = z.object({ type: KitRequestKind.optional() });

/** Multipart upload into a slot: the slot in the query, the file in the body (spec §5 image types only). */
export const KitImageUploadQuery = z.discriminatedUnion('section', [
  z.object({ section: z.literal('BRAND_IDEA'), uuid, index: z.coerce.number().int().min(0).max(3) }),
  z.object({ section: z.literal('MOODBOARD'), index: z.coerce.number().int().min(0).max(7) }),
  z.object({ section: z.literal('PRODUCT_SKU'), uuid }),
]);

export const WaitlistSignupBody = z.object({ email: z.string().trim().max(254) }).strict();

export const BrandKitParams = z.object({ id: z.coerce.number().int().positive() });

/** PUT …/requests/archive: how many finished requests were archived (PENDING ones keep running). */
export const ArchiveKitRequestsResponse = z.object({ archived: z.number().int().nonnegative() });

export const WaitlistSignupResponse = z.object({ ok: z.literal(true) });

/** The most active (not archived) kits a store keeps. */
export const MAX_ACTIVE_BRAND_KITS = 100;
