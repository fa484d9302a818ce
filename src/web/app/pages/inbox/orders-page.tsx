import { Button, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../../ui/page-header';
import { InboxTabs } from './inbox-tabs';

/** /inbox/orders: sample and inventory orders with suppliers; filled once the cart and checkout are built. */
export default function InboxOrdersPage() {
  return (
    <>
      <InboxTabs />
      <PageHeader title="Orders & shipments" />
      <Paper withBorder p="lg" maw={640} data-testid="inbox-orders-empty">
        <Stack gap="sm" align="flex-start">
          <Text fw={500}>No orders yet</Text>
          <Text size="sm" c="dimmed">
            Samples and inventory you buy from suppliers will appear here with their shipments. Buying through
            the cart is coming to Quarry; until then, talk prices and quantities over with suppliers in your
            messages.
          </Text>
          <Button component={Link} to="/browse-suppliers" variant="light">
            Browse the marketplace
          </Button>
        </Stack>
      </Paper>
    </>
  );
}
