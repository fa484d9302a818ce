import { Anchor, Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { loginPathFor } from './session-rules';

/**
 * The header of a public page for a visitor (no session): the Quarry wordmark home, and ways in — sign in
 * or create an account — that come back to the page the visitor was reading.
 */
export function VisitorHeader() {
  const { pathname, search } = useLocation();
  const signIn = loginPathFor(`${pathname}${search}`);
  return (
    <Group
      component="header"
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      px={{ base: 'md', sm: 'xl' }}
      py="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      data-testid="visitor-header"
    >
      <Anchor component={Link} to="/" fw={800} fz="lg" underline="never" c="violet.7">
        Quarry
      </Anchor>
      <Group gap="xs" wrap="nowrap">
        <Button component={Link} to={signIn} variant="default" size="sm">
          Sign in
        </Button>
        <Button component={Link} to={`${signIn}&tab=sign-up`} size="sm">
          Sign up free
        </Button>
      </Group>
    </Group>
  );
}
