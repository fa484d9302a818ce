import type { Config } from '../../config';
import type { AiChatProvider } from './chat';
import { createEmbeddedChat } from './embedded-chat';
import { createOpenAiChat } from './openai-chat';

/** The embedded grounded answerer by default; any OpenAI-compatible model when AI_BASE_URL is set. */
export function createAiChat(config: Config): AiChatProvider {
  if (config.ai.openai) return createOpenAiChat(config.ai.openai);
  return createEmbeddedChat();
}
