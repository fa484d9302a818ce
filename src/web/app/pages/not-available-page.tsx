import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DOMAIN_AREAS } from '../domains';
import { START_OF_SESSION_PATH } from '../layout/session-rules';
import { useRouteEntry } from '../layout/use-route-entry';

/** Every route whose page is not built yet: says so plainly, names its area, and leads back home. */
export default function NotAvailablePage() {
  const entry = useRouteEntry();
  const area = entry ? DOMAIN_AREAS[entry.domain] : 'This area';
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} maw={640} data-testid="not-available-page">
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
          <IconTools size={26} />
        </ThemeIcon>
        <Title order={1} fz={26}>
          {entry?.title ?? 'This page'} is not available yet
        </Title>
        <Text>
          This page is part of <strong>{area}</strong>, which is coming to Quarry soon. It isn't built yet, so
          there is nothing here to use today — we would rather tell you than show you a screen that pretends
          to work.
        </Text>
        <Button component={Link} to={START_OF_SESSION_PATH} variant="light">
          Back to Homebase
        </Button>
      </Stack>
    </Paper>
  );
}
