import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { CopilotToolCall, CopilotToolStatus } from '../../../../shared/contract/copilot';
import { ApiError } from '../../../api/api-error';
import { useConfirmToolCall, useDeclineToolCall } from '../api/tool-call-actions';

const STATUS: Record<CopilotToolStatus, { label: string; color: string }> = {
  PROPOSED: { label: 'Waiting for you', color: 'blue' },
  RUNNING: { label: 'Running…', color: 'blue' },
  DONE: { label: 'Done', color: 'green' },
  DECLINED: { label: 'Cancelled', color: 'gray' },
  FAILED: { label: 'Failed', color: 'red' },
  INVALID: { label: 'Could not run', color: 'red' },
};

const errorText = (err: unknown) =>
  err instanceof ApiError ? (err.serverMessage ?? err.message) : 'Something went wrong. Please try again.';

/** A proposed action: what it will do, Confirm / Cancel while it waits, then how it went. */
export function ToolCallCard({ call }: { call: CopilotToolCall }) {
  const confirm = useConfirmToolCall();
  const decline = useDeclineToolCall();
  const status = STATUS[call.status];
  const waiting = call.status === 'PROPOSED' && call.needsConfirmation;
  const busy = confirm.isPending || decline.isPending;
  const failure = confirm.error ?? decline.error;
  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      data-testid="tool-call-card"
      aria-label={`Action: ${call.summary}`}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {call.summary}
          </Text>
          <Badge color={status.color} variant="light" style={{ flexShrink: 0 }}>
            {status.label}
          </Badge>
        </Group>
        {call.error ? (
          <Text size="sm" c="red" role="alert">
            {call.error}
          </Text>
        ) : null}
        {failure ? (
          <Alert color="red" variant="light" role="alert" p="xs">
            {errorText(failure)}
          </Alert>
        ) : null}
        {waiting ? (
          <Group gap="xs">
            <Button
              size="xs"
              loading={confirm.isPending}
              disabled={busy}
              onClick={() => confirm.mutate(call.id)}
            >
              Confirm
            </Button>
            <Button
              size="xs"
              variant="default"
              loading={decline.isPending}
              disabled={busy}
              onClick={() => decline.mutate(call.id)}
            >
              Cancel
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
