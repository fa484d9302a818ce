// /warehouse/stock/{id}: one SKU of any store — its store, counts and bins — and the cycle count.
import { Anchor, Badge, Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import type { WarehouseSku } from '../../../shared/contract/inventory';
import { paths } from '../../routing/paths';
import { Fact } from '../../ui/fact';
import { PageHeader } from '../../ui/page-header';
import { PageError, PageLoader } from '../../ui/page-states';
import { usePageTitle } from '../../ui/page-title';
import { useWarehouseSku } from './api/stock-queries';
import { CycleCountForm } from './components/cycle-count-form';

const BackLink = () => (
  <Anchor component={Link} to={paths.warehouse.stock()} size="sm">
    ← Back to stock
  </Anchor>
);

function Counts({ sku }: { sku: WarehouseSku }) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 5 }} data-testid="sku-counts">
      {(
        [
          ['On hand', sku.onHand],
          ['Committed', sku.committed],
          ['Fulfillable', sku.fulfillable],
          ['Damaged', sku.damaged],
          ['Inbound', sku.inbound],
        ] as const
      ).map(([label, value]) => (
        <Fact key={label} label={label} value={value} size="xl" />
      ))}
    </SimpleGrid>
  );
}

function Bins({ sku }: { sku: WarehouseSku }) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="sku-bins-title">
      <Title order={2} fz="lg" id="sku-bins-title" mb="xs">
        Bins
      </Title>
      {sku.bins.length === 0 ? (
        <Text size="sm" c="dimmed">
          No units of this SKU are put away to a bin.
        </Text>
      ) : (
        <Table maw={320} verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Bin</Table.Th>
              <Table.Th ta="right">Units</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sku.bins.map((b) => (
              <Table.Tr key={b.code}>
                <Table.Td ff="monospace">{b.code}</Table.Td>
                <Table.Td ta="right">{b.quantity}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

export default function StockSkuPage() {
  const id = Number(useParams().id);
  const sku = useWarehouseSku(id);
  usePageTitle(sku.data ? `Stock ${sku.data.sku}` : 'Stock');
  if (!Number.isInteger(id) || id <= 0)
    return (
      <Stack>
        <BackLink />
        <PageError title="There is no such SKU" />
      </Stack>
    );
  if (sku.isPending) return <PageLoader label="Loading the SKU…" />;
  if (sku.isError)
    return (
      <Stack>
        <BackLink />
        <PageError title="We couldn't load this SKU" error={sku.error} onRetry={() => sku.refetch()} />
      </Stack>
    );
  const s = sku.data;
  return (
    <Stack gap="lg">
      <BackLink />
      <PageHeader
        title={s.sku}
        description={`${s.title}${s.variantLabel === '—' ? '' : ` · ${s.variantLabel}`} · ${s.storeName}`}
        actions={
          s.stockStatus === 'IN_STOCK' ? (
            <Badge size="lg" color="teal.9" variant="filled">
              In stock
            </Badge>
          ) : (
            <Badge size="lg" color="red.9" variant="filled">
              Out of stock
            </Badge>
          )
        }
      />
      <Counts sku={s} />
      <Bins sku={s} />
      <CycleCountForm sku={s} />
    </Stack>
  );
}
