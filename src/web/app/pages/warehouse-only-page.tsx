import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../ui/page-title';

/**
 * A founder or a supplier who opens the warehouse console: it is not theirs (the console's calls answer them
 * 403 too), and the way back to their own app.
 */
export function WarehouseOnlyPage({ home }: { home: { to: string; label: string } }) {
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
        <Text fw={800} fz={40} c="violet.6" aria-hidden>
          403
        </Text>
        <Title order={1} fz={26}>
          This page is for warehouse staff
        </Title>
        <Text>
          The warehouse console is where Quarry's partner warehouse receives stock and ships orders. Your
          account doesn't have access to it, so there is nothing for you here.
        </Text>
        <Button component={Link} to={home.to}>
          {home.label}
        </Button>
      </Stack>
    </Paper>
  );
}
