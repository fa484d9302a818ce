// /warehouse/stock: every store's SKUs at the warehouse by SKU code, with their bins and counts; search by SKU
// code, product, store or bin, and open a SKU to record a cycle count.
import { Anchor, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { WarehouseSku } from '../../../shared/contract/inventory';
import { paths } from '../../routing/paths';
import { PageHeader } from '../../ui/page-header';
import { EmptySection, PageError, PageLoader } from '../../ui/page-states';
import { usePageTitle } from '../../ui/page-title';
import { ScrollTable } from '../../ui/scroll-table';
import { STOCK_PAGE_SIZE, useWarehouseSkuCount, useWarehouseSkus } from './api/stock-queries';

const binsText = (s: Pick<WarehouseSku, 'bins'>) =>
  s.bins.length === 0 ? '—' : s.bins.map((b) => `${b.code} (${b.quantity})`).join(', ');

const COUNTS = [
  ['On hand', 'onHand'],
  ['Committed', 'committed'],
  ['Fulfillable', 'fulfillable'],
  ['Damaged', 'damaged'],
  ['Inbound', 'inbound'],
] as const;

export default function StockPage() {
  usePageTitle('Stock');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(0);
  const list = useWarehouseSkus(q, page);
  const count = useWarehouseSkuCount(q);
  const total = count.data?.count;

  return (
    <Stack gap="md">
      <PageHeader
        title="Stock"
        description={
          total === undefined
            ? "Every store's SKUs at the warehouse, by SKU code"
            : `${total} SKU${total === 1 ? '' : 's'}${q ? ` matching “${q}”` : ' across every store'}, by SKU code`
        }
      />
      <TextInput
        label="Search"
        placeholder="SKU code, product, store or bin"
        leftSection={<IconSearch size={16} aria-hidden />}
        maxLength={100}
        w={{ base: '100%', sm: 360 }}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(0);
        }}
      />
      {list.isPending ? (
        <PageLoader label="Loading the stock…" />
      ) : list.isError ? (
        <PageError title="We couldn't load the stock" error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.length === 0 ? (
        q ? (
          <EmptySection title={`No SKU matches “${q}”`}>
            Search by SKU code, product title, store name or bin code (like B-03-2).
          </EmptySection>
        ) : (
          <EmptySection title="No SKUs at the warehouse yet">
            SKUs appear here when founders add products or send inventory to the warehouse.
          </EmptySection>
        )
      ) : (
        <ScrollTable label="Stock" minWidth={960}>
          <Table highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>SKU</Table.Th>
                <Table.Th>Product</Table.Th>
                <Table.Th>Store</Table.Th>
                <Table.Th>Bins</Table.Th>
                {COUNTS.map(([label]) => (
                  <Table.Th key={label} ta="right">
                    {label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((s) => (
                <Table.Tr key={s.id} data-testid={`stock-row-${s.id}`}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.warehouse.stockSku(s.id)} fw={600} ff="monospace">
                      {s.sku}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{s.title}</Text>
                    {s.variantLabel !== '—' ? (
                      <Text size="xs" c="dimmed">
                        {s.variantLabel}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{s.storeName}</Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {binsText(s)}
                    </Text>
                  </Table.Td>
                  {COUNTS.map(([label, key]) => (
                    <Table.Td key={label} ta="right" fw={key === 'fulfillable' ? 600 : undefined}>
                      {s[key]}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      {total !== undefined && total > STOCK_PAGE_SIZE ? (
        <Pagination
          total={Math.ceil(total / STOCK_PAGE_SIZE)}
          value={page + 1}
          onChange={(p) => setPage(p - 1)}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        />
      ) : null}
    </Stack>
  );
}
