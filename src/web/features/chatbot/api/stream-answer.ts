import type { ChatStreamEvent, SendChatbotMessageBody } from '../../../../shared/contract/chatbot';
import { postNdjson } from '../../../api/ndjson-stream';

/**
 * POST /web/chatbot/messages: the answer's events as they arrive (NDJSON, one event a line; decision 053).
 * A stream that ends without `done` or `error` yields an error, so the caller never waits forever.
 */
export function streamAnswer(
  body: SendChatbotMessageBody,
  signal?: AbortSignal,
): AsyncGenerator<ChatStreamEvent> {
  return postNdjson<ChatStreamEvent>('/web/chatbot/messages', body, {
    signal,
    isLast: (event) => event.type === 'done' || event.type === 'error',
    cutOff: { type: 'error', message: 'The answer was cut off — ask again.', code: 'UNAVAILABLE' },
  });
}
