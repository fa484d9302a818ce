import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { CopilotMessage } from '../../../../shared/contract/copilot';
import { ApiError } from '../../../api/api-error';
import { PageHeader } from '../../../ui/page-header';
import { PageError, PageLoader } from '../../../ui/page-states';
import { useLatestConversation } from '../api/get-latest-conversation';
import { copilotKeys } from '../api/query-keys';
import { CopilotReplyError, useSendCopilotMessage } from '../api/send-copilot-message';
import { Composer } from '../components/composer';
import { MessageBubble } from '../components/message-bubble';

const SUGGESTIONS = [
  'Find soy candles',
  'Start a brand kit for soy wax candles',
  'Open a custom project for 500 canvas tote bags',
  'Source a stainless steel water bottle',
];

const errorText = (err: unknown) =>
  err instanceof ApiError
    ? (err.serverMessage ?? err.message)
    : err instanceof CopilotReplyError
      ? err.message
      : 'Something went wrong. Please try again.';

/** A turn not stored yet, shown as the stored ones are. */
const draftMessage = (role: 'USER' | 'ASSISTANT', text: string, id: number): CopilotMessage => ({
  id,
  role,
  text,
  links: [],
  toolCalls: [],
  createdAt: new Date().toISOString(),
});

/**
 * /co-pilot: the Brand Co-pilot. One conversation that can act — find products, start a brand kit, open a
 * custom project, start the sourcing agent; anything that creates waits for the founder's Confirm.
 */
export default function CoPilotPage() {
  const conversation = useLatestConversation();
  const send = useSendCopilotMessage();
  const queryClient = useQueryClient();
  const endRef = useRef<HTMLDivElement>(null);
  const messages = conversation.data?.messages ?? [];

  const draft = send.draft;
  const count = messages.length;
  const writing = draft?.reply.length ?? 0;
  // The newest turn in view after each answer, and as the reply is written.
  useEffect(() => {
    if (count || writing) endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [count, writing]);

  const say = (text: string) => send.mutateAsync({ text, conversationId: conversation.data?.id });
  const startOver = () => {
    send.reset();
    queryClient.setQueryData(copilotKeys.latest(), null);
  };

  if (conversation.isPending) return <PageLoader label="Loading your conversation…" />;
  if (conversation.isError)
    return <PageError error={conversation.error} onRetry={() => conversation.refetch()} />;

  return (
    <Stack gap="md" maw={860} mx="auto" w="100%">
      <PageHeader
        title="Brand Co-pilot"
        description="Ask in plain words. The co-pilot finds products and links the sourcing agent at once; it asks before it creates anything."
        actions={
          messages.length ? (
            <Button variant="default" onClick={startOver}>
              New conversation
            </Button>
          ) : null
        }
      />
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        <Stack gap="sm" aria-live="polite" aria-label="Conversation" role="log">
          {messages.length === 0 && !draft ? (
            <Stack gap="xs" data-testid="copilot-empty">
              <Text fw={500}>What would you like to do?</Text>
              <Text size="sm" c="dimmed">
                Try one of these, or write your own:
              </Text>
              <Group gap="xs">
                {SUGGESTIONS.map((s) => (
                  <Button
                    key={s}
                    size="xs"
                    variant="light"
                    radius="xl"
                    onClick={() => void say(s).catch(() => {})}
                    disabled={send.isPending}
                  >
                    {s}
                  </Button>
                ))}
              </Group>
            </Stack>
          ) : (
            messages.map((m) => <MessageBubble key={m.id} message={m} />)
          )}
          {draft ? <MessageBubble message={draftMessage('USER', draft.text, -1)} /> : null}
          {draft?.reply ? (
            <MessageBubble message={draftMessage('ASSISTANT', draft.reply, -2)} streaming />
          ) : null}
          {send.isPending && !draft?.reply ? (
            <Group gap="xs" role="status">
              <Loader size="xs" aria-hidden />
              <Text size="sm" c="dimmed">
                The co-pilot is thinking…
              </Text>
            </Group>
          ) : null}
          <div ref={endRef} />
        </Stack>
      </Paper>
      {send.isError ? (
        <Alert color="red" variant="light" role="alert" title="The message was not sent">
          {errorText(send.error)}
        </Alert>
      ) : null}
      <Composer onSend={say} isSending={send.isPending} />
    </Stack>
  );
}
