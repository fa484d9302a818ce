import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { CreateTeamInviteBody } from '../../../../shared/contract/team';
import {
  INVITABLE_ROLES,
  type InvitableRole,
  STORE_ROLE_HINTS,
  STORE_ROLE_LABELS,
} from '../../../../shared/rules/team-roles';
import { useCreateInvite } from '../api/team-queries';

export const ROLE_OPTIONS = INVITABLE_ROLES.map((r) => ({ value: r, label: STORE_ROLE_LABELS[r] }));

/** Invite a teammate by email with a role; the link goes out by email. */
export function InviteDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateInvite();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<{ email: string; role: InvitableRole }>({
    initialValues: { email: '', role: 'VIEWER' },
    validate: {
      email: (v) => {
        const r = CreateTeamInviteBody.shape.email.safeParse(v);
        return r.success ? null : (r.error.issues[0]?.message ?? 'Enter a valid email address');
      },
    },
  });

  function close() {
    form.reset();
    setError(null);
    onClose();
  }

  function submit(values: { email: string; role: InvitableRole }) {
    setError(null);
    create.mutate(values, {
      onSuccess: (invite) => {
        notifications.show({ color: 'green', message: `Invite sent to ${invite.email}.` });
        close();
      },
      onError: (e) => setError(e instanceof Error ? e.message : 'The invite was not sent'),
    });
  }

  return (
    <Modal opened={opened} onClose={close} title="Invite a teammate" centered>
      <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Invite a teammate">
        <Stack gap="sm">
          {error ? (
            <Alert color="red" variant="light" role="alert" title="Invite not sent">
              {error}
            </Alert>
          ) : null}
          <TextInput
            label="Email"
            type="email"
            placeholder="teammate@example.com"
            required
            data-autofocus
            {...form.getInputProps('email')}
          />
          <Select
            label="Role"
            data={ROLE_OPTIONS}
            allowDeselect={false}
            description={STORE_ROLE_HINTS[form.values.role]}
            {...form.getInputProps('role')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Send invite
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
