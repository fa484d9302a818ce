import {
  Alert,
  Anchor,
  Button,
  Chip,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconCalendarEvent, IconVideo } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { DEMO_KIND_COPY } from '../../../../shared/rules/demo-bookings';
import { RoleLock } from '../../../ui/can';
import { PageHeader } from '../../../ui/page-header';
import { EmptySection, PageError, PageLoader } from '../../../ui/page-states';
import { useBookDemo, useCancelDemo, useDemoBookings, useDemoSlots } from '../api/demo-bookings';

const dayKey = (iso: string) => new Date(iso).toLocaleDateString('en-CA');
const dayLabel = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' });
const timeLabel = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
const whenLabel = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });

/**
 * /book-a-demo: the post-subscription modal's "Book a demo with a specialist" and the cancellation survey's
 * "book a call". Times are weekdays 10:00–17:00 US Eastern, shown in the founder's own time zone.
 */
export default function BookDemoPage() {
  const slots = useDemoSlots();
  const bookings = useDemoBookings();
  const book = useBookDemo();
  const cancel = useCancelDemo();
  const [picked, setPicked] = useState<string | null>(null);
  const days = useMemo(() => {
    const byDay = new Map<string, { startsAt: string; available: boolean }[]>();
    for (const s of slots.data?.slots ?? [])
      byDay.set(dayKey(s.startsAt), [...(byDay.get(dayKey(s.startsAt)) ?? []), s]);
    return [...byDay.values()];
  }, [slots.data]);
  const [day, setDay] = useState<string | null>(null);

  if (slots.isPending || bookings.isPending) return <PageLoader label="Loading the specialists' calendar…" />;
  if (slots.isError || bookings.isError)
    return (
      <PageError
        error={slots.error ?? bookings.error}
        onRetry={() => {
          void slots.refetch();
          void bookings.refetch();
        }}
      />
    );
  const copy = DEMO_KIND_COPY[slots.data.kind];
  const upcoming = bookings.data.find((b) => !b.canceled && new Date(b.startsAt).getTime() > Date.now());
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const currentDay = day ?? (days[0] ? dayKey(days[0][0]!.startsAt) : null);

  return (
    <Stack gap="lg" maw={880}>
      <PageHeader title="Book a demo" description={copy.description} />
      {upcoming ? (
        <Paper withBorder p="lg" data-testid="demo-upcoming">
          <Stack gap="sm">
            <Group gap="xs">
              <IconCalendarEvent size={20} aria-hidden />
              <Title order={2} fz="lg">
                {copy.title}
              </Title>
            </Group>
            <Text>{whenLabel(upcoming.startsAt)} · 30 minutes. The link is in your email too.</Text>
            <Group>
              <Button
                component="a"
                href={upcoming.joinUrl}
                target="_blank"
                rel="noreferrer"
                leftSection={<IconVideo size={16} aria-hidden />}
              >
                Join the call
              </Button>
              <RoleLock cls="write">
                <Button
                  variant="default"
                  color="red"
                  loading={cancel.isPending}
                  onClick={() => cancel.mutate(upcoming.id)}
                >
                  Cancel this demo
                </Button>
              </RoleLock>
            </Group>
            {cancel.error ? (
              <Alert color="red" role="alert">
                {cancel.error.message}
              </Alert>
            ) : null}
          </Stack>
        </Paper>
      ) : (
        <Paper withBorder p="lg">
          <Stack gap="md">
            <Title order={2} fz="lg">
              {copy.title}
            </Title>
            <Text size="sm" c="dimmed">
              Times are shown in your time zone ({zone}).
            </Text>
            {days.length === 0 ? (
              <EmptySection title="No times in the next two weeks">
                Check back tomorrow for new times.
              </EmptySection>
            ) : (
              <Tabs
                value={currentDay}
                onChange={(v) => {
                  setDay(v);
                  setPicked(null);
                }}
                variant="pills"
              >
                <Tabs.List aria-label="Day">
                  {days.map((d) => (
                    <Tabs.Tab
                      key={dayKey(d[0]!.startsAt)}
                      value={dayKey(d[0]!.startsAt)}
                      disabled={!d.some((s) => s.available)}
                    >
                      {dayLabel(d[0]!.startsAt)}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
                {days.map((d) => (
                  <Tabs.Panel key={dayKey(d[0]!.startsAt)} value={dayKey(d[0]!.startsAt)} pt="md">
                    <Chip.Group
                      value={picked ?? ''}
                      onChange={(v) => setPicked(typeof v === 'string' ? v : null)}
                    >
                      <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs" role="radiogroup" aria-label="Time">
                        {d.map((s) => (
                          <Chip key={s.startsAt} value={s.startsAt} disabled={!s.available} variant="outline">
                            {timeLabel(s.startsAt)}
                          </Chip>
                        ))}
                      </SimpleGrid>
                    </Chip.Group>
                  </Tabs.Panel>
                ))}
              </Tabs>
            )}
            {book.error ? (
              <Alert color="red" role="alert">
                {book.error.message}
              </Alert>
            ) : null}
            <Group>
              <RoleLock cls="write">
                <Button
                  disabled={!picked}
                  loading={book.isPending}
                  onClick={() => picked && book.mutate(picked, { onSuccess: () => setPicked(null) })}
                >
                  {picked ? `Book ${dayLabel(picked)}, ${timeLabel(picked)}` : 'Choose a time'}
                </Button>
              </RoleLock>
              <Anchor component={Link} to="/education" size="sm">
                Prefer to read? Workshops and guides
              </Anchor>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
