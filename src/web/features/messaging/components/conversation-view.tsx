import { Box, Button, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Message } from '../../../../shared/contract/messaging';
import { isApiError } from '../../../api/api-error';
import { useCan } from '../../../api/use-can';
import { RoleNote } from '../../../ui/can';
import { PageError, PageLoader } from '../../../ui/page-states';
import type { CardDraft } from '../api/get-card-preview';
import { useConversation } from '../api/get-conversation';
import { useLoadOlderMessages, useThread } from '../api/get-messages';
import { useSendMessage } from '../api/send-message';
import { useRealtime } from '../realtime/realtime-provider';
import { useMarkReadWhenVisible } from '../use-mark-read';
import { AttachmentsDrawer } from './attachments-drawer';
import { Composer } from './composer';
import { ConversationHeader } from './conversation-header';
import { MessageList } from './message-list';

/** One conversation: who it is with, its messages (live), read receipts, typing, and the composer. */
export function ConversationView({
  conversationId,
  side,
  draftCard,
  onDraftCardDone,
  onShareCard,
  onBack,
}: {
  conversationId: number;
  side: Message['authorSide'];
  draftCard: CardDraft | null;
  onDraftCardDone: () => void;
  onShareCard?: (draft: CardDraft) => void;
  /** One-pane layout: back to the list. */
  onBack?: () => void;
}) {
  const conversation = useConversation(conversationId);
  const { status } = useRealtime();
  const thread = useThread(conversationId, { poll: status === 'reconnecting' || status === 'unauthorized' });
  const older = useLoadOlderMessages(conversationId);
  const { send, retry } = useSendMessage(conversationId);
  const [filesOpen, setFilesOpen] = useState(false);
  // Sending is a `write` call (decision 042): a viewer or fulfilment member reads the thread.
  const canSend = useCan('write');
  useMarkReadWhenVisible(conversation.data, thread.data, side);

  const olderMutate = older.mutate;
  const isLoadingOlder = older.isPending;
  const loadOlder = useCallback(() => {
    if (!isLoadingOlder) olderMutate();
  }, [isLoadingOlder, olderMutate]);
  const onRetry = useCallback((clientId: string) => void retry(clientId), [retry]);

  // Screen readers and keyboards land on the conversation's heading when one opens (the composer
  // takes focus itself when a card is waiting to be sent).
  const heading = useRef<HTMLHeadingElement>(null);
  const isLoaded = conversation.isSuccess;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opened conversation
  useEffect(() => {
    if (isLoaded && !draftCard) heading.current?.focus({ preventScroll: true });
  }, [isLoaded]);

  if (conversation.isPending) return <PageLoader label="Loading conversation…" />;
  if (conversation.isError) {
    const missing = isApiError(conversation.error) && conversation.error.status === 404;
    return (
      <Stack p="md">
        <PageError
          title={missing ? 'This conversation does not exist' : "We couldn't load this conversation"}
          error={
            missing
              ? new Error('It may have been removed, or it belongs to another account.')
              : conversation.error
          }
          onRetry={missing ? undefined : () => conversation.refetch()}
        />
        {onBack ? (
          <Button variant="subtle" onClick={onBack} leftSection={<IconArrowLeft size={16} />}>
            Back to conversations
          </Button>
        ) : null}
      </Stack>
    );
  }
  const c = conversation.data;

  return (
    <Stack gap={0} h="100%" style={{ minHeight: 0 }}>
      <ConversationHeader
        headingRef={heading}
        conversation={c}
        side={side}
        onShowFiles={() => setFilesOpen(true)}
        onBack={onBack}
      />
      {thread.isPending ? (
        <PageLoader label="Loading messages…" />
      ) : thread.isError ? (
        <Stack p="md">
          <PageError
            title="We couldn't load the messages"
            error={thread.error}
            onRetry={() => thread.refetch()}
          />
        </Stack>
      ) : thread.data.messages.length === 0 && thread.data.pending.length === 0 ? (
        <Stack flex={1} justify="center" align="center" p="md">
          <Text c="dimmed" size="sm" ta="center">
            No messages yet. Say hello to {c.counterpart.name}.
          </Text>
        </Stack>
      ) : (
        <MessageList
          thread={thread.data}
          conversationId={c.id}
          side={side}
          counterpartLastReadIndex={c.counterpartLastReadIndex}
          onLoadOlder={loadOlder}
          isLoadingOlder={isLoadingOlder}
          onRetry={onRetry}
        />
      )}
      {older.isError ? (
        <Text size="xs" c="red" ta="center" role="alert">
          {older.error.message}
        </Text>
      ) : null}
      {canSend ? null : (
        <Box px="sm" pt="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <RoleNote cls="write" />
        </Box>
      )}
      <Composer
        disabled={!canSend}
        conversationId={c.id}
        send={send}
        draftCard={draftCard}
        onDraftCardDone={onDraftCardDone}
        onShareCard={onShareCard}
      />
      <AttachmentsDrawer conversationId={c.id} opened={filesOpen} onClose={() => setFilesOpen(false)} />
    </Stack>
  );
}
