import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';

/**
 * The bank's 3-D Secure check, as the embedded processor shows it: the payer completes (or fails) it, and the
 * payment is then confirmed. Only the two answers close it, so a payment is never left half-confirmed silently.
 */
export function ThreeDSecureModal({
  opened,
  amount,
  busy,
  error,
  onAnswer,
}: {
  opened: boolean;
  amount: string;
  busy: 'complete' | 'fail' | null;
  error: string | null;
  onAnswer: (outcome: 'complete' | 'fail') => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title="Confirm your payment"
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          Your bank asks you to confirm this payment of{' '}
          <Text span fw={700} data-testid="challenge-amount">
            {amount}
          </Text>
          .
        </Text>
        <Text size="xs" c="dimmed">
          Test mode: choose how the bank's check ends.
        </Text>
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button
            variant="default"
            color="red"
            loading={busy === 'fail'}
            disabled={busy !== null}
            onClick={() => onAnswer('fail')}
          >
            Fail authentication
          </Button>
          <Button loading={busy === 'complete'} disabled={busy !== null} onClick={() => onAnswer('complete')}>
            Complete authentication
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
