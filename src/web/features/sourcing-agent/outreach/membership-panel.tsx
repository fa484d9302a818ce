import { Alert, Button, Loader, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useSessionUser } from '../../../api/use-session-token';
import { errorText, useJoinMembers, useMembersCount } from './api';

/** The agent's membership list: join it (again updates the email and note) and how many stores are on it. */
export function MembershipPanel() {
  const user = useSessionUser();
  const [email, setEmail] = useState(user?.email ?? '');
  const [note, setNote] = useState('');
  const count = useMembersCount();
  const join = useJoinMembers();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    join.mutate({
      ...(email.trim() ? { email: email.trim() } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    });
  };
  return (
    <Stack gap="sm">
      <Text size="sm" role="status" aria-live="polite">
        {count.isPending ? (
          <Loader size="xs" aria-label="Loading the member count" />
        ) : count.isError ? (
          'The member count could not be loaded.'
        ) : count.data.count === 1 ? (
          '1 store on the list'
        ) : (
          `${count.data.count} stores on the list`
        )}
      </Text>
      <form onSubmit={submit} aria-label="Join the agent's membership">
        <Stack gap="xs">
          <TextInput
            label="Email to reach you"
            description="Your account email when left empty."
            type="email"
            value={email}
            maxLength={254}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <Textarea
            label="Note (optional)"
            description="What you would like the agent to do for you."
            autosize
            minRows={2}
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          <div>
            <Button type="submit" loading={join.isPending}>
              Join the membership
            </Button>
          </div>
          {join.isError ? (
            <Alert color="red" role="alert" title="You were not added">
              {errorText(join.error)}
            </Alert>
          ) : null}
          {join.isSuccess ? (
            <Alert color="teal" role="status">
              You are on the list as {join.data.email}.
            </Alert>
          ) : null}
        </Stack>
      </form>
    </Stack>
  );
}
