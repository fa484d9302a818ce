import {
  ActionIcon,
  Button,
  CloseButton,
  FileButton,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { IconCalendarEvent, IconPaperclip, IconSend, IconShare } from '@tabler/icons-react';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import {
  MAX_MESSAGE_LENGTH,
  type MessageCard,
  type SendMessageInput,
} from '../../../../shared/contract/messaging';
import { UPLOAD_ACCEPT_ATTRIBUTE } from '../../../../shared/contract/uploads';
import { DEFAULT_PROJECT_INTRO_MESSAGE } from '../../../../shared/rules/constants';
import { type CardDraft, useCardPreview } from '../api/get-card-preview';
import { sendTyping } from '../api/send-typing';
import { isBlankText } from '../chat-upload';
import { TYPING_THROTTLE_MS } from '../realtime/realtime-client';
import { useRealtime } from '../realtime/realtime-provider';
import { useChatUploads } from '../use-chat-uploads';
import { MeetingRequestModal } from './meeting-request-modal';
import { MessageCardView } from './message-card-view';
import { ShareCardModal } from './share-card-modal';
import { UploadTray } from './upload-tray';

const DRAFT_LABELS = {
  project: 'Custom project request',
  item: 'Product',
  supplier: 'Supplier profile',
} as const;

/** The message a draft card becomes, with the text typed for it. */
function cardMessage(draft: CardDraft, body: string): SendMessageInput {
  switch (draft.kind) {
    case 'project':
      return { type: 'CREATOR_CUSTOM_PROJECT', body, projectRequestId: draft.id };
    case 'supplier':
      return { type: 'SUPPLIER_PROFILE', body, supplierId: draft.id };
    default:
      return { type: 'CATALOG_ITEM', body, catalogItemId: draft.id };
  }
}

/**
 * Writes and sends: Enter sends, Shift+Enter breaks the line, blank text is never sent. Files upload in
 * parallel with progress and go out as their own messages; a meeting proposal opens a form; a card
 * brought by the URL (project request, product) or shared from a pasted link (product, supplier profile)
 * waits above the text until it is sent or removed.
 */
export function Composer({
  conversationId,
  send,
  draftCard,
  onDraftCardDone,
  onShareCard,
  disabled = false,
}: {
  conversationId: number;
  send: (body: SendMessageInput, previewCard?: MessageCard | null) => unknown;
  draftCard: CardDraft | null;
  onDraftCardDone: () => void;
  /** Attaches a product or supplier profile card; without it there is no "Share" action. */
  onShareCard?: (draft: CardDraft) => void;
  disabled?: boolean;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [meetingOpen, setMeetingOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const lastHttpTyping = useRef(0);
  const realtime = useRealtime();
  const preview = useCardPreview(draftCard);
  const uploads = useChatUploads(useCallback((body: SendMessageInput) => send(body), [send]));

  // A project request arrives with the default introduction, ready to send or edit.
  const draftKey = draftCard ? `${draftCard.kind}:${draftCard.id}` : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when another card is attached
  useEffect(() => {
    if (draftCard?.kind === 'project') setText((t) => (t.trim() ? t : DEFAULT_PROJECT_INTRO_MESSAGE));
    if (draftCard) input.current?.focus();
  }, [draftKey]);

  function signalTyping() {
    // A live socket throttles the signal itself; HTTP is only the fallback while it is down.
    if (realtime.isOpen()) {
      realtime.sendTyping(conversationId);
      return;
    }
    const now = Date.now();
    if (now - lastHttpTyping.current < TYPING_THROTTLE_MS) return;
    lastHttpTyping.current = now;
    void sendTyping(conversationId).catch(() => {});
  }

  function submit() {
    if (disabled) return;
    const body = text.trim();
    if (body.length > MAX_MESSAGE_LENGTH) {
      setError(`A message is at most ${MAX_MESSAGE_LENGTH.toLocaleString('en-US')} characters.`);
      return;
    }
    if (draftCard) {
      send(cardMessage(draftCard, body), preview.data ?? null);
      onDraftCardDone();
    } else if (isBlankText(body)) {
      return;
    } else {
      send({ type: 'TEXT', body });
    }
    setError(null);
    setText('');
    input.current?.focus();
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    submit();
  }

  const canSend = !disabled && (draftCard !== null || !isBlankText(text));

  return (
    <Stack gap="xs" p="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      {draftCard ? (
        <Paper withBorder p="xs" radius="sm" data-testid="draft-card">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            {preview.data ? (
              <MessageCardView card={preview.data} />
            ) : (
              <Text size="sm">
                {DRAFT_LABELS[draftCard.kind]} #{draftCard.id} will be attached
              </Text>
            )}
            <CloseButton
              aria-label={`Don't attach the ${DRAFT_LABELS[draftCard.kind].toLowerCase()}`}
              onClick={onDraftCardDone}
            />
          </Group>
        </Paper>
      ) : null}
      <UploadTray items={uploads.items} onRemove={uploads.remove} />
      {/* The text box has the whole width (a phone too); attach, meeting, share and send sit below it. */}
      <Textarea
        ref={input}
        aria-label="Message"
        placeholder="Write a message… (Enter sends, Shift+Enter for a new line)"
        autosize
        minRows={1}
        maxRows={6}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          if (e.currentTarget.value.trim()) signalTyping();
        }}
        onKeyDown={onKeyDown}
        disabled={disabled}
      />
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Group gap={4} wrap="nowrap">
          <FileButton onChange={(files) => uploads.start(files)} accept={UPLOAD_ACCEPT_ATTRIBUTE} multiple>
            {(props) => (
              <Tooltip label="Attach files">
                <ActionIcon
                  {...props}
                  variant="subtle"
                  size="lg"
                  aria-label="Attach files"
                  disabled={disabled}
                >
                  <IconPaperclip size={20} />
                </ActionIcon>
              </Tooltip>
            )}
          </FileButton>
          <Tooltip label="Propose a meeting">
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label="Propose meeting"
              onClick={() => setMeetingOpen(true)}
              disabled={disabled}
            >
              <IconCalendarEvent size={20} />
            </ActionIcon>
          </Tooltip>
          {onShareCard ? (
            <Tooltip label="Share a product or supplier">
              <ActionIcon
                variant="subtle"
                size="lg"
                aria-label="Share a product or supplier"
                onClick={() => setShareOpen(true)}
                disabled={disabled}
              >
                <IconShare size={20} />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
        <Button
          onClick={submit}
          disabled={!canSend}
          rightSection={<IconSend size={16} />}
          aria-label="Send message"
        >
          Send
        </Button>
      </Group>
      {error ? (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      ) : null}
      {onShareCard ? (
        <ShareCardModal opened={shareOpen} onClose={() => setShareOpen(false)} onShare={onShareCard} />
      ) : null}
      <MeetingRequestModal
        opened={meetingOpen}
        onClose={() => setMeetingOpen(false)}
        onSubmit={(proposal) =>
          send({ type: 'ZOOM_MEETING_REQUEST', body: proposal.topic, meetingRequest: proposal })
        }
      />
    </Stack>
  );
}
