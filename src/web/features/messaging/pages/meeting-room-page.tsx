import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { PageLoader } from '../../../ui/page-states';
import { usePageTitle } from '../../../ui/page-title';
import { useLatestSearchParams } from '../../../ui/use-search-params';
import { useMeetingRoom } from '../api/get-meeting-room';

/** An .ics file for the meeting, so it lands in the participant's calendar. */
function calendarFile(
  room: { meetingId: string; topic: string; startTime: string; durationMinutes: number },
  url: string,
) {
  const stamp = (d: Date) =>
    d
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
  const start = new Date(room.startTime);
  const end = new Date(start.getTime() + room.durationMinutes * 60_000);
  const icsText = (s: string) => s.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Quarry//Meetings//EN',
    'BEGIN:VEVENT',
    `UID:${room.meetingId}@quarry`,
    `DTSTAMP:${stamp(new Date())}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(end)}`,
    `SUMMARY:${icsText(room.topic)}`,
    `URL:${url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(lines.join('\r\n'))}`;
}

/** /meetings/:meetingId?pwd=…[&m=…]: the meeting a Quarry link opens, for whoever holds the link. */
export default function MeetingRoomPage() {
  const meetingId = useParams().meetingId ?? '';
  const [params] = useLatestSearchParams();
  const room = useMeetingRoom(meetingId, params.get('pwd') ?? '', params.get('m') ?? undefined);
  usePageTitle(room.data?.topic ?? 'Meeting');
  const when = useMemo(() => {
    if (!room.data) return null;
    const start = new Date(room.data.startTime);
    return {
      start,
      label: start.toLocaleString(undefined, { dateStyle: 'full', timeStyle: 'short' }),
    };
  }, [room.data]);
  if (room.isPending && room.fetchStatus !== 'idle') return <PageLoader label="Loading meeting…" />;
  if (!room.data) {
    return (
      <Alert
        color="red"
        variant="light"
        title="This meeting link does not work"
        maw={560}
        mx="auto"
        mt="xl"
        role="alert"
      >
        The link is incomplete or the meeting does not exist. Ask the person who sent it for a new one.
      </Alert>
    );
  }
  const status =
    when && Date.now() < when.start.getTime()
      ? 'Upcoming'
      : when && Date.now() < when.start.getTime() + room.data.durationMinutes * 60_000
        ? 'In progress'
        : 'Ended';
  return (
    <Paper withBorder p="xl" maw={560} mx="auto" mt="xl" data-testid="meeting-room">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} fz={24}>
            {room.data.topic}
          </Title>
          <Badge variant="light">{status}</Badge>
        </Group>
        <Text>{when?.label}</Text>
        <Text c="dimmed">
          {room.data.durationMinutes} minutes · {room.data.participants.join(' and ')}
        </Text>
        <Text size="sm">
          Quarry's meeting room: keep this page open at the meeting time; both participants use the same link.
        </Text>
        <Group>
          <Button
            component="a"
            href={calendarFile(room.data, window.location.href)}
            download={`${room.data.topic}.ics`}
          >
            Add to calendar
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
