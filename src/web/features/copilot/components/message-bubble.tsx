import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CopilotMessage } from '../../../../shared/contract/copilot';
import { ToolCallCard } from './tool-call-card';

/**
 * One turn: the founder's words on the right, the co-pilot's reply with its links and actions on the left.
 * `streaming`: a reply still being written (busy for screen readers until the stored one replaces it).
 */
export function MessageBubble({
  message,
  streaming = false,
}: {
  message: CopilotMessage;
  streaming?: boolean;
}) {
  const mine = message.role === 'USER';
  return (
    <Stack
      gap={6}
      maw={{ base: '100%', sm: '80%' }}
      style={{ alignSelf: mine ? 'flex-end' : 'flex-start', minWidth: 0 }}
      data-testid={streaming ? 'copilot-streaming' : mine ? 'user-message' : 'assistant-message'}
      aria-busy={streaming || undefined}
    >
      <Paper
        p="sm"
        radius="md"
        bg={mine ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-default-hover)'}
      >
        <Text size="xs" c="dimmed" mb={2}>
          {mine ? 'You' : 'Co-pilot'}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.text}
        </Text>
        {message.links.length ? (
          <Stack gap={2} mt={6} component="ul" p={0} style={{ listStyle: 'none', margin: 0 }}>
            {message.links.map((l) => (
              <li key={l.href}>
                <Anchor component={Link} to={l.href} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {l.label}
                </Anchor>
              </li>
            ))}
          </Stack>
        ) : null}
      </Paper>
      {message.toolCalls.map((call) => (
        <ToolCallCard key={call.id} call={call} />
      ))}
    </Stack>
  );
}
