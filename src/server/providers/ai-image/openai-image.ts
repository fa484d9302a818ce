import { toFile } from 'openai';
import sharp, { type Metadata } from 'sharp';
import type { SketchKey } from '../../../shared/contract/ai-design';
import { toAiError } from '../ai-text/openai-errors';
import { type OpenAiConfig, openAiClient } from '../ai-text/openai-text';
import { AiError } from '../ai-text/types';
import { imageShape } from './embedded-image';
import type { AiImageProvider, GeneratedPng, ImagePurpose, ImageRequest } from './types';

const PURPOSE_STYLE: Record<ImagePurpose, string> = {
  BRAND: 'Brand identity image, clean composition, professional branding photography',
  MOODBOARD: 'Mood board texture, close-up of materials and patterns, no text',
  PRODUCT: 'Studio product photo on a plain backdrop, soft shadows, e-commerce style',
  DESIGN: 'Product design concept render, centred product, plain background',
};

/** The prompt a model gets: the purpose's style, the founder's prompt, the palette and the sketch. */
export function imagePrompt(
  request: Pick<ImageRequest, 'purpose' | 'prompt' | 'palette' | 'sketchKey'>,
): string {
  const parts = [`${PURPOSE_STYLE[request.purpose]}. ${request.prompt.trim()}`];
  if (request.palette?.length) parts.push(`Colour palette: ${request.palette.join(', ')}.`);
  if (request.sketchKey) parts.push(`The product is a ${sketchWord(request.sketchKey)}.`);
  return parts.join(' ');
}

const sketchWord = (k: SketchKey) => (k === 'label' ? 'product label' : k === 'mailer' ? 'mailer box' : k);

async function fetchUrl(url: string, signal?: AbortSignal): Promise<Buffer> {
  const res = await fetch(url, { signal });
  if (!res.ok)
    throw new AiError(
      `The AI image service's picture could not be downloaded (${res.status}).`,
      'UNAVAILABLE',
    );
  return Buffer.from(await res.arrayBuffer());
}

/** A returned picture, checked to be an image and made exactly `size` px square PNG. */
async function normalise(data: Buffer, size: number): Promise<GeneratedPng> {
  let meta: Metadata;
  try {
    meta = await sharp(data).metadata();
  } catch {
    throw new AiError(
      'The AI image service answered something that is not a picture — try again.',
      'INVALID_OUTPUT',
    );
  }
  if (meta.format === 'png' && meta.width === size && meta.height === size)
    return { png: data, width: size, height: size };
  const png = await sharp(data).resize(size, size, { fit: 'cover' }).png().toBuffer();
  return { png, width: size, height: size };
}

/**
 * Any OpenAI-compatible images API: `images.generate` for a prompt, `images.edit` from a starting image. The
 * palette and purpose are folded into the prompt; answers are decoded, checked and sized to `size`.
 */
export function createOpenAiImage(cfg: OpenAiConfig): AiImageProvider {
  const client = openAiClient(cfg);
  // gpt-image models always answer base64 and refuse the parameter; DALL·E-style models need it asked.
  const askB64 = !/^gpt-image/i.test(cfg.imageModel);
  return {
    kind: 'openai',
    async generate(request) {
      const { count, size } = imageShape(request);
      const prompt = imagePrompt(request);
      const options = { signal: request.signal, timeout: cfg.timeoutMs };
      let data: { b64_json?: string; url?: string }[];
      try {
        const res = request.initImage
          ? await client.images.edit(
              {
                model: cfg.imageModel,
                image: await toFile(request.initImage, 'start.png', { type: 'image/png' }),
                prompt,
                n: count,
                size: '1024x1024',
                ...(askB64 ? { response_format: 'b64_json' as const } : {}),
              },
              options,
            )
          : await client.images.generate(
              {
                model: cfg.imageModel,
                prompt,
                n: count,
                size: '1024x1024',
                ...(askB64 ? { response_format: 'b64_json' as const } : {}),
              },
              options,
            );
        data = res.data ?? [];
      } catch (err) {
        throw toAiError(err, 'image', request.signal);
      }
      if (!data.length)
        throw new AiError('The AI image service answered no pictures — try again.', 'INVALID_OUTPUT');
      try {
        const raw = await Promise.all(
          data.slice(0, count).map(async (d) => {
            if (d.b64_json) return Buffer.from(d.b64_json, 'base64');
            if (d.url) return fetchUrl(d.url, request.signal);
            throw new AiError(
              'The AI image service answered a picture without data — try again.',
              'INVALID_OUTPUT',
            );
          }),
        );
        return await Promise.all(raw.map((b) => normalise(b, size)));
      } catch (err) {
        throw toAiError(err, 'image', request.signal);
      }
    },
  };
}
