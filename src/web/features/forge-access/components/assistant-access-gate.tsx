import { Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { getSessionQueryOptions } from '../../../api/session-query';
import { PageError, PageLoader } from '../../../ui/page-states';
import { AccessCodeModal } from './access-code-modal';

/**
 * Wraps the AI assistants' pages (/ai-agents, /llm/*): with the store's forge access they show; without it,
 * what the assistants do and the access-code modal, which comes back to this page once a code is accepted.
 */
export function AssistantAccessGate({
  children,
  completeTarget,
}: {
  children: ReactNode;
  completeTarget?: string;
}) {
  const session = useQuery(getSessionQueryOptions());
  const location = useLocation();
  const [opened, setOpened] = useState(false);
  if (session.isPending) return <PageLoader />;
  if (session.isError) return <PageError error={session.error} onRetry={() => session.refetch()} />;
  if (session.data.assistantAccess) return <>{children}</>;
  const here = `${location.pathname}${location.search}`;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={720} data-testid="assistant-access-gate">
      <Stack gap="md" align="flex-start">
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          AI assistants are invite-only for now
        </Title>
        <Text>
          The assistants work beside you on each part of the business, grounded in Quarry's catalog and your
          store's own data:
        </Text>
        <List spacing={4} size="sm">
          <List.Item>Sourcing: suppliers and products matched to your idea, with MOQs and prices.</List.Item>
          <List.Item>Product design: concepts and specs a factory can quote on.</List.Item>
          <List.Item>
            Fulfillment, storefront, marketing and analytics: answers from your own numbers.
          </List.Item>
        </List>
        <Text size="sm" c="dimmed">
          Enter your forge access code to open them, or join the waitlist.
        </Text>
        <Button onClick={() => setOpened(true)}>Enter access code</Button>
      </Stack>
      <AccessCodeModal
        opened={opened}
        onClose={() => setOpened(false)}
        route={{ origin: here, target: here, completeTarget }}
      />
    </Paper>
  );
}
