import type { SketchKey } from '../../../shared/contract/ai-design';

/**
 * What a picture is for; the embedded renderer composes each differently: BRAND (logo-like brand scenes in
 * the palette), MOODBOARD (textures and materials), PRODUCT (the product's silhouette as a studio shot),
 * DESIGN (a product design from a prompt, optionally from a sketch or a starting image).
 */
export type ImagePurpose = 'BRAND' | 'MOODBOARD' | 'PRODUCT' | 'DESIGN';

export type ImageRequest = {
  purpose: ImagePurpose;
  prompt: string;
  /** Hex colours to draw with (a brand palette); derived from the prompt when absent. */
  palette?: string[];
  sketchKey?: SketchKey;
  /** Image-to-image: a PNG/JPEG to start from, and how far to move from it (0–1). */
  initImage?: Buffer;
  strength?: number;
  /** 1–4 images. */
  count: number;
  /** Square edge in pixels (1024 unless asked). */
  size?: number;
  seed: number;
  signal?: AbortSignal;
};

export type GeneratedPng = { png: Buffer; width: number; height: number };

export interface AiImageProvider {
  readonly kind: 'embedded' | 'openai';
  generate(request: ImageRequest): Promise<GeneratedPng[]>;
}
