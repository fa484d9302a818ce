import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../ui/page-title';
import { START_OF_SESSION_PATH } from '../layout/session-rules';

/** Anyone but warehouse staff who opens a warehouse console page: not theirs, and the way back. */
export function WarehouseOnlyPage() {
  usePageTitle('For warehouse staff only');
  return (
    <Paper
      withBorder
      p={{ base: 'lg', sm: 'xl' }}
      maw={560}
      mx="auto"
      mt="xl"
      data-testid="warehouse-only-page"
    >
      <Stack gap="md" align="flex-start">
        <Title order={1} fz={26}>
          This page is for the warehouse staff
        </Title>
        <Text>
          The warehouse console is where the Quarry warehouse receives and ships. Your receivings and stock
          are under Fulfillment in your own app.
        </Text>
        <Button component={Link} to={START_OF_SESSION_PATH}>
          Go to Homebase
        </Button>
      </Stack>
    </Paper>
  );
}
