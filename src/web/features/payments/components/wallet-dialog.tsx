import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The embedded wallet's approval window: the payer signs in with an email and approves the amount. */
export function WalletDialog({
  opened,
  amount,
  busy,
  error,
  onApprove,
  onCancel,
}: {
  opened: boolean;
  amount: string;
  busy: boolean;
  error: string | null;
  onApprove: (email: string) => void;
  onCancel: () => void;
}) {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!EMAIL.test(email.trim())) {
      setEmailError('Enter the email of your wallet account');
      return;
    }
    setEmailError(null);
    onApprove(email.trim());
  }
  return (
    <Modal opened={opened} onClose={busy ? () => {} : onCancel} title="Pay with your wallet" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            Approve a payment of{' '}
            <Text span fw={700}>
              {amount}
            </Text>{' '}
            to Quarry.
          </Text>
          <TextInput
            label="Wallet email"
            type="email"
            autoComplete="email"
            data-autofocus
            value={email}
            error={emailError}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Approve
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
