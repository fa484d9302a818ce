import sharp from 'sharp';
import type {
  GenerateImagesResponse,
  GptImagesBody,
  SketchKey,
  StabilityImagesBody,
} from '../../../shared/contract/ai-design';
import type { Db } from '../../db/client';
import { aiProducts } from '../../db/schema/ai-design';
import type { StoreCtx } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import { ownFileKey } from '../commons/own-files';
import { readStoredFile } from '../uploads/files';
import { findOwnUploads } from '../uploads/find-own-uploads';
import { aiProductColumns, toAiProduct } from './ai-product-rows';
import type { DesignFile } from './design-files';
import { designCredits } from './design-trial';
import { type DesignDeps, runGeneration } from './run-generation';

// POST /commons/ai/gpt-images and /commons/ai/stability-ai-images (spec §7): prompt → up to 4 designs,
// synchronously (the client waits up to 120 s). Counted by the free trial, watermarked when unpaid, stored as
// the store's files, and saved to its gallery when asked.

const INIT_IMAGE_MAX_BYTES = 20 * 1024 * 1024;
const INIT_IMAGE_EDGE = 1024;

/** A gallery title from the prompt: its first words, capitalised. */
export function titleFromPrompt(prompt: string): string {
  const words = prompt.replace(/\s+/g, ' ').trim().split(' ');
  let title = words.slice(0, 8).join(' ');
  if (words.length > 8) title = `${title}…`;
  title = title.slice(0, 120);
  return title.charAt(0).toUpperCase() + title.slice(1);
}

const uniqueSketches = (keys: SketchKey[]) => [...new Set(keys)];

async function saveToGallery(
  tx: Db,
  ctx: StoreCtx,
  body: GptImagesBody,
  files: DesignFile[],
  subscribed: boolean,
) {
  const [row] = await tx
    .insert(aiProducts)
    .values({
      storeId: ctx.storeId,
      title: titleFromPrompt(body.prompt),
      prompt: body.prompt,
      category: body.category ?? '',
      sketchKeys: uniqueSketches(body.sketchKeys),
      imageUrls: files.map((f) => f.url),
      watermarked: !subscribed,
      inGallery: true,
    })
    .returning(aiProductColumns);
  return toAiProduct(row!);
}

async function generate(
  deps: DesignDeps,
  ctx: StoreCtx,
  body: GptImagesBody,
  route: 'GPT' | 'STABILITY',
  start?: { image: Buffer; strength: number; key: string },
): Promise<GenerateImagesResponse> {
  const sketchKeys = uniqueSketches(body.sketchKeys);
  const run = await runGeneration(deps, ctx, {
    route,
    prompt: body.prompt,
    sketchKeys,
    count: body.numImages,
    deductCredits: body.deductCredits,
    seedParts: [body.prompt, sketchKeys, start?.key ?? null],
    render: async (seed) => ({
      images: await deps.aiImage.generate({
        purpose: 'DESIGN',
        prompt: body.prompt,
        sketchKey: sketchKeys[0],
        initImage: start?.image,
        strength: start?.strength,
        count: body.numImages,
        size: 1024,
        seed,
      }),
      data: null,
    }),
    save: async (tx, { files, subscribed }) =>
      body.saveToImageGallery ? saveToGallery(tx, ctx, body, files, subscribed) : null,
  });
  return {
    generationId: run.generationId,
    images: run.files.map((f) => ({
      url: f.url,
      watermarked: f.watermarked,
      width: f.width,
      height: f.height,
    })),
    credits: await designCredits(deps.db, deps, ctx.storeId, run.subscribed),
    aiProduct: run.result,
  };
}

/** POST /commons/ai/gpt-images: designs from a prompt (and the sketch keys). */
export async function generateGptImages(deps: DesignDeps, ctx: StoreCtx, body: GptImagesBody) {
  return generate(deps, ctx, body, 'GPT');
}

/**
 * POST /commons/ai/stability-ai-images: image-to-image from one of the store's own pictures. A foreign URL
 * is 400 (as everywhere own files are read); another store's file is 404.
 */
export async function generateStabilityImages(deps: DesignDeps, ctx: StoreCtx, body: StabilityImagesBody) {
  const key = ownFileKey(body.initImageUrl, deps.config.publicUrl);
  const file = (await findOwnUploads(deps.db, { storeId: ctx.storeId }, [key])).get(key);
  if (!file) throw notFound('Starting image');
  if (!file.contentType.startsWith('image/'))
    throw new AppError('UNSUPPORTED_TYPE', 'The starting image must be a picture (png, jpg, webp…)');
  if (file.size > INIT_IMAGE_MAX_BYTES) throw new AppError('TOO_LARGE', 'Starting images can be up to 20 MB');
  let image: Buffer;
  try {
    // Upright, at most the design's size, as PNG: what every image provider accepts.
    image = await sharp(await readStoredFile(deps, file), { limitInputPixels: 60_000_000 })
      .rotate()
      .resize(INIT_IMAGE_EDGE, INIT_IMAGE_EDGE, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_TYPE', `${file.fileName} could not be read as an image`);
  }
  return generate(deps, ctx, body, 'STABILITY', { image, strength: body.strength, key });
}
