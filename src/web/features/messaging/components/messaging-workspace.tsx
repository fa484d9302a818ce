import { Badge, Box, Center, Group, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessages } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { INBOX_GROUPS, type InboxGroup } from '../../../../shared/contract/messaging';
import { PageError, PageLoader } from '../../../ui/page-states';
import { useLatestSearchParams } from '../../../ui/use-search-params';
import type { CardDraft } from '../api/get-card-preview';
import { useOpenConversation } from '../api/open-conversation';
import { idParam } from '../paths';
import { useRealtime, useRealtimeEvents } from '../realtime/realtime-provider';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';

export type MessagingSide = 'STORE' | 'SUPPLIER';

/** The card waiting in the composer, one at a time: the param each kind travels in. */
const CARD_PARAMS = {
  project: 'projectRequestId',
  item: 'catalogItemId',
  supplier: 'supplierProfileId',
} as const;

const parseGroup = (value: string | null): InboxGroup =>
  (INBOX_GROUPS as readonly string[]).includes(value ?? '') ? (value as InboxGroup) : 'PERSONAL';

/** "Reconnecting…" while the live connection is down (messages still send over HTTP). */
function ConnectionIndicator() {
  const { status } = useRealtime();
  if (status !== 'reconnecting') return null;
  return (
    <Badge variant="light" color="yellow" size="sm" role="status">
      Reconnecting…
    </Badge>
  );
}

/**
 * The inbox: conversations on the left, the open one on the right (one pane at a time on small screens).
 * State lives in the URL under `basePath`: ?conversation, ?group, ?q; the founder side also takes
 * ?supplierId (opens or creates the conversation) with ?projectRequestId, ?catalogItemId or
 * ?supplierProfileId to attach (the composer's "Share" sets the last two); the supplier side takes
 * ?storeId (opens the conversation with a store, e.g. from "Message founder" on a request).
 * The supplier portal mounts the same workspace with side SUPPLIER.
 */
export function MessagingWorkspace({ basePath, side }: { basePath: string; side: MessagingSide }) {
  const [params, setParams] = useLatestSearchParams();
  const isOnePane = useMediaQuery('(max-width: 62em)') ?? false;
  const conversationId = idParam(params.get('conversation'));
  // The other side to open a conversation with: a supplier for founders, a store for suppliers.
  const withParam = side === 'STORE' ? 'supplierId' : 'storeId';
  const withId = idParam(params.get(withParam));
  const group = parseGroup(params.get('group'));
  const q = params.get('q') ?? '';
  const draftCard: CardDraft | null =
    side === 'STORE'
      ? (Object.entries(CARD_PARAMS)
          .map(([kind, param]) => ({ kind: kind as CardDraft['kind'], id: idParam(params.get(param)) }))
          .find((d): d is CardDraft => d.id !== null) ?? null)
      : null;

  // The workspace keeps the live connection open while it is on screen.
  useRealtimeEvents(() => {});

  const update = useCallback(
    (change: (next: URLSearchParams) => void, replace = false) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace, preventScrollReset: true },
      );
    },
    [setParams],
  );

  // ?supplierId=… (or ?storeId=…): open (or create) the conversation, then show it under its own id.
  const open = useOpenConversation();
  const openMutate = open.mutate;
  const openWith = useCallback(
    (id: number) =>
      openMutate(side === 'STORE' ? { supplierId: id } : { storeId: id }, {
        onSuccess: (c) =>
          update((next) => {
            next.delete(withParam);
            next.set('conversation', String(c.id));
          }, true),
      }),
    [openMutate, update, side, withParam],
  );
  const opened = useRef<number | null>(null);
  useEffect(() => {
    if (withId === null || opened.current === withId) return;
    opened.current = withId;
    openWith(withId);
  }, [withId, openWith]);

  const hrefFor = (id: number) => {
    const next = new URLSearchParams();
    if (group !== 'PERSONAL') next.set('group', group);
    if (q) next.set('q', q);
    next.set('conversation', String(id));
    return `${basePath}?${next.toString()}`;
  };

  const list = (
    <ConversationList
      group={group}
      q={q}
      side={side}
      selectedId={conversationId}
      hrefFor={hrefFor}
      onGroupChange={(g) =>
        update((next) => {
          if (g === 'PERSONAL') next.delete('group');
          else next.set('group', g);
        }, true)
      }
      onSearch={(value) =>
        update((next) => {
          if (value) next.set('q', value);
          else next.delete('q');
        }, true)
      }
    />
  );

  let main: ReactNode;
  if (withId !== null) {
    main = open.isError ? (
      <Box p="md">
        <PageError
          title="We couldn't open this conversation"
          error={open.error}
          onRetry={() => openWith(withId)}
        />
      </Box>
    ) : (
      <PageLoader label="Opening the conversation…" />
    );
  } else if (conversationId !== null) {
    main = (
      <ConversationView
        key={conversationId}
        conversationId={conversationId}
        side={side}
        draftCard={draftCard}
        onDraftCardDone={() =>
          update((next) => {
            for (const p of Object.values(CARD_PARAMS)) next.delete(p);
          }, true)
        }
        onShareCard={
          side === 'STORE'
            ? (draft) =>
                update((next) => {
                  for (const p of Object.values(CARD_PARAMS)) next.delete(p);
                  next.set(CARD_PARAMS[draft.kind], String(draft.id));
                }, true)
            : undefined
        }
        onBack={isOnePane ? () => update((next) => next.delete('conversation')) : undefined}
      />
    );
  } else {
    main = (
      <Center h="100%" p="xl">
        <Stack align="center" gap="xs">
          <IconMessages size={40} color="var(--mantine-color-dimmed)" aria-hidden />
          <Text c="dimmed" size="sm">
            Choose a conversation to read it.
          </Text>
        </Stack>
      </Center>
    );
  }

  const showList = !isOnePane || (conversationId === null && withId === null);
  const showMain = !isOnePane || !showList;

  return (
    <Stack gap="xs">
      <Group justify="flex-end" mih={22}>
        <ConnectionIndicator />
      </Group>
      <Paper
        withBorder
        radius="md"
        h="calc(100dvh - 240px)"
        mih={480}
        style={{ display: 'flex', overflow: 'hidden' }}
        data-testid="messaging-workspace"
      >
        {showList ? (
          <Box
            w={isOnePane ? '100%' : 340}
            style={{
              flexShrink: 0,
              borderRight: isOnePane ? undefined : '1px solid var(--mantine-color-default-border)',
              minHeight: 0,
            }}
          >
            {list}
          </Box>
        ) : null}
        {showMain ? (
          <Box style={{ flex: 1, minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
            {main}
          </Box>
        ) : null}
      </Paper>
    </Stack>
  );
}
