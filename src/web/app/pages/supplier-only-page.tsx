import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../ui/page-title';
import { START_OF_SESSION_PATH } from '../layout/session-rules';

/** A founder who opens a supplier portal page: not theirs, and the way back to their own app. */
export function SupplierOnlyPage() {
  usePageTitle('For suppliers only');
  return (
    <Paper
      withBorder
      p={{ base: 'lg', sm: 'xl' }}
      maw={560}
      mx="auto"
      mt="xl"
      data-testid="supplier-only-page"
    >
      <Stack gap="md" align="flex-start">
        <Title order={1} fz={26}>
          This page is for suppliers
        </Title>
        <Text>
          The supplier portal is where factories answer founders. Your account is a founder's account, so
          there is nothing for you here.
        </Text>
        <Button component={Link} to={START_OF_SESSION_PATH}>
          Go to Homebase
        </Button>
      </Stack>
    </Paper>
  );
}
