import { useEffect, useRef, useState } from 'react';
import type { ConversationParty } from '../../../shared/contract/messaging';
import { useRealtimeEvents } from './realtime/realtime-provider';

/** How long "… is typing" stays after the last typing signal. */
export const TYPING_SHOWN_MS = 4_000;

/** The name of the other side while it types in this conversation (for ~4 s after each signal), else null. */
export function useTypingIndicator(conversationId: number, counterpart: ConversationParty | undefined) {
  const [typing, setTyping] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useRealtimeEvents((event) => {
    if (!counterpart || !('conversationId' in event) || event.conversationId !== conversationId) return;
    if (event.type === 'typing' && event.identity === counterpart.identity) {
      setTyping(event.name || counterpart.name);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setTyping(null), TYPING_SHOWN_MS);
    }
    // Their message arrived: they have stopped typing it.
    if (event.type === 'message' && event.message.author === counterpart.identity) setTyping(null);
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return typing;
}
