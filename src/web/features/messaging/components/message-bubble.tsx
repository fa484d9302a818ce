import { Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { memo } from 'react';
import type { Message } from '../../../../shared/contract/messaging';
import { formatMessageTime } from '../format';
import type { PendingMessage } from '../thread';
import { MeetingRequestView, MeetingView } from './meeting-views';
import { MessageAttachments } from './message-attachments';
import { MessageCardView } from './message-card-view';
import { MessageText } from './message-text';

/** An optimistic send, shaped as the message it will become. */
export function pendingAsMessage(p: PendingMessage, side: Message['authorSide']): Message {
  const b = p.body;
  return {
    id: -1,
    sid: `pending-${p.clientId}`,
    conversationId: 0,
    index: -1,
    author: '',
    authorSide: side,
    authorName: 'You',
    type: b.type ?? 'TEXT',
    body: b.body ?? '',
    imageUrls: b.imageUrls ?? [],
    videoUrls: b.videoUrls ?? [],
    pdfUrls: b.pdfUrls ?? [],
    fileUrls: b.fileUrls ?? [],
    fileName: b.fileName ?? null,
    card: p.previewCard,
    meetingRequest: b.meetingRequest
      ? { ...b.meetingRequest, status: 'PENDING', acceptedTime: null, meetingMessageIndex: null }
      : null,
    meeting: null,
    isRead: false,
    clientId: p.clientId,
    createdAt: p.createdAt,
  };
}

/**
 * One message: its text, attachments, card or meeting, and (for the viewer's own) its delivery state.
 * Memoised: merging keeps each unchanged message the same object, so a new message renders one bubble.
 */
export const MessageBubble = memo(function MessageBubble({
  message,
  isOwn,
  conversationId,
  pending,
  isSeen = false,
  onRetry,
}: {
  message: Message;
  isOwn: boolean;
  conversationId: number;
  pending?: PendingMessage;
  isSeen?: boolean;
  onRetry?: (clientId: string) => void;
}) {
  const hasText = message.body.trim() !== '';
  return (
    <Stack
      gap={2}
      align={isOwn ? 'flex-end' : 'flex-start'}
      data-testid={pending ? 'pending-message' : 'message'}
      data-index={message.index}
    >
      {isOwn ? null : (
        <Text size="xs" c="dimmed" px={4}>
          {message.authorName}
        </Text>
      )}
      <Paper
        px="sm"
        py={6}
        radius="md"
        maw="min(560px, 85%)"
        bg={isOwn ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-default-hover)'}
        style={{ opacity: pending?.status === 'sending' ? 0.75 : 1 }}
      >
        <Stack gap={6}>
          {hasText ? <MessageText text={message.body} /> : null}
          {message.card ? <MessageCardView card={message.card} /> : null}
          {message.type === 'ZOOM_MEETING_REQUEST' && message.meetingRequest ? (
            <MeetingRequestView
              message={message}
              conversationId={conversationId}
              canAnswer={!isOwn && !pending}
            />
          ) : null}
          {message.meeting ? <MeetingView meeting={message.meeting} /> : null}
          <MessageAttachments message={message} />
        </Stack>
      </Paper>
      <Box px={4}>
        {pending?.status === 'sending' ? (
          <Text size="xs" c="dimmed" role="status">
            Sending…
          </Text>
        ) : pending?.status === 'failed' ? (
          <Group gap={6} role="alert">
            <IconAlertCircle size={14} color="var(--mantine-color-red-6)" aria-hidden />
            <Text size="xs" c="red">
              Not sent{pending.error ? ` — ${pending.error}` : ''}
            </Text>
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              onClick={() => onRetry?.(pending.clientId)}
            >
              Retry
            </Button>
          </Group>
        ) : (
          <Text size="xs" c="dimmed">
            <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt)}</time>
            {isSeen ? ' · Seen' : ''}
          </Text>
        )}
      </Box>
    </Stack>
  );
});
