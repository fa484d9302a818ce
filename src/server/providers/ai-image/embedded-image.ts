import sharp from 'sharp';
import { AiError } from '../ai-text/types';
import { composeSvg } from './compose/compose-svg';
import type { AiImageProvider, GeneratedPng, ImageRequest } from './types';

export const DEFAULT_IMAGE_SIZE = 1024;
const MAX_IMAGES = 4;

const aborted = () => new AiError('The generation was cancelled.', 'ABORTED');

/** How many pictures and how big, clamped to what the providers make (1–4, 64–2048 px). */
export function imageShape(request: Pick<ImageRequest, 'count' | 'size'>) {
  const count = Math.max(1, Math.min(MAX_IMAGES, Math.floor(request.count || 1)));
  const size = Math.max(64, Math.min(2048, Math.floor(request.size ?? DEFAULT_IMAGE_SIZE)));
  return { count, size };
}

/** Renders one composition; with a starting image, lays it over that image at `strength`. */
async function renderOne(request: ImageRequest, index: number, size: number): Promise<Buffer> {
  const strength = Math.max(0, Math.min(1, request.strength ?? 0.6));
  const init = request.initImage;
  const svg = composeSvg({
    purpose: request.purpose,
    prompt: request.prompt,
    palette: request.palette,
    sketchKey: request.sketchKey,
    seed: request.seed,
    index,
    size,
    opacity: init ? strength : undefined,
  });
  if (!init) return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
  let base: Buffer;
  try {
    base = await sharp(init).resize(size, size, { fit: 'cover' }).removeAlpha().png().toBuffer();
  } catch {
    throw new AiError('The starting image could not be read — upload a PNG or JPEG.', 'REFUSED');
  }
  const overlay = await sharp(Buffer.from(svg)).png().toBuffer();
  return sharp(base)
    .composite([{ input: overlay }])
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/**
 * The offline image provider: procedural compositions (brand scenes, mood-board textures, studio shots,
 * product designs) from the seed, the prompt and the palette, rendered by sharp. Pictures render
 * concurrently on sharp's thread pool.
 */
export function createEmbeddedImage(): AiImageProvider {
  return {
    kind: 'embedded',
    async generate(request) {
      if (request.signal?.aborted) throw aborted();
      const { count, size } = imageShape(request);
      const pngs = await Promise.all(Array.from({ length: count }, (_, i) => renderOne(request, i, size)));
      if (request.signal?.aborted) throw aborted();
      return pngs.map((png): GeneratedPng => ({ png, width: size, height: size }));
    },
  };
}
