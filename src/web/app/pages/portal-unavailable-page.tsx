import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { SessionUser } from '../../../shared/contract/auth';
import { clearLocalData } from '../../api/session';
import { usePageTitle } from '../../ui/page-title';

/**
 * An account of a role with no app of its own (founders, suppliers, warehouse staff and Quarry staff all have
 * one): it signs in fine, and is told there is nothing for it here.
 */
export function PortalUnavailablePage({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const portal = 'portal for your account';
  usePageTitle('Portal not available yet');
  function signOut() {
    clearLocalData();
    navigate('/login', { replace: true });
  }
  return (
    <Paper
      withBorder
      p={{ base: 'lg', sm: 'xl' }}
      maw={560}
      mx="auto"
      mt="xl"
      data-testid="portal-unavailable-page"
    >
      <Stack gap="md" align="flex-start">
        <Title order={1} fz={26}>
          The {portal} is not available yet
        </Title>
        <Text>
          You are signed in as <strong>{user.email}</strong>. Quarry's app for founders is live; the {portal}{' '}
          is still being built, so there is nothing for this account to do here yet.
        </Text>
        <Button onClick={signOut} variant="default">
          Sign out
        </Button>
      </Stack>
    </Paper>
  );
}
