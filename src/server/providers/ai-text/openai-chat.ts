import { type AiChatProvider, type ChatRequest, describeGrounding } from './chat';
import { toAiError } from './openai-errors';
import { type OpenAiConfig, openAiClient } from './openai-text';
import { AiError } from './types';

/**
 * Any OpenAI-compatible chat-completions endpoint, streamed (`stream: true`: server-sent `data:` lines ending
 * with `[DONE]`); the retrieved facts go in the system message. Time-outs and refusals become AiError.
 */
export function createOpenAiChat(cfg: OpenAiConfig): AiChatProvider {
  const client = openAiClient(cfg);
  return {
    kind: 'openai',
    async *streamChat(request: ChatRequest) {
      let wrote = false;
      try {
        const stream = await client.chat.completions.create(
          {
            model: cfg.textModel,
            stream: true,
            messages: [
              { role: 'system', content: `${request.system}\n\n${describeGrounding(request.grounding)}` },
              ...request.messages,
            ],
          },
          { signal: request.signal, timeout: cfg.timeoutMs },
        );
        for await (const chunk of stream) {
          const delta = chunk.choices?.[0]?.delta;
          if (delta?.refusal) throw new AiError(`The AI service declined: ${delta.refusal}`, 'REFUSED');
          if (delta?.content) {
            wrote = true;
            yield delta.content;
          }
        }
      } catch (err) {
        throw toAiError(err, 'text', request.signal);
      }
      if (!wrote) throw new AiError('The AI service answered nothing — try again.', 'INVALID_OUTPUT');
    },
  };
}
