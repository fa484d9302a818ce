import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatbotMessage } from '../../../../shared/contract/chatbot';
import type { AssistantKey, ChatbotTopic } from '../../../../shared/rules/assistants';
import { ApiError } from '../../../api/api-error';
import { resetConversation, sendFeedback } from '../api/chatbot-calls';
import { streamAnswer } from '../api/stream-answer';

export type ChatState = {
  messages: ChatbotMessage[];
  /** The answer being written, as far as it has arrived; null when none is. */
  streaming: string | null;
  isAnswering: boolean;
  error: string | null;
};

const EMPTY: ChatState = { messages: [], streaming: null, isAnswering: false, error: null };

/**
 * One conversation in the page's memory only (spec §3: the persisted state leaves the chatbot out), so a page
 * refresh starts at the getting-started message. An assistant page passes the conversation it resumes.
 */
export function useChat(opts: {
  assistantKey: AssistantKey | null;
  initial?: { id: number; messages: ChatbotMessage[] };
}) {
  const [state, setState] = useState<ChatState>(() => ({ ...EMPTY, messages: opts.initial?.messages ?? [] }));
  const conversationId = useRef<number | undefined>(opts.initial?.id);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const ask = useCallback(
    async (topic: ChatbotTopic, text: string) => {
      const question = text.trim();
      if (!question || controller.current) return;
      const abort = new AbortController();
      controller.current = abort;
      setState((s) => ({ ...s, streaming: '', isAnswering: true, error: null }));
      try {
        for await (const event of streamAnswer(
          {
            topic,
            text: question,
            ...(conversationId.current ? { conversationId: conversationId.current } : {}),
            ...(opts.assistantKey && !conversationId.current ? { assistantKey: opts.assistantKey } : {}),
          },
          abort.signal,
        )) {
          if (event.type === 'start') {
            conversationId.current = event.conversationId;
            setState((s) => ({ ...s, messages: [...s.messages, event.question] }));
          } else if (event.type === 'delta')
            setState((s) => ({ ...s, streaming: (s.streaming ?? '') + event.text }));
          else if (event.type === 'done')
            setState((s) => ({ ...s, streaming: null, messages: [...s.messages, event.message] }));
          else setState((s) => ({ ...s, streaming: null, error: event.message }));
        }
      } catch (err) {
        if (!abort.signal.aborted)
          setState((s) => ({
            ...s,
            error: err instanceof ApiError ? err.message : 'The assistant could not answer — try again.',
          }));
      } finally {
        if (controller.current === abort) controller.current = null;
        if (!abort.signal.aborted) setState((s) => ({ ...s, streaming: null, isAnswering: false }));
      }
    },
    [opts.assistantKey],
  );

  /** Back to the getting-started message: the open conversation is closed on the server too. */
  const reset = useCallback(async () => {
    controller.current?.abort();
    controller.current = null;
    conversationId.current = undefined;
    setState(EMPTY);
    await resetConversation(opts.assistantKey).catch(() => undefined);
  }, [opts.assistantKey]);

  const rate = useCallback(async (id: number, value: 'UP' | 'DOWN', comment?: string) => {
    try {
      const saved = await sendFeedback(id, value, comment);
      setState((s) => ({ ...s, messages: s.messages.map((m) => (m.id === id ? saved : m)) }));
    } catch (err) {
      setState((s) => ({
        ...s,
        error: err instanceof ApiError ? err.message : 'Your feedback was not saved.',
      }));
    }
  }, []);

  return { ...state, ask, reset, rate };
}
