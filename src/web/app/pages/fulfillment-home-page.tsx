import { Badge, Card, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBox,
  IconBuildingWarehouse,
  IconClipboardCheck,
  IconClipboardList,
  IconFileAnalytics,
  IconHistory,
  IconLabel,
  IconListCheck,
  IconMapPin,
  IconPackages,
  IconReceiptDollar,
  IconRotateClockwise,
  IconShoppingCartPlus,
  IconTruck,
  IconTruckDelivery,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { WAREHOUSE_LOCATION } from '../../../shared/rules/constants';
import {
  type FulfillmentTile,
  type FulfillmentTileKey,
  fulfillmentTiles,
  isFinancialReportEnabled,
} from '../../features/fulfillment/services';
import { useSession } from '../../features/stores/api/get-session';
import { PageHeader } from '../../ui/page-header';
import { PageError, PageLoader } from '../../ui/page-states';

const ICONS: Record<FulfillmentTileKey, ComponentType<{ size?: number }>> = {
  'create-order': IconShoppingCartPlus,
  'check-inventory': IconPackages,
  'ship-to-warehouse': IconTruckDelivery,
  kitting: IconBox,
  'fulfillment-rules': IconListCheck,
  'create-shipping-label': IconLabel,
  'shipping-label-history': IconHistory,
  'return-settings': IconRotateClockwise,
  'book-freight': IconTruck,
  reports: IconFileAnalytics,
  'pre-sale': IconClipboardList,
  'financial-report': IconReceiptDollar,
  'quality-check': IconClipboardCheck,
};

function TileCard({ tile }: { tile: FulfillmentTile }) {
  const Icon = ICONS[tile.key];
  return (
    <Card
      component={Link}
      to={tile.to}
      withBorder
      padding="lg"
      data-testid={`tile-${tile.key}`}
      data-tour={tile.key === 'ship-to-warehouse' ? 'fulfillment-send-inventory' : undefined}
    >
      <Group justify="space-between" align="flex-start" mb="sm" wrap="nowrap">
        <ThemeIcon size={40} radius="md" variant="light" color={tile.isComingLater ? 'gray' : 'violet'}>
          <Icon size={22} />
        </ThemeIcon>
        {tile.isComingLater ? (
          <Badge variant="light" color="gray">
            Not built yet
          </Badge>
        ) : null}
      </Group>
      <Text fw={600} mb={4} component="h3" fz="md">
        {tile.title}
      </Text>
      <Text size="sm" c="dimmed">
        {tile.description}
      </Text>
    </Card>
  );
}

/**
 * /fulfillment-services, the Fulfillment home (second document §2): the warehouse and every service tile, each a
 * link to its page. A plan without the FULFILLMENT module never reaches this page: the main layout's area gate
 * shows the plan that has it and the upgrade path instead.
 */
export default function FulfillmentHomePage() {
  const session = useSession();
  if (session.isPending) return <PageLoader />;
  if (session.isError) return <PageError error={session.error} onRetry={() => session.refetch()} />;
  const tiles = fulfillmentTiles({
    // Return settings are for the Shopify sales channel only (spec §2). Quarry cannot connect a Shopify store
    // yet (sales channels are not built), so no store has that channel and the tile stays hidden; the page
    // itself is still reachable from the side menu's Manage Returns.
    hasShopifyChannel: false,
    isFinancialReportEnabled: isFinancialReportEnabled(session.data.store?.configs),
  });
  return (
    <Stack gap={0} maw={1200}>
      <PageHeader
        title="Fulfillment"
        description="Store your inventory at Quarry's partner warehouse; we pick, pack and ship every order."
      />
      <Paper
        withBorder
        p="md"
        radius="md"
        mb="xl"
        data-testid="warehouse-address"
        data-tour="fulfillment-warehouse"
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={36} radius="xl" variant="light" aria-hidden>
            <IconBuildingWarehouse size={20} />
          </ThemeIcon>
          <Stack gap={2}>
            <Text fw={600}>Your fulfillment center</Text>
            <Group gap={4} wrap="nowrap">
              <IconMapPin size={16} aria-hidden />
              <Text size="sm">{WAREHOUSE_LOCATION}</Text>
            </Group>
            <Text size="sm" c="dimmed">
              Send inventory here with a receiving; orders ship from here to your customers.
            </Text>
          </Stack>
        </Group>
      </Paper>
      <section aria-labelledby="fulfillment-services-heading" data-tour="fulfillment-services">
        <Title order={2} fz="lg" mb="md" id="fulfillment-services-heading">
          Services
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
          {tiles.map((tile) => (
            <TileCard key={tile.key} tile={tile} />
          ))}
        </SimpleGrid>
      </section>
    </Stack>
  );
}
