import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { isValidEmail } from '../../../../shared/rules/email';
import { useJoinWaitlist } from '../api/get-public-brand-kit';

/** The published waitlist site's form: a visitor leaves an email to hear when the brand launches. */
export function WaitlistForm({ kitId, brandName }: { kitId: number; brandName: string }) {
  const join = useJoinWaitlist(kitId);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (join.isSuccess)
    return (
      <Alert color="green" variant="light" role="status" title="You're on the list">
        We'll let you know when {brandName} launches.
      </Alert>
    );
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const value = email.trim();
        if (!isValidEmail(value)) {
          setError('Enter a valid email address');
          return;
        }
        setError(null);
        join.mutate(value);
      }}
    >
      <Stack gap="xs">
        <Text fw={600}>Join the {brandName} waitlist</Text>
        <Group align="flex-start" gap="xs">
          <TextInput
            aria-label="Email address"
            placeholder="you@example.com"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={error}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Button type="submit" loading={join.isPending}>
            Join the waitlist
          </Button>
        </Group>
        {join.error ? (
          <Text size="sm" c="red" role="alert">
            {join.error.message}
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}
