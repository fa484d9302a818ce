import { Anchor, Button, Group, List, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { ChatbotConversation } from '../../../../shared/contract/chatbot';
import { type Assistant, CHATBOT_TOPIC_LABELS, findAssistant } from '../../../../shared/rules/assistants';
import { GUIDES } from '../../../../shared/rules/education-guides';
import { PageHeader } from '../../../ui/page-header';
import { PageError, PageLoader } from '../../../ui/page-states';
import { usePageTitle } from '../../../ui/page-title';
import { useLatestSearchParams } from '../../../ui/use-search-params';
import { useLatestConversation } from '../api/chatbot-calls';
import { ChatThread } from '../components/chat-thread';
import { useChat } from '../components/use-chat';

const TABS = ['chat', 'prompts', 'about'] as const;
type Tab = (typeof TABS)[number];

function AssistantChat({
  assistant,
  conversation,
  tab,
  onTab,
}: {
  assistant: Assistant;
  conversation: ChatbotConversation | null;
  tab: Tab;
  onTab: (t: Tab) => void;
}) {
  const chat = useChat({
    assistantKey: assistant.key,
    initial: conversation ? { id: conversation.id, messages: conversation.messages } : undefined,
  });
  const [topic, setTopic] = useState(assistant.topic);
  const input = useRef<HTMLTextAreaElement>(null);
  const guides = GUIDES.filter((g) => assistant.guides.includes(g.key));
  return (
    <Tabs value={tab} onChange={(v) => onTab((v as Tab) ?? 'chat')} keepMounted>
      <Tabs.List mb="md">
        <Tabs.Tab value="chat">Chat</Tabs.Tab>
        <Tabs.Tab value="prompts">Suggested prompts</Tabs.Tab>
        <Tabs.Tab value="about">What it knows</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="chat">
        <Paper withBorder p="sm" radius="md" maw={760}>
          <Stack gap="sm">
            {chat.messages.length ? (
              <Button
                variant="subtle"
                size="xs"
                style={{ alignSelf: 'flex-end' }}
                onClick={() => void chat.reset()}
              >
                Start a new conversation
              </Button>
            ) : null}
            <ChatThread
              chat={chat}
              topic={topic}
              onTopic={setTopic}
              inputRef={input}
              minHeight={240}
              intro={`Hi! I'm the ${assistant.title.toLowerCase()}. ${assistant.description} Pick a topic or ask away.`}
            />
          </Stack>
        </Paper>
      </Tabs.Panel>
      <Tabs.Panel value="prompts">
        <Stack gap="xs" maw={560}>
          <Text c="dimmed" size="sm">
            Ask one of these in the chat ({CHATBOT_TOPIC_LABELS[assistant.topic].toLowerCase()}).
          </Text>
          {assistant.prompts.map((p) => (
            <Button
              key={p}
              variant="default"
              justify="flex-start"
              disabled={chat.isAnswering}
              onClick={() => {
                onTab('chat');
                void chat.ask(topic, p);
              }}
            >
              {p}
            </Button>
          ))}
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="about">
        <Stack gap="xs" maw={640}>
          <Text size="sm">
            This assistant answers only from Quarry's own data: the product catalog (real products and
            suppliers, with links), your store's orders, invoices and custom projects, and these founder
            guides. When they do not answer a question it says so and points you to support.
          </Text>
          <List size="sm">
            {guides.map((g) => (
              <List.Item key={g.key}>
                <Anchor component={Link} to={`/education?topic=${g.key}`}>
                  {g.title}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}

/** /llm/{homebaseOptionKey}: the AI assistant of one homebase option; `llmTab` picks its tab (spec §2). */
export default function AssistantPage() {
  const { homebaseOptionKey } = useParams();
  const assistant = findAssistant(homebaseOptionKey);
  const [params, setParams] = useLatestSearchParams();
  const raw = params.get('llmTab');
  const tab: Tab = TABS.includes(raw as Tab) ? (raw as Tab) : 'chat';
  usePageTitle(assistant?.title ?? 'Assistant not found');
  const onTab = (t: Tab) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('llmTab', t);
        return next;
      },
      { replace: true },
    );

  if (!assistant)
    return (
      <Stack gap="sm" align="flex-start" py="md">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          There is no such assistant
        </Title>
        <Text c="dimmed">“{homebaseOptionKey}” is not one of Quarry's assistants.</Text>
        <Group gap="sm">
          <Button component={Link} to="/ai-agents" variant="light">
            See all assistants
          </Button>
          <Button component={Link} to="/homebase" variant="default">
            Back to Homebase
          </Button>
        </Group>
      </Stack>
    );
  return (
    <>
      <PageHeader title={assistant.title} description={assistant.description} />
      <AssistantConversation assistant={assistant} tab={tab} onTab={onTab} />
    </>
  );
}

function AssistantConversation({
  assistant,
  tab,
  onTab,
}: {
  assistant: Assistant;
  tab: Tab;
  onTab: (t: Tab) => void;
}) {
  const latest = useLatestConversation(assistant.key);
  if (latest.isPending) return <PageLoader label="Loading the conversation…" />;
  if (latest.isError)
    return (
      <PageError
        title="We couldn't load the conversation"
        error={latest.error}
        onRetry={() => latest.refetch()}
      />
    );
  return (
    <AssistantChat
      key={assistant.key}
      assistant={assistant}
      conversation={latest.data}
      tab={tab}
      onTab={onTab}
    />
  );
}
