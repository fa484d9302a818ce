import { z } from 'zod';
import { PRODUCT_SILHOUETTES, SKETCH_ONLY_SILHOUETTES } from '../rules/silhouettes';

// AI product design and ideation (spec §1 AI design, §3 design modal state, §4 projects, §7 ai-ideas,
// ai-products, gpt-images, stability-ai-images): prompt → 4 images, credits and a free trial, a watermark
// on unpaid results, the store's image gallery, and ideations (ai-ideas) of AI products inside a creator
// project. See docs/decisions/017-brand-kits-ai.md.

const id = z.number().int().positive();

/** Free designs (images) a store without a paid plan may generate; each generation asks for up to 4. */
export const DESIGN_TRIAL_IMAGES = 20;
export const MAX_IMAGES_PER_REQUEST = 4;
export const DESIGN_TRIAL_USED_MESSAGE = "You've used your free designs — choose a plan to keep designing.";

/** The 422 a free-plan store gets when it asks for more images than its trial has left. */
export function designTrialRefusal(remaining: number): string {
  if (remaining <= 0) return DESIGN_TRIAL_USED_MESSAGE;
  const left = `${remaining} free design${remaining === 1 ? '' : 's'}`;
  return `You have ${left} left — ask for ${remaining} or fewer, or choose a plan to keep designing.`;
}

/** Sketch keys: the product silhouettes a generation can start from (the embedded renderer draws them). */
export const SKETCH_KEYS = [...PRODUCT_SILHOUETTES, ...SKETCH_ONLY_SILHOUETTES] as const;
export const SketchKey = z.enum(SKETCH_KEYS);
export type SketchKey = z.infer<typeof SketchKey>;

/** Design modal steps; spec §4 names only the first (PROMPT). */
export const DESIGN_STEPS = ['PROMPT', 'GENERATING', 'RESULTS'] as const;
export type DesignStep = (typeof DESIGN_STEPS)[number];

const prompt = z
  .string({ error: 'Describe the design' })
  .trim()
  .min(3, 'Describe the design in a few words')
  .max(1000, 'Keep the description under 1,000 characters');

export const GptImagesBody = z
  .object({
    prompt,
    numImages: z.number().int().min(1).max(MAX_IMAGES_PER_REQUEST).default(MAX_IMAGES_PER_REQUEST),
    deductCredits: z.boolean().default(false),
    saveToImageGallery: z.boolean().default(false),
    /** Unique (spec §3); the first shapes the product. */
    sketchKeys: z.array(SketchKey).max(SKETCH_KEYS.length).default([]),
    category: z.string().trim().max(120).optional(),
  })
  .strict();
export type GptImagesBody = z.infer<typeof GptImagesBody>;
/** What a client sends (the fields with defaults may be left out). */
export type GptImagesInput = z.input<typeof GptImagesBody>;

/** The second image route: image-to-image from a starting picture (a sketch the founder uploaded). */
export const StabilityImagesBody = GptImagesBody.extend({
  /** One of the store's own files (/rest/main/files/{key}). */
  initImageUrl: z.string().trim().min(1, 'Choose a starting image').max(2000),
  /** How far the result may move from the starting image, 0–1. */
  strength: z.number().min(0).max(1).default(0.6),
});
export type StabilityImagesBody = z.infer<typeof StabilityImagesBody>;
export type StabilityImagesInput = z.input<typeof StabilityImagesBody>;

export const GeneratedImage = z.object({
  url: z.string(),
  watermarked: z.boolean(),
  width: z.number().int(),
  height: z.number().int(),
});
export type GeneratedImage = z.infer<typeof GeneratedImage>;

export const DesignCredits = z.object({
  /** Images the store has generated. */
  count: z.number().int().nonnegative(),
  subscribed: z.boolean(),
  trialLimit: z.number().int(),
  /** Free images left; null when subscribed (no limit). */
  trialRemaining: z.number().int().nonnegative().nullable(),
});
export type DesignCredits = z.infer<typeof DesignCredits>;

