import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Image,
  Pagination,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { InventoryProduct, InventorySku } from '../../../shared/contract/inventory';
import { paths } from '../../routing/paths';
import { RoleLock } from '../../ui/can';
import { PageHeader } from '../../ui/page-header';
import { EmptySection, PageError, PageLoader } from '../../ui/page-states';
import { usePageTitle } from '../../ui/page-title';
import { ScrollTable } from '../../ui/scroll-table';
import { useLatestSearchParams } from '../../ui/use-search-params';
import { type InventoryFilter, PAGE_SIZE, useInventory } from './api/inventory-queries';
import { AddProductDialog } from './components/add-product-dialog';
import { SkuDrawer } from './components/sku-drawer';
import { StockBadges } from './components/stock-badges';

const FILTERS: { value: InventoryFilter; label: string }[] = [
  { value: 'ALL', label: 'All' },
  { value: 'IN_STOCK', label: 'In stock' },
  { value: 'LOW_STOCK', label: 'Low stock' },
  { value: 'OUT_OF_STOCK', label: 'Out of stock' },
];

const binsText = (s: InventorySku) => (s.bins.length === 0 ? '—' : s.bins.map((b) => b.code).join(', '));

function SkuButton({ sku, onOpen }: { sku: InventorySku; onOpen: (id: number) => void }) {
  return (
    <Anchor component="button" type="button" onClick={() => onOpen(sku.id)} fw={500} ff="monospace">
      {sku.sku}
    </Anchor>
  );
}

function ProductCell({ p }: { p: InventoryProduct }) {
  return (
    <Group gap="sm" wrap="nowrap">
      {p.imageUrl ? <Image src={p.imageUrl} alt="" w={36} h={36} radius="sm" fit="cover" /> : null}
      <Text fw={500} size="sm">
        {p.title}
      </Text>
    </Group>
  );
}

/** /inventory: the founder's products at the partner warehouse (North Carolina, US) with their stock. */
export default function InventoryPage() {
  usePageTitle('Products and inventory');
  const [params, setParams] = useLatestSearchParams();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [filter, setFilter] = useState<InventoryFilter>('ALL');
  const [page, setPage] = useState(0);
  const [skuId, setSkuId] = useState<number | null>(null);
  const catalogItemId = Number(params.get('catalogItemId')) || undefined;
  const [adding, setAdding] = useState(catalogItemId != null);
  const phone = useMediaQuery('(max-width: 48em)');
  const list = useInventory({ q, filter, page });

  return (
    <Stack>
      <PageHeader
        title="Products and inventory"
        description="Your stock at the Quarry warehouse in North Carolina, US. Counts change as the warehouse receives and ships."
        actions={
          <Group>
            <Button component={Link} to={paths.fulfillment.receivings()} variant="default">
              Receivings
            </Button>
            <RoleLock cls="fulfilment">
              <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
                Add product
              </Button>
            </RoleLock>
          </Group>
        }
      />
      <Group align="flex-end" wrap="wrap">
        <TextInput
          aria-label="Search by title or SKU"
          placeholder="Search by title or SKU"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(0);
          }}
          w={{ base: '100%', sm: 320 }}
        />
        <SegmentedControl
          aria-label="Stock filter"
          data={FILTERS}
          value={filter}
          onChange={(v) => {
            setFilter(v as InventoryFilter);
            setPage(0);
          }}
          size={phone ? 'xs' : 'sm'}
        />
      </Group>
      {list.isPending ? (
        <PageLoader label="Loading your inventory…" />
      ) : list.isError ? (
        <PageError error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.products.length === 0 ? (
        q || filter !== 'ALL' ? (
          <EmptySection title="No products match">Try another search or filter.</EmptySection>
        ) : (
          <EmptySection title="No products at the warehouse yet">
            Send inventory you paid for to the warehouse from Receivings, or add a product by hand.
          </EmptySection>
        )
      ) : phone ? (
        <Stack gap="sm">
          {list.data.products.map((p) => (
            <Card key={p.id} withBorder padding="sm">
              <ProductCell p={p} />
              {p.skus.map((s) => (
                <UnstyledButton
                  key={s.id}
                  onClick={() => setSkuId(s.id)}
                  mt="xs"
                  p="xs"
                  style={{
                    borderTop: '1px solid var(--mantine-color-gray-3)',
                    display: 'block',
                    width: '100%',
                  }}
                >
                  <Group justify="space-between" wrap="wrap" gap={4}>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm" ff="monospace" fw={500}>
                        {s.sku}
                      </Text>
                      <Text size="sm">{s.variantLabel}</Text>
                    </Group>
                    <StockBadges stockStatus={s.stockStatus} lowStock={s.lowStock} />
                  </Group>
                  <Text size="xs" c="dimmed">
                    On hand {s.onHand} · Committed {s.committed} · Fulfillable {s.fulfillable} · Inbound{' '}
                    {s.inbound} · Damaged {s.damaged} · Bins {binsText(s)}
                  </Text>
                </UnstyledButton>
              ))}
            </Card>
          ))}
        </Stack>
      ) : (
        <ScrollTable label="Inventory" minWidth={1000}>
          <Table verticalSpacing="xs" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Product</Table.Th>
                <Table.Th>Variant</Table.Th>
                <Table.Th>SKU</Table.Th>
                <Table.Th ta="right">On hand</Table.Th>
                <Table.Th ta="right">Committed</Table.Th>
                <Table.Th ta="right">Fulfillable</Table.Th>
                <Table.Th ta="right">Inbound</Table.Th>
                <Table.Th ta="right">Damaged</Table.Th>
                <Table.Th>Stock</Table.Th>
                <Table.Th>Bins</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.products.flatMap((p) =>
                p.skus.map((s, i) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>{i === 0 ? <ProductCell p={p} /> : null}</Table.Td>
                    <Table.Td>{s.variantLabel}</Table.Td>
                    <Table.Td>
                      <SkuButton sku={s} onOpen={setSkuId} />
                    </Table.Td>
                    <Table.Td ta="right">{s.onHand}</Table.Td>
                    <Table.Td ta="right">{s.committed}</Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {s.fulfillable}
                    </Table.Td>
                    <Table.Td ta="right">
                      {s.inbound > 0 ? (
                        <Badge variant="filled" color="blue.9">
                          {s.inbound}
                        </Badge>
                      ) : (
                        0
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{s.damaged}</Table.Td>
                    <Table.Td>
                      <StockBadges stockStatus={s.stockStatus} lowStock={s.lowStock} />
                    </Table.Td>
                    <Table.Td>{binsText(s)}</Table.Td>
                  </Table.Tr>
                )),
              )}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      {list.data && list.data.total > PAGE_SIZE ? (
        <Pagination
          total={Math.ceil(list.data.total / PAGE_SIZE)}
          value={page + 1}
          onChange={(p) => setPage(p - 1)}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        />
      ) : null}
      <SkuDrawer skuId={skuId} onClose={() => setSkuId(null)} />
      <AddProductDialog
        opened={adding}
        initialCatalogItemId={catalogItemId}
        onClose={() => {
          setAdding(false);
          if (params.has('catalogItemId'))
            setParams(
              (p) => {
                const next = new URLSearchParams(p);
                next.delete('catalogItemId');
                return next;
              },
              { replace: true },
            );
        }}
      />
    </Stack>
  );
}
