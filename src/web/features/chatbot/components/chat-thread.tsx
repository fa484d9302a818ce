import {
  ActionIcon,
  Alert,
  Anchor,
  Box,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconSend, IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import { type FormEvent, type KeyboardEvent, type RefObject, useState } from 'react';
import { Link } from 'react-router';
import { CHATBOT_MAX_TEXT, type ChatbotMessage, type ChatSource } from '../../../../shared/contract/chatbot';
import { CHATBOT_TOPIC_LABELS, CHATBOT_TOPICS, type ChatbotTopic } from '../../../../shared/rules/assistants';
import type { useChat } from './use-chat';

type Chat = ReturnType<typeof useChat>;

const TOPIC_OPTIONS = CHATBOT_TOPICS.map((t) => ({ value: t, label: CHATBOT_TOPIC_LABELS[t] }));

function SourceLink({ source }: { source: ChatSource }) {
  if (source.link.startsWith('/'))
    return (
      <Anchor component={Link} to={source.link} size="sm">
        {source.title}
      </Anchor>
    );
  return (
    <Anchor href={source.link} size="sm">
      {source.title}
    </Anchor>
  );
}

function Feedback({ message, onRate }: { message: ChatbotMessage; onRate: Chat['rate'] }) {
  const [asking, setAsking] = useState(false);
  const [comment, setComment] = useState('');
  const value = message.feedback?.value ?? null;
  return (
    <Stack gap={4}>
      <Group gap={4} aria-label="Was this answer helpful?" role="group">
        <ActionIcon
          variant={value === 'UP' ? 'filled' : 'subtle'}
          size="sm"
          aria-label="Helpful"
          aria-pressed={value === 'UP'}
          onClick={() => {
            setAsking(false);
            void onRate(message.id, 'UP');
          }}
        >
          <IconThumbUp size={14} />
        </ActionIcon>
        <ActionIcon
          variant={value === 'DOWN' ? 'filled' : 'subtle'}
          color="red"
          size="sm"
          aria-label="Not helpful"
          aria-pressed={value === 'DOWN'}
          onClick={() => {
            setAsking(true);
            void onRate(message.id, 'DOWN');
          }}
        >
          <IconThumbDown size={14} />
        </ActionIcon>
        {value ? (
          <Text size="xs" c="dimmed">
            Thanks for the feedback.
          </Text>
        ) : null}
      </Group>
      {asking && value === 'DOWN' && !message.feedback?.comment ? (
        <Group
          gap={4}
          component="form"
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            if (comment.trim()) void onRate(message.id, 'DOWN', comment.trim());
            setAsking(false);
          }}
        >
          <TextInput
            size="xs"
            aria-label="What was wrong with this answer? (optional)"
            placeholder="What was wrong? (optional)"
            value={comment}
            maxLength={1000}
            onChange={(e) => setComment(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button size="xs" variant="light" type="submit">
            Send
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

function Bubble({ message, onRate }: { message: ChatbotMessage; onRate: Chat['rate'] }) {
  const mine = message.role === 'USER';
  return (
    <Box
      style={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '90%' }}
      data-testid={`chat-${message.role.toLowerCase()}`}
    >
      <Paper
        p="xs"
        radius="md"
        bg={mine ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-default-hover)'}
      >
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.text}
        </Text>
        {!mine && message.sources.length ? (
          <Stack gap={2} mt="xs">
            <Text size="xs" fw={600}>
              Sources
            </Text>
            <Box component="ul" m={0} pl="md">
              {message.sources.map((s) => (
                <li key={s.link}>
                  <SourceLink source={s} />
                </li>
              ))}
            </Box>
          </Stack>
        ) : null}
      </Paper>
      {!mine ? <Feedback message={message} onRate={onRate} /> : null}
    </Box>
  );
}

/** The getting-started message: the four topics the chatbot answers (spec §1). */
function GettingStarted({ onPick, intro }: { onPick: (t: ChatbotTopic) => void; intro: string }) {
  return (
    <Paper p="xs" radius="md" bg="var(--mantine-color-default-hover)" data-testid="chat-getting-started">
      <Text size="sm" mb="xs">
        {intro}
      </Text>
      <Stack gap={6}>
        {CHATBOT_TOPICS.map((t) => (
          <Button key={t} variant="default" size="xs" justify="flex-start" onClick={() => onPick(t)}>
            {CHATBOT_TOPIC_LABELS[t]}
          </Button>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * The conversation and its input: messages with sources and feedback, the answer as it streams (announced
 * politely to screen readers), a loader until its first words, and the input disabled while answering.
 */
export function ChatThread({
  chat,
  topic,
  onTopic,
  inputRef,
  intro = "Hi! I'm Quarry's assistant. I answer from Quarry's catalog, guides and your store. What can I help with?",
  minHeight,
}: {
  chat: Chat;
  topic: ChatbotTopic;
  onTopic: (t: ChatbotTopic) => void;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
  intro?: string;
  minHeight?: number | string;
}) {
  const [text, setText] = useState('');
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!text.trim() || chat.isAnswering) return;
    void chat.ask(topic, text);
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) submit(e as unknown as FormEvent);
  };
  return (
    <Stack gap="sm" style={{ flex: 1, minHeight: 0 }}>
      <Stack gap="sm" style={{ flex: 1, overflowY: 'auto', minHeight }} data-testid="chat-messages">
        {chat.messages.length === 0 && chat.streaming === null ? (
          <GettingStarted
            intro={intro}
            onPick={(t) => {
              onTopic(t);
              inputRef?.current?.focus();
            }}
          />
        ) : null}
        {chat.messages.map((m) => (
          <Bubble key={m.id} message={m} onRate={chat.rate} />
        ))}
        <div aria-live="polite" aria-busy={chat.isAnswering}>
          {chat.streaming !== null ? (
            <Paper
              p="xs"
              radius="md"
              bg="var(--mantine-color-default-hover)"
              maw="90%"
              data-testid="chat-streaming"
            >
              {chat.streaming === '' ? (
                <Group gap="xs">
                  <Loader size="xs" aria-hidden />
                  <Text size="sm" c="dimmed">
                    Looking it up…
                  </Text>
                </Group>
              ) : (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {chat.streaming}
                </Text>
              )}
            </Paper>
          ) : null}
        </div>
        {chat.error ? (
          <Alert color="red" role="alert" title="No answer">
            {chat.error}
          </Alert>
        ) : null}
      </Stack>
      <Stack gap={6} component="form" onSubmit={submit}>
        <Select
          size="xs"
          label="Topic"
          data={TOPIC_OPTIONS}
          value={topic}
          allowDeselect={false}
          onChange={(v) => v && onTopic(v as ChatbotTopic)}
          comboboxProps={{ withinPortal: false }}
        />
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Textarea
            ref={inputRef}
            label="Your question"
            placeholder={chat.isAnswering ? 'Answering…' : 'Ask a question'}
            autosize
            minRows={1}
            maxRows={4}
            maxLength={CHATBOT_MAX_TEXT}
            value={text}
            disabled={chat.isAnswering}
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={onKeyDown}
            style={{ flex: 1 }}
          />
          <ActionIcon
            type="submit"
            size="lg"
            aria-label="Send"
            disabled={chat.isAnswering || !text.trim()}
            loading={chat.isAnswering}
          >
            <IconSend size={18} />
          </ActionIcon>
        </Group>
      </Stack>
    </Stack>
  );
}
