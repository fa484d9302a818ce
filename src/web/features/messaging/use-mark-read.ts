import { useDocumentVisibility } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import type { Conversation, Message } from '../../../shared/contract/messaging';
import { useMarkRead } from './api/mark-read';
import { newestFromOtherSide, newestIndex, type Thread } from './thread';

/**
 * Marks the conversation read up to its newest message (PUT …/read) whenever the other side's newest
 * message is unread and the page is in view — once per newest index.
 */
export function useMarkReadWhenVisible(
  conversation: Conversation | undefined,
  thread: Thread | undefined,
  side: Message['authorSide'],
) {
  const { mutate } = useMarkRead();
  // The hook's first render assumes "visible"; the document itself is asked too, for a tab opened hidden.
  const visible = useDocumentVisibility() === 'visible' && document.visibilityState !== 'hidden';
  const sent = useRef<{ id: number; index: number } | null>(null);
  const id = conversation?.id ?? null;
  const lastReadIndex = conversation?.lastReadIndex ?? null;
  const newestOther = newestFromOtherSide(thread, side)?.index ?? null;
  const newest = newestIndex(thread);
  useEffect(() => {
    if (!visible || id === null || newest === null || newestOther === null || lastReadIndex === null) return;
    if (newestOther <= lastReadIndex) return;
    const held = sent.current;
    if (held && held.id === id && held.index >= newest) return;
    sent.current = { id, index: newest };
    mutate({ id, index: newest });
  }, [visible, id, newest, newestOther, lastReadIndex, mutate]);
}