export const AiProduct = z.object({
  id,
  aiIdeaId: id.nullable(),
  title: z.string(),
  description: z.string(),
  prompt: z.string(),
  category: z.string(),
  sketchKeys: z.array(SketchKey),
  imageUrl: z.string(),
  imageUrls: z.array(z.string()),
  suggestedRetailPriceCents: z.number().int().nonnegative().nullable(),
  watermarked: z.boolean(),
  inGallery: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AiProduct = z.infer<typeof AiProduct>;

export const GenerateImagesResponse = z.object({
  generationId: id,
  images: z.array(GeneratedImage),
  credits: DesignCredits,
  /** The saved design, when saveToImageGallery was asked. */
  aiProduct: AiProduct.nullable(),
});
export type GenerateImagesResponse = z.infer<typeof GenerateImagesResponse>;

const productFields = {
  title: z.string().trim().min(1, 'Name the design').max(120),
  description: z.string().trim().max(2000).default(''),
  prompt: z.string().trim().max(1000).default(''),
  category: z.string().trim().max(120).default(''),
  sketchKeys: z.array(SketchKey).max(SKETCH_KEYS.length).default([]),
  /** Images of one of the store's generations (or its own uploads); the first is the main image. */
  imageUrls: z.array(z.string().min(1).max(2000)).min(1, 'A design needs an image').max(8),
  suggestedRetailPriceCents: z.number().int().min(0).max(100_000_00).nullable().default(null),
  aiIdeaId: id.nullable().default(null),
  inGallery: z.boolean().default(true),
};
export const CreateAiProductBody = z.object(productFields).strict();
export type CreateAiProductBody = z.infer<typeof CreateAiProductBody>;
export type CreateAiProductInput = z.input<typeof CreateAiProductBody>;
export const BulkAiProductsBody = z
  .object({ products: z.array(CreateAiProductBody).min(1).max(20) })
  .strict();
export const UpdateAiProductBody = z
  .object({
    title: productFields.title,
    description: z.string().trim().max(2000),
    category: z.string().trim().max(120),
    suggestedRetailPriceCents: z.number().int().min(0).max(100_000_00).nullable(),
    aiIdeaId: id.nullable(),
    inGallery: z.boolean(),
  })
  .partial()
  .strict();
export type UpdateAiProductBody = z.infer<typeof UpdateAiProductBody>;
export const AiProductListQuery = z.object({
  aiIdeaId: z.coerce.number().int().positive().optional(),
  inGallery: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(200).default(50),
});
export type AiProductListQuery = z.infer<typeof AiProductListQuery>;
export const ForYouEmailBody = z.object({ email: z.string().trim().max(254).optional() }).strict();
export const ForYouStorefrontStatus = z.object({
  /** The AI storefront of "for you" designs: built by the storefront work (second document). */
  status: z.enum(['NOT_CREATED', 'CREATED']),
  productCount: z.number().int(),
});

export const AiIdea = z.object({
  id,
  creatorProjectId: id.nullable(),
  title: z.string(),
  prompt: z.string(),
  category: z.string(),
  /** The spec's "submited": the founder saved it to Your ideations. */
  submitted: z.boolean(),
  /** Listed on GET /web/ai-ideas/-/public (only once submitted). */
  isPublic: z.boolean(),
  selectedProductIds: z.array(id),
  products: z.array(AiProduct),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AiIdea = z.infer<typeof AiIdea>;

/** A public idea: no store, no project. */
export const PublicAiIdea = AiIdea.omit({ creatorProjectId: true, selectedProductIds: true, isPublic: true });
export type PublicAiIdea = z.infer<typeof PublicAiIdea>;

const ideaFields = {
  title: z.string().trim().min(1, 'Name the idea').max(120),
  prompt: z.string().trim().max(1000).default(''),
  category: z.string().trim().max(120).default(''),
  creatorProjectId: id.nullable().default(null),
};
export const CreateAiIdeaBody = z.object(ideaFields).strict();
export type CreateAiIdeaBody = z.infer<typeof CreateAiIdeaBody>;
export type CreateAiIdeaInput = z.input<typeof CreateAiIdeaBody>;
export const BulkAiIdeasBody = z.object({ ideas: z.array(CreateAiIdeaBody).min(1).max(20) }).strict();
export const UpdateAiIdeaBody = z
  .object({
    title: ideaFields.title,
    prompt: z.string().trim().max(1000),
    category: z.string().trim().max(120),
    isPublic: z.boolean(),
  })
  .partial()
  .strict();
export type UpdateAiIdeaBody = z.infer<typeof UpdateAiIdeaBody>;
/** No body (null or absent) submits. */
export const SubmitAiIdeaBody = z.preprocess(
  (v) => v ?? {},
  z.object({ submitted: z.boolean().default(true) }).strict(),
);
export const SelectedProductIdsBody = z.object({ selectedProductIds: z.array(id).max(50) }).strict();
export const AiIdeaListQuery = z.object({
  creatorProjectId: z.coerce.number().int().positive().optional(),
  submitted: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(200).default(50),
});
export type AiIdeaListQuery = z.infer<typeof AiIdeaListQuery>;
export const PublicAiIdeaListQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(200).default(50),
});
export type PublicAiIdeaListQuery = z.infer<typeof PublicAiIdeaListQuery>;
/** POST /web/ai-ideas/{id}/generate (ours): product concepts from the idea's prompt, each with an image. */
export const GenerateIdeaProductsBody = z
  .object({ count: z.number().int().min(1).max(6).default(4) })
  .strict();

/** PUT /web/creator-projects/{id}/archive (ours, spec §4): which project opens next. */
export const ArchiveCreatorProjectResponse = z.object({
  archivedId: id,
  openProjectId: id,
  /** A new project was made because none was left. */
  created: z.boolean(),
});
export type ArchiveCreatorProjectResponse = z.infer<typeof ArchiveCreatorProjectResponse>;
