// The warehouse console's home (decision 046): the console's areas and what each is for, each a working link.
import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPackageExport, IconPackageImport, IconPackages } from '@tabler/icons-react';
import { Link } from 'react-router';
import { WAREHOUSE_LOCATION } from '../../../shared/rules/constants';
import { paths } from '../../routing/paths';
import { PageHeader } from '../../ui/page-header';

const AREAS = [
  {
    title: 'Inbound',
    to: paths.warehouse.inbound(),
    icon: IconPackageImport,
    text: 'Receivings founders have announced, by expected date: check in the cartons, count every line (received, damaged, over or short), put the units away to bins and commit them so they can be sold.',
  },
  {
    title: 'Stock',
    to: paths.warehouse.stock(),
    icon: IconPackages,
    text: "Every store's SKUs with their bins and counts: find one by SKU code, product, store or bin, and record a cycle count when the shelf and the books disagree.",
  },
  {
    title: 'Outbound',
    to: paths.warehouse.outbound(),
    icon: IconPackageExport,
    text: 'Orders waiting to ship, by priority and age: allocate stock, pick by bin, pack, buy the label and mark them shipped with tracking — or put an order on hold with a reason.',
  },
] as const;

export default function WarehouseHomePage() {
  return (
    <Stack gap={0} maw={960}>
      <PageHeader
        title="Warehouse console"
        description={`Quarry's partner warehouse, ${WAREHOUSE_LOCATION}: stock in, orders out.`}
      />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {AREAS.map((area) => (
          <Card key={area.title} component={Link} to={area.to} withBorder padding="lg">
            <Stack gap="sm">
              <ThemeIcon size={40} radius="md" variant="light" color="teal" aria-hidden>
                <area.icon size={22} />
              </ThemeIcon>
              <Title order={2} fz="lg">
                {area.title}
              </Title>
              <Text size="sm" c="dimmed">
                {area.text}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
