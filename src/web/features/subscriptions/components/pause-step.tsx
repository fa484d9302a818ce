import { Alert, Button, Group, Radio, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { PauseBehavior } from '../../../../shared/contract/subscriptions';
import { usePausePlan } from '../api/subscription-actions';

const BEHAVIORS: { value: PauseBehavior; label: string; description: string }[] = [
  {
    value: 'void',
    label: 'Skip the paused months',
    description: 'Invoices of paused months are voided: nothing to pay',
  },
  {
    value: 'mark_uncollectible',
    label: 'Keep a record, never charge',
    description: 'Invoices are kept for your records and marked uncollectible',
  },
  {
    value: 'keep_as_draft',
    label: 'Pay later',
    description: 'Invoices wait as drafts; you can pay them after you resume',
  },
];

const RESUME_OPTIONS = [
  { value: '1', label: 'In 1 month' },
  { value: '2', label: 'In 2 months' },
  { value: '3', label: 'In 3 months' },
  { value: 'manual', label: 'When I resume it' },
];

/** Verify pause: how paused months are invoiced and when the plan comes back. */
export function PauseStep({ onDone, onBack }: { onDone: () => void; onBack: () => void }) {
  const [behavior, setBehavior] = useState<PauseBehavior>('void');
  const [resume, setResume] = useState('1');
  const pause = usePausePlan();
  const resumesAt = () => {
    if (resume === 'manual') return null;
    const d = new Date();
    d.setUTCMonth(d.getUTCMonth() + Number(resume));
    return d.toISOString();
  };
  return (
    <Stack gap="md" data-testid="verify-pause">
      <Text size="sm">
        While your plan is paused you are on the Free plan: paid areas close until it resumes, and your data
        stays.
      </Text>
      <Radio.Group
        label="What happens to the paused months' invoices"
        value={behavior}
        onChange={(v) => setBehavior(v as PauseBehavior)}
      >
        <Stack gap="xs" mt="xs">
          {BEHAVIORS.map((b) => (
            <Radio key={b.value} value={b.value} label={b.label} description={b.description} />
          ))}
        </Stack>
      </Radio.Group>
      <Select
        label="Resume"
        data={RESUME_OPTIONS}
        value={resume}
        onChange={(v) => setResume(v ?? '1')}
        allowDeselect={false}
      />
      {pause.isError ? (
        <Alert color="red" role="alert">
          {pause.error.message}
        </Alert>
      ) : null}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button
          loading={pause.isPending}
          onClick={() => pause.mutate({ behavior, resumesAt: resumesAt() }, { onSuccess: onDone })}
        >
          Pause plan
        </Button>
      </Group>
    </Stack>
  );
}
