import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** A page failed to load or crashed: usually a new version was deployed and an old chunk is gone. */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <Paper withBorder p="xl" maw={560} mx="auto" mt="xl" role="alert">
      <Stack gap="md" align="flex-start">
        <Title order={1} fz={24}>
          Something went wrong on this page
        </Title>
        <Text>Reloading usually fixes it. If it keeps happening, tell us what you were doing.</Text>
        {detail ? (
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        ) : null}
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Paper>
  );
}
