import type { ChatStreamEvent, SendChatbotMessageBody } from '../../../../shared/contract/chatbot';
import { apiStream } from '../../../api/client';

/**
 * POST /web/chatbot/messages: the answer's events as they arrive (NDJSON, one event a line; decision 053).
 * A stream that ends without `done` or `error` yields an error, so the caller never waits forever.
 */
export async function* streamAnswer(
  body: SendChatbotMessageBody,
  signal?: AbortSignal,
): AsyncGenerator<ChatStreamEvent> {
  const response = await apiStream('/web/chatbot/messages', { body, signal, quiet: true });
  const reader = response.body?.getReader();
  if (!reader) throw new Error('The answer could not be read.');
  const decoder = new TextDecoder();
  let buffer = '';
  let finished = false;
  try {
    while (true) {
      const { value, done } = await reader.read();
      buffer += decoder.decode(value, { stream: !done });
      const lines = buffer.split('\n');
      buffer = done ? '' : (lines.pop() ?? '');
      for (const line of lines) {
        if (!line.trim()) continue;
        const event = JSON.parse(line) as ChatStreamEvent;
        if (event.type === 'done' || event.type === 'error') finished = true;
        yield event;
      }
      if (done) break;
    }
  } finally {
    reader.releaseLock();
  }
  if (!finished) yield { type: 'error', message: 'The answer was cut off — ask again.', code: 'UNAVAILABLE' };
}
