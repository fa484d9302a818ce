import { Button, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../../ui/page-header';
import { InboxTabs } from './inbox-tabs';

/** /inbox/needs-payment: supplier invoices to pay; filled once invoices are built. */
export default function InboxNeedsPaymentPage() {
  return (
    <>
      <InboxTabs />
      <PageHeader title="Invoices" />
      <Paper withBorder p="lg" maw={640} data-testid="inbox-invoices-empty">
        <Stack gap="sm" align="flex-start">
          <Text fw={500}>No invoices to pay</Text>
          <Text size="sm" c="dimmed">
            Invoices suppliers send you will appear here, ready to pay. Invoicing is coming to Quarry; nothing
            is waiting for payment today.
          </Text>
          <Button component={Link} to="/browse-suppliers" variant="light">
            Browse the marketplace
          </Button>
        </Stack>
      </Paper>
    </>
  );
}
