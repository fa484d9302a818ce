import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { TeamMember } from '../../../../shared/contract/team';
import { ApiError } from '../../../api/api-error';
import { clearLocalData } from '../../../api/session';
import { transferOwnership } from '../api/team-queries';

/**
 * The owner makes a member the store's owner, confirmed with their password (Shopify's "Transfer ownership").
 * Both accounts sign in again afterwards, so the owner is taken to the sign-in page with a note.
 */
export function TransferOwnershipDialog({
  member,
  onClose,
}: {
  member: TeamMember | null;
  onClose: () => void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const close = () => {
    setPassword('');
    setError(null);
    onClose();
  };
  const submit = async () => {
    if (!member) return;
    if (!password) return setError('Enter your password');
    setPending(true);
    try {
      await transferOwnership(member.userId, password);
      // A full load: the session guard's own redirect (to a bare /login) must not win over this one.
      clearLocalData();
      window.location.assign(`/login?transferred=${encodeURIComponent(member.email)}`);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'That did not work. Please try again.');
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal
      opened={member !== null}
      onClose={close}
      title="Transfer store ownership"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack>
        <Text size="sm">
          <strong>{member?.email}</strong> becomes the owner of this store: the plan, billing, payouts and the
          team are theirs to manage. You stay on the team as an admin. Both of you will sign in again.
        </Text>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Stack>
            <PasswordInput
              label="Your password"
              description="Confirm it's you"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={error ?? undefined}
              data-autofocus
            />
            <Alert color="yellow" variant="light">
              Only the new owner can give ownership back.
            </Alert>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" color="red.9" loading={pending}>
                Transfer ownership
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Modal>
  );
}
