import { ActionIcon, Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { MAX_PROPOSED_TIMES, MEETING_DURATIONS } from '../../../../shared/contract/messaging';
import { localInputToIso } from '../format';

export type MeetingProposal = { topic: string; durationMinutes: number; proposedTimes: string[] };

/** "Propose meeting": a topic, a length and one to five times (entered in local time, sent as ISO). */
export function MeetingRequestModal({
  opened,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  onClose: () => void;
  onSubmit: (proposal: MeetingProposal) => void;
}) {
  const [topic, setTopic] = useState('');
  const [duration, setDuration] = useState('30');
  const [times, setTimes] = useState<string[]>(['']);
  const [error, setError] = useState<string | null>(null);

  function reset() {
    setTopic('');
    setDuration('30');
    setTimes(['']);
    setError(null);
  }

  function submit() {
    if (!topic.trim()) return setError('Enter a topic for the meeting.');
    const isos = times.map(localInputToIso);
    if (isos.some((t) => t === null)) return setError('Pick a date and time for every proposed slot.');
    const proposed = [...new Set(isos as string[])];
    if (proposed.some((t) => Date.parse(t) <= Date.now()))
      return setError('Proposed times must be in the future.');
    onSubmit({ topic: topic.trim(), durationMinutes: Number(duration), proposedTimes: proposed });
    reset();
    onClose();
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Propose a meeting">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Topic"
            value={topic}
            maxLength={200}
            onChange={(e) => setTopic(e.currentTarget.value)}
            required
            data-autofocus
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="meeting-duration-label">
              Duration (minutes)
            </Text>
            <SegmentedControl
              aria-labelledby="meeting-duration-label"
              value={duration}
              onChange={setDuration}
              data={MEETING_DURATIONS.map((d) => ({ value: String(d), label: `${d} min` }))}
            />
          </Stack>
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              Proposed times (your local time)
            </Text>
            {times.map((value, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the slots are positional
              <Group key={i} gap="xs" wrap="nowrap" align="flex-end">
                <TextInput
                  type="datetime-local"
                  aria-label={`Proposed time ${i + 1}`}
                  value={value}
                  onChange={(e) => {
                    const next = e.currentTarget.value;
                    setTimes((all) => all.map((t, j) => (j === i ? next : t)));
                  }}
                  style={{ flex: 1 }}
                  required
                />
                {times.length > 1 ? (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Remove proposed time ${i + 1}`}
                    onClick={() => setTimes((all) => all.filter((_, j) => j !== i))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                ) : null}
              </Group>
            ))}
            {times.length < MAX_PROPOSED_TIMES ? (
              <Group>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconPlus size={14} />}
                  onClick={() => setTimes((all) => [...all, ''])}
                >
                  Add another time
                </Button>
              </Group>
            ) : null}
          </Stack>
          {error ? (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">Send proposal</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
