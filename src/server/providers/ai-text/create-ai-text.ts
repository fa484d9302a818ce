import type { Config } from '../../config';
import { createEmbeddedText } from './embedded-text';
import { createOpenAiText } from './openai-text';
import type { AiTextProvider } from './types';

/** The embedded generators by default; any OpenAI-compatible model when AI_BASE_URL is set. */
export function createAiText(config: Config): AiTextProvider {
  if (config.ai.openai) return createOpenAiText(config.ai.openai);
  return createEmbeddedText();
}
