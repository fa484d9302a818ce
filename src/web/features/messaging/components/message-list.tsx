import { Box, Button, Center, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Message } from '../../../../shared/contract/messaging';
import { messagePreview } from '../format';
import { hasOlder, lastSeenOwnIndex, type Thread } from '../thread';
import { MessageBubble, pendingAsMessage } from './message-bubble';

/** How close to the bottom (px) still counts as "reading the newest": new messages then scroll into view. */
const NEAR_BOTTOM_PX = 120;

/**
 * The messages of a conversation, newest at the bottom. Scrolling to the top loads the page before
 * (an IntersectionObserver on a "Load earlier messages" button that keyboards can press too) and keeps
 * the message under the reader's eyes in place; new messages scroll in when the reader is at the bottom.
 */
export function MessageList({
  thread,
  conversationId,
  side,
  counterpartLastReadIndex,
  onLoadOlder,
  isLoadingOlder,
  onRetry,
}: {
  thread: Thread;
  conversationId: number;
  side: Message['authorSide'];
  counterpartLastReadIndex: number;
  onLoadOlder: () => void;
  isLoadingOlder: boolean;
  onRetry: (clientId: string) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLButtonElement>(null);
  /** Distance from the bottom before older messages were added above. */
  const anchorFromBottom = useRef<number | null>(null);
  const nearBottom = useRef(true);
  const first = thread.messages[0]?.index ?? null;
  const last = thread.messages.at(-1);
  const moreAbove = hasOlder(thread);
  const seenIndex = lastSeenOwnIndex(thread, side, counterpartLastReadIndex);

  const loadOlder = useCallback(() => {
    const el = scroller.current;
    if (el) anchorFromBottom.current = el.scrollHeight - el.scrollTop;
    onLoadOlder();
  }, [onLoadOlder]);

  // Older messages were prepended: keep what the reader was looking at where it was.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the oldest loaded message changes
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || anchorFromBottom.current === null) return;
    el.scrollTop = el.scrollHeight - anchorFromBottom.current;
    anchorFromBottom.current = null;
  }, [first]);

  // Newest message or an own send: follow it when the reader is at the bottom (always for own sends).
  const newestKey = `${last?.index ?? -1}:${thread.pending.length}`;
  const ownLast = thread.pending.length > 0 || last?.authorSide === side;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest message changes
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && (nearBottom.current || ownLast)) el.scrollTop = el.scrollHeight;
  }, [newestKey]);

  useEffect(() => {
    const el = sentinel.current;
    const root = scroller.current;
    if (!el || !root || !moreAbove || isLoadingOlder || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) loadOlder();
      },
      { root, rootMargin: '120px 0px 0px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [moreAbove, isLoadingOlder, loadOlder]);

  // Screen readers hear messages that arrive from the other side while the conversation is open.
  const [announcement, setAnnouncement] = useState('');
  const announcedUpTo = useRef<number | null>(null);
  useEffect(() => {
    if (!last) return;
    if (announcedUpTo.current !== null && last.index > announcedUpTo.current && last.authorSide !== side) {
      setAnnouncement(`New message from ${last.authorName}: ${messagePreview(last)}`);
    }
    announcedUpTo.current = Math.max(announcedUpTo.current ?? -1, last.index);
  }, [last, side]);

  return (
    <Box
      ref={scroller}
      onScroll={(e) => {
        const el = e.currentTarget;
        nearBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
      }}
      style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}
      px={{ base: 'xs', sm: 'md' }}
      py="sm"
      role="region"
      aria-label="Messages"
      tabIndex={0}
    >
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
      {moreAbove ? (
        <Center py="xs">
          <Button
            ref={sentinel}
            size="compact-xs"
            variant="subtle"
            onClick={loadOlder}
            loading={isLoadingOlder}
          >
            Load earlier messages
          </Button>
        </Center>
      ) : thread.messages.length > 0 ? (
        <Text size="xs" c="dimmed" ta="center" py="xs">
          Start of the conversation
        </Text>
      ) : null}
      <Stack gap="sm">
        {thread.messages.map((m) => (
          <MessageBubble
            key={m.index}
            message={m}
            isOwn={m.authorSide === side}
            conversationId={conversationId}
            isSeen={m.index === seenIndex}
          />
        ))}
        {thread.pending.map((p) => (
          <MessageBubble
            key={p.clientId}
            message={pendingAsMessage(p, side)}
            isOwn
            conversationId={conversationId}
            pending={p}
            onRetry={onRetry}
          />
        ))}
      </Stack>
    </Box>
  );
}
