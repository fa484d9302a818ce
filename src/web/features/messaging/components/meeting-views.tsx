import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import type { Meeting, Message } from '../../../../shared/contract/messaging';
import { useCan } from '../../../api/use-can';
import { useAcceptMeeting } from '../api/accept-meeting';
import { useDeclineMeeting } from '../api/decline-meeting';
import { formatLocalDateTime } from '../format';
import { safeUrl } from '../safe-url';

const STATUS = {
  PENDING: { label: 'Waiting for an answer', color: 'yellow' },
  ACCEPTED: { label: 'Accepted', color: 'green' },
  DECLINED: { label: 'Declined', color: 'gray' },
} as const;

/**
 * A ZOOM_MEETING_REQUEST: the proposed times in the viewer's local time. The side that did not propose
 * picks one (Accept) or declines; the proposer sees the status.
 */
export function MeetingRequestView({
  message,
  conversationId,
  canAnswer,
}: {
  message: Message;
  conversationId: number;
  canAnswer: boolean;
}) {
  const accept = useAcceptMeeting();
  // Answering is a `write` (decision 042): other roles see the proposal and its status.
  const canWrite = useCan('write');
  const decline = useDeclineMeeting();
  const request = message.meetingRequest;
  if (!request) return null;
  const status = STATUS[request.status];
  const isOpen = request.status === 'PENDING' && canAnswer && canWrite;
  const busy = accept.isPending || decline.isPending;
  const error = accept.error ?? decline.error;
  return (
    <Paper
      withBorder
      p="sm"
      radius="sm"
      bg="var(--mantine-color-body)"
      maw={420}
      data-testid="meeting-request"
    >
      <Stack gap="xs">
        <Group gap="xs" justify="space-between">
          <Group gap={6}>
            <IconVideo size={16} aria-hidden />
            <Text size="sm" fw={600}>
              {request.topic}
            </Text>
          </Group>
          <Badge size="sm" variant="light" color={status.color}>
            {status.label}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          Video meeting · {request.durationMinutes} minutes
        </Text>
        {request.status === 'ACCEPTED' && request.acceptedTime ? (
          <Text size="sm">Meeting at {formatLocalDateTime(request.acceptedTime)}</Text>
        ) : (
          <Stack gap={6} role="list" aria-label="Proposed times">
            {request.proposedTimes.map((time) => (
              <Group key={time} gap="xs" justify="space-between" role="listitem" wrap="nowrap">
                <Text size="sm">{formatLocalDateTime(time)}</Text>
                {isOpen ? (
                  <Button
                    size="compact-sm"
                    variant="light"
                    disabled={busy}
                    loading={accept.isPending && accept.variables?.startTime === time}
                    aria-label={`Accept ${formatLocalDateTime(time)}`}
                    onClick={() =>
                      accept.mutate({ id: conversationId, index: message.index, startTime: time })
                    }
                  >
                    Accept
                  </Button>
                ) : null}
              </Group>
            ))}
          </Stack>
        )}
        {isOpen ? (
          <Group>
            <Button
              size="compact-sm"
              variant="subtle"
              color="gray"
              disabled={busy}
              loading={decline.isPending}
              onClick={() => decline.mutate({ id: conversationId, index: message.index })}
            >
              Decline
            </Button>
          </Group>
        ) : null}
        {error ? (
          <Text size="xs" c="red" role="alert">
            {error.message}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** A ZOOM_MEETING: when, how long, and the link to join. */
export function MeetingView({ meeting }: { meeting: Meeting }) {
  const join = safeUrl(meeting.joinUrl);
  return (
    <Paper withBorder p="sm" radius="sm" bg="var(--mantine-color-body)" maw={420} data-testid="meeting">
      <Stack gap={4}>
        <Group gap={6}>
          <IconVideo size={16} aria-hidden />
          <Text size="sm" fw={600}>
            {meeting.topic}
          </Text>
        </Group>
        <Text size="sm">
          {formatLocalDateTime(meeting.startTime)} · {meeting.durationMinutes} minutes
        </Text>
        {meeting.password ? (
          <Text size="xs" c="dimmed">
            Passcode: {meeting.password}
          </Text>
        ) : null}
        {join ? (
          <Group>
            <Button component="a" href={join} target="_blank" rel="noopener noreferrer" size="compact-sm">
              Join meeting
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
