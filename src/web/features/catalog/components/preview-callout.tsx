import { Button, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { isStoreRole } from '../../../../shared/contract/http';
import { useSessionToken, useSessionUser } from '../../../api/use-session-token';
import { loginPathFor } from '../../../app/layout/session-rules';

/**
 * The top of a public preview page: a visitor is invited to sign in and comes back to the full page;
 * a signed-in founder goes straight to it.
 */
export function PreviewCallout({ fullPath, what }: { fullPath: string; what: 'product' | 'supplier' }) {
  const token = useSessionToken();
  const user = useSessionUser();
  const signedIn = Boolean(token && user && isStoreRole(user.role));
  return (
    <Paper withBorder p="md" bg="var(--mantine-color-blue-light)" data-testid="preview-callout">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {signedIn
            ? `You're looking at the public preview of this ${what}.`
            : `Sign in to Quarry to message this supplier, order samples and save ${what}s you like.`}
        </Text>
        <Group gap="xs">
          {signedIn ? null : (
            <Button component={Link} to={`${loginPathFor(fullPath)}&tab=sign-up`} size="sm" variant="default">
              Create a free account
            </Button>
          )}
          <Button component={Link} to={signedIn ? fullPath : loginPathFor(fullPath)} size="sm">
            {signedIn ? 'Open in Quarry' : 'Sign in to continue'}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
