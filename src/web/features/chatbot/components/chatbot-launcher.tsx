import { ActionIcon, Affix, Alert, CloseButton, Group, Paper, Text, Title, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessageChatbot, IconRefresh, IconX } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { CHATBOT_PROMO_CODE, type ChatbotTopic } from '../../../../shared/rules/assistants';
import { ChatThread } from './chat-thread';
import { useChat } from './use-chat';

/**
 * The floating chatbot of spec §4: a launcher at the bottom right opening a panel (a full-screen sheet on a
 * phone). Open or closed, the discount banner, the loader, the input disabled while answering, feedback per
 * answer; its state lives in memory only, so a refresh (or "Start over") shows the getting-started message.
 */
export function ChatbotLauncher() {
  const [opened, setOpened] = useState(false);
  const [bannerShown, setBannerShown] = useState(true);
  const [topic, setTopic] = useState<ChatbotTopic>('FAQ');
  const chat = useChat({ assistantKey: null });
  const isPhone = useMediaQuery('(max-width: 36em)', false);
  const titleId = useId();
  const launcher = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const wasOpened = useRef(false);

  useEffect(() => {
    if (opened) input.current?.focus();
    else if (wasOpened.current) launcher.current?.focus();
    wasOpened.current = opened;
  }, [opened]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      setOpened(false);
    }
  };

  return (
    <>
      {opened ? (
        <Paper
          role="dialog"
          aria-modal={isPhone}
          aria-labelledby={titleId}
          onKeyDown={onKeyDown}
          shadow="xl"
          withBorder
          p="sm"
          radius={isPhone ? 0 : 'md'}
          style={{
            position: 'fixed',
            zIndex: 300,
            display: 'flex',
            flexDirection: 'column',
            gap: 'var(--mantine-spacing-sm)',
            ...(isPhone
              ? { inset: 0 }
              : { right: 20, bottom: 84, width: 380, height: 'min(600px, calc(100dvh - 120px))' }),
          }}
          data-testid="chatbot-panel"
        >
          <Group justify="space-between" wrap="nowrap">
            <Title order={2} size="h4" id={titleId}>
              Quarry assistant
            </Title>
            <Group gap={4} wrap="nowrap">
              <Tooltip label="Start over">
                <ActionIcon variant="subtle" aria-label="Start over" onClick={() => void chat.reset()}>
                  <IconRefresh size={18} />
                </ActionIcon>
              </Tooltip>
              <CloseButton aria-label="Close the assistant" onClick={() => setOpened(false)} />
            </Group>
          </Group>
          {bannerShown ? (
            <Alert
              color="teal"
              p="xs"
              withCloseButton
              closeButtonLabel="Dismiss the discount"
              onClose={() => setBannerShown(false)}
              role="status"
              data-testid="chatbot-discount"
            >
              <Text size="sm">
                10% off your first product order: use code <strong>{CHATBOT_PROMO_CODE}</strong> at checkout.
              </Text>
            </Alert>
          ) : null}
          <ChatThread chat={chat} topic={topic} onTopic={setTopic} inputRef={input} />
        </Paper>
      ) : null}
      <Affix position={{ bottom: 20, right: 20 }} zIndex={opened && isPhone ? 0 : 301}>
        <Tooltip label={opened ? 'Close the assistant' : 'Ask the assistant'} position="left">
          <ActionIcon
            ref={launcher}
            size={52}
            radius="xl"
            variant="filled"
            aria-label={opened ? 'Close the assistant' : 'Ask the assistant'}
            aria-expanded={opened}
            onClick={() => setOpened((o) => !o)}
            data-testid="chatbot-launcher"
          >
            {opened ? <IconX size={24} /> : <IconMessageChatbot size={26} />}
          </ActionIcon>
        </Tooltip>
      </Affix>
    </>
  );
}
