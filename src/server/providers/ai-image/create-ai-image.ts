import type { Config } from '../../config';
import { createEmbeddedImage } from './embedded-image';
import { createOpenAiImage } from './openai-image';
import type { AiImageProvider } from './types';

/** The embedded procedural renderer by default; any OpenAI-compatible images API when AI_BASE_URL is set. */
export function createAiImage(config: Config): AiImageProvider {
  if (config.ai.openai) return createOpenAiImage(config.ai.openai);
  return createEmbeddedImage();
}
