// Placeholder shell: replaced by the helper who builds shipment tracking (issue 23). Until then the public
// route has an honest page: what it will do, and that it does not yet.
import { Paper, Stack, Text, Title } from '@mantine/core';

/** /track-order: public, no main layout (spec §2). */
export default function TrackOrderPage() {
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} maw={560} mx="auto" mt="xl" data-testid="not-built-panel">
      <Stack gap="md">
        <Title order={1} fz={26}>
          Track your order
        </Title>
        <Text>
          Here you will enter an order number and email, or a tracking number, and see every event of the
          parcel. Order tracking is not built yet.
        </Text>
      </Stack>
    </Paper>
  );
}
