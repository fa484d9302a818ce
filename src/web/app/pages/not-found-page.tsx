import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { START_OF_SESSION_PATH } from '../layout/session-rules';

/** /404 and every path no route knows. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} maw={640} data-testid="not-found-page">
      <Stack gap="md" align="flex-start">
        <Text fw={800} fz={40} c="violet.6" aria-hidden>
          404
        </Text>
        <Title order={1} fz={26}>
          Page not found
        </Title>
        <Text>
          {pathname === '/404' ? 'The page you were looking for' : <code>{pathname}</code>} doesn't exist in
          Quarry. Check the address, or start again from Homebase.
        </Text>
        <Button component={Link} to={START_OF_SESSION_PATH}>
          Go to Homebase
        </Button>
      </Stack>
    </Paper>
  );
}
