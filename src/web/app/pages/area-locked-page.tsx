import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { START_OF_SESSION_PATH } from '../layout/session-rules';
import type { PathAccess } from '../layout/side-menu';
import { useRouteEntry } from '../layout/use-route-entry';

const COPY = {
  'hidden-by-plan': {
    title: 'is not part of your plan',
    body: "Your store's plan doesn't include this area. Your account page shows your plan; our team can help you change it.",
  },
  'preview-blocked': {
    title: 'is not available to preview accounts',
    body: 'Preview accounts can look around Quarry, but this area needs a real store.',
  },
} as const;

/** A page the session may not open: the area is not in the plan, or the account is a preview. */
export function AreaLockedPage({ reason }: { reason: Exclude<PathAccess, 'allowed'> }) {
  const entry = useRouteEntry();
  const copy = COPY[reason];
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} maw={640} data-testid="area-locked-page">
      <Stack gap="md" align="flex-start">
        <Title order={1} fz={26}>
          {entry?.title ?? 'This page'} {copy.title}
        </Title>
        <Text>{copy.body}</Text>
        <Group>
          <Button component={Link} to={START_OF_SESSION_PATH}>
            Back to Homebase
          </Button>
          <Button component={Link} to="/account-info" variant="default">
            Account information
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
