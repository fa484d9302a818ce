// /orders: the founder's orders — header figures, tabs with counts, search, filters as chips, sort, pages, CSV
// import (live progress and error report) and export, "Create order". Its state lives in the URL.
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  CloseButton,
  Collapse,
  Group,
  Pagination,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue, useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { OrderFilters, SalesOrderSummary } from '../../../shared/contract/sales-orders';
import { formatDate } from '../../../shared/rules/dates';
import {
  ORDER_ORIGIN_LABELS,
  ORDER_TABS,
  type OrderTab,
  PROCESSING_STATUSES,
} from '../../../shared/rules/fulfillment';
import { formatMoney } from '../../../shared/rules/money';
import { RoleLock } from '../../ui/can';
import { PageHeader } from '../../ui/page-header';
import { EmptySection, PageError, PageLoader } from '../../ui/page-states';
import { ScrollTable } from '../../ui/scroll-table';
import { useLatestSearchParams } from '../../ui/use-search-params';
import { downloadOrdersCsv } from './api/export-orders';
import { cleanQuery, useOrderOrigins, useOrders, useSaleInfo, useTabCounts } from './api/orders-queries';
import { ImportOrdersDialog } from './components/import-orders-dialog';
import { OrderStatusBadges, originLabel } from './components/order-badges';

const PAGE_SIZE = 25;
const TAB_LABELS: Record<OrderTab, string> = {
  ALL: 'All',
  OUTSTANDING: 'Outstanding',
  PROCESSING: 'Processing',
  FULFILLED: 'Fulfilled',
  CANCELED: 'Canceled',
  ON_HOLD: 'On hold',
  RETURNS: 'Returns',
};
const SORTS = [
  { value: '-placedAt', label: 'Newest first' },
  { value: 'placedAt', label: 'Oldest first' },
  { value: '-orderNumber', label: 'Order number, high to low' },
  { value: 'orderNumber', label: 'Order number, low to high' },
  { value: '-total', label: 'Total, high to low' },
  { value: 'total', label: 'Total, low to high' },
  { value: 'customer', label: 'Customer, A to Z' },
  { value: '-customer', label: 'Customer, Z to A' },
];
const STATUS_LABELS = {
  OUTSTANDING: 'Outstanding',
  PROCESSING: 'Processing',
  ON_HOLD: 'On hold',
  FINISHED: 'Finished',
};
const FILTER_KEYS = ['origin', 'status', 'from', 'to', 'country', 'sku'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];
const FILTER_LABELS: Record<FilterKey, string> = {
  origin: 'Origin',
  status: 'Status',
  from: 'From',
  to: 'To',
  country: 'Country',
  sku: 'SKU',
};

function useListState() {
  const [params, setParams] = useLatestSearchParams();
  const tab = (ORDER_TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as OrderTab)
    : 'ALL';
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const sort = SORTS.some((s) => s.value === params.get('sort')) ? params.get('sort')! : '-placedAt';
  const search = params.get('search') ?? '';
  const filters = Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? ''])) as Record<
    FilterKey,
    string
  >;
  const set = (next: Record<string, string | number | null>, resetPage = true) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(next)) {
          if (v === null || v === '' || (k === 'tab' && v === 'ALL') || (k === 'page' && v === 0))
            p.delete(k);
          else p.set(k, String(v));
        }
        if (resetPage && !('page' in next)) p.delete('page');
        return p;
      },
      { replace: true },
    );
  return { tab, page, sort, search, filters, set };
}

function SaleInfoStrip() {
  const info = useSaleInfo();
  if (!info.data) return null;
  const d = info.data;
  const fig = (label: string, value: string, sub?: string) => (
    <Paper withBorder p="sm" radius="md" key={label}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
      {sub ? (
        <Text size="xs" c="dimmed">
          {sub}
        </Text>
      ) : null}
    </Paper>
  );
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" mb="md" aria-label="Order figures">
      {fig('Today', formatMoney(d.today.salesCents, d.currency), `${d.today.orders} orders`)}
      {fig('Last 7 days', formatMoney(d.last7Days.salesCents, d.currency), `${d.last7Days.orders} orders`)}
      {fig('Last 30 days', formatMoney(d.last30Days.salesCents, d.currency), `${d.last30Days.orders} orders`)}
      {fig('Waiting for the warehouse', String(d.outstanding), `${d.processing} processing`)}
      {fig('On hold', String(d.onHold), d.onHold > 0 ? 'Need your attention' : 'Nothing held')}
    </SimpleGrid>
  );
}

function OrderCards({ orders }: { orders: SalesOrderSummary[] }) {
  return (
    <Stack gap="xs">
      {orders.map((o) => (
        <Card key={o.id} withBorder padding="sm" component={Link} to={`/order-details/${o.id}`}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>{o.orderNumber}</Text>
            <Text fw={600}>{formatMoney(o.totalCents, o.currency)}</Text>
          </Group>
          <Text size="sm">{o.customerName}</Text>
          <Text size="xs" c="dimmed">
            {formatDate(o.placedAt)} · {originLabel(o.origin)} · {o.units} unit{o.units === 1 ? '' : 's'}
          </Text>
          <OrderStatusBadges order={o} />
        </Card>
      ))}
    </Stack>
  );
}

function OrderTable({ orders }: { orders: SalesOrderSummary[] }) {
  return (
    <ScrollTable label="Orders" minWidth={820}>
      <Table striped highlightOnHover aria-label="Orders">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Order</Table.Th>
            <Table.Th>Placed</Table.Th>
            <Table.Th>Customer</Table.Th>
            <Table.Th>Origin</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Units</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((o) => (
            <Table.Tr key={o.id}>
              <Table.Td>
                <Anchor component={Link} to={`/order-details/${o.id}`} fw={600}>
                  {o.orderNumber}
                </Anchor>
              </Table.Td>
              <Table.Td>{formatDate(o.placedAt)}</Table.Td>
              <Table.Td>
                <Text size="sm">{o.customerName}</Text>
                {o.customerEmail ? (
                  <Text size="xs" c="dimmed">
                    {o.customerEmail}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{originLabel(o.origin)}</Table.Td>
              <Table.Td>
                <OrderStatusBadges order={o} />
              </Table.Td>
              <Table.Td ta="right">{o.units}</Table.Td>
              <Table.Td ta="right">{formatMoney(o.totalCents, o.currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

export default function OrdersPage() {
  const { tab, page, sort, search, filters, set } = useListState();
  const [importOpen, importDialog] = useDisclosure(false);
  const [searchText, setSearchText] = useState(search);
  const [debounced] = useDebouncedValue(searchText, 300);
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const isWide = useMediaQuery('(min-width: 48em)', true);
  const [filtersOpen, filtersPanel] = useDisclosure(false);
  // Typed codes: the URL takes a country once it has two letters and a SKU on Enter or leaving the field; a
  // change of the URL (a chip removed) shows in the fields.
  const [countryText, setCountryText] = useState(filters.country);
  const [skuText, setSkuText] = useState(filters.sku);
  useEffect(() => setCountryText(filters.country), [filters.country]);
  useEffect(() => setSkuText(filters.sku), [filters.sku]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed text drives the URL's search
  useEffect(() => {
    if (debounced !== search) set({ search: debounced.trim() || null });
  }, [debounced]);
  const filterQuery = useMemo(
    () => cleanQuery({ search: search || undefined, ...filters }) as Omit<OrderFilters, 'tab'>,
    [search, filters],
  );
  const query = { ...filterQuery, tab, sort: sort as never, page, size: PAGE_SIZE };
  const orders = useOrders(query);
  const counts = useTabCounts(filterQuery);
  const origins = useOrderOrigins();
  const originOptions = (origins.data ?? []).map((o) => ({
    value: o.origin,
    label: `${o.label} (${o.count.toLocaleString('en-US')})`,
  }));
  const total = counts.data?.[tab] ?? 0;
  const chips = FILTER_KEYS.filter((k) => filters[k]);

  const exportCsv = async () => {
    setExportError(null);
    setExporting(true);
    try {
      await downloadOrdersCsv({ ...filterQuery, tab, sort });
    } catch (e) {
      setExportError((e as Error).message);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap={0}>
      <PageHeader
        title="Orders"
        description="Every order the warehouse fulfils for you, from every sales channel."
        actions={
          <Group gap="xs">
            <RoleLock cls="fulfilment">
              <Button variant="default" onClick={importDialog.open}>
                Import orders
              </Button>
            </RoleLock>
            <Button variant="default" onClick={exportCsv} loading={exporting}>
              Export CSV
            </Button>
            <RoleLock cls="fulfilment">
              <Button component={Link} to="/orders/new">
                Create order
              </Button>
            </RoleLock>
          </Group>
        }
      />
      {exportError ? (
        <Alert color="red" mb="sm" role="alert" withCloseButton onClose={() => setExportError(null)}>
          {exportError}
        </Alert>
      ) : null}
      <SaleInfoStrip />
      <Tabs value={tab} onChange={(v) => set({ tab: v ?? 'ALL' })} keepMounted={false}>
        <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
          {ORDER_TABS.map((t) => (
            <Tabs.Tab
              key={t}
              value={t}
              // The list scrolls sideways on a phone: a tab keeps its width (and its count) instead of shrinking.
              style={{ flexShrink: 0 }}
              rightSection={
                <Badge size="sm" variant="light" color="gray">
                  {counts.data ? counts.data[t].toLocaleString('en-US') : '…'}
                </Badge>
              }
            >
              {TAB_LABELS[t]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group mt="md" gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Order number, customer, email or SKU"
          value={searchText}
          onChange={(e) => setSearchText(e.currentTarget.value)}
          w={{ base: '100%', sm: 300 }}
        />
        {isWide ? null : (
          <Button
            variant="default"
            onClick={filtersPanel.toggle}
            aria-expanded={filtersOpen}
            aria-controls="order-filters"
          >
            {filtersOpen ? 'Hide filters' : `Filters and sort${chips.length ? ` (${chips.length})` : ''}`}
          </Button>
        )}
        <Collapse expanded={isWide || filtersOpen} id="order-filters">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label="Origin"
              placeholder="Any"
              clearable
              data={
                originOptions.length
                  ? originOptions
                  : Object.entries(ORDER_ORIGIN_LABELS).map(([value, label]) => ({ value, label }))
              }
              value={filters.origin || null}
              onChange={(v) => set({ origin: v })}
              w={{ base: '47%', sm: 170 }}
            />
            <Select
              label="Status"
              placeholder="Any"
              clearable
              data={PROCESSING_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
              value={filters.status || null}
              onChange={(v) => set({ status: v })}
              w={{ base: '47%', sm: 150 }}
            />
            <TextInput
              label="Placed from"
              type="date"
              value={filters.from}
              onChange={(e) => set({ from: e.currentTarget.value || null })}
              w={{ base: '47%', sm: 160 }}
            />
            <TextInput
              label="Placed to"
              type="date"
              value={filters.to}
              onChange={(e) => set({ to: e.currentTarget.value || null })}
              w={{ base: '47%', sm: 160 }}
            />
            <TextInput
              label="Country"
              placeholder="US"
              maxLength={2}
              value={countryText}
              onChange={(e) => {
                const v = e.currentTarget.value.toUpperCase();
                setCountryText(v);
                if (v.length === 0 || v.length === 2) set({ country: v || null });
              }}
              w={{ base: '47%', sm: 90 }}
            />
            <TextInput
              label="SKU"
              placeholder="QT-MUG"
              value={skuText}
              onChange={(e) => setSkuText(e.currentTarget.value)}
              onBlur={(e) => set({ sku: e.currentTarget.value.trim().toUpperCase() || null })}
              onKeyDown={(e) => {
                if (e.key === 'Enter') set({ sku: e.currentTarget.value.trim().toUpperCase() || null });
              }}
              w={{ base: '47%', sm: 130 }}
            />
            <Select
              label="Sort"
              data={SORTS}
              value={sort}
              allowDeselect={false}
              onChange={(v) => set({ sort: v === '-placedAt' ? null : v })}
              w={{ base: '100%', sm: 210 }}
            />
          </Group>
        </Collapse>
      </Group>
      {chips.length > 0 ? (
        <Group gap="xs" mt="sm" aria-label="Active filters">
          {chips.map((k) => (
            <Badge
              key={k}
              variant="outline"
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={`Remove the ${FILTER_LABELS[k]} filter`}
                  onClick={() => set({ [k]: null })}
                />
              }
            >
              {FILTER_LABELS[k]}:{' '}
              {k === 'origin'
                ? ORDER_ORIGIN_LABELS[filters[k] as keyof typeof ORDER_ORIGIN_LABELS]
                : filters[k]}
            </Badge>
          ))}
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => set(Object.fromEntries(FILTER_KEYS.map((k) => [k, null])))}
          >
            Clear filters
          </Anchor>
        </Group>
      ) : null}
      <Stack mt="md" gap="sm">
        {tab === 'RETURNS' ? (
          <EmptySection title="Returns are not built yet">
            Returned orders will be listed here once returns arrive in Quarry (the next fulfilment work).
            Until then every order is in its other tabs.
          </EmptySection>
        ) : orders.isPending ? (
          <PageLoader label="Loading orders…" />
        ) : orders.isError ? (
          <PageError
            title="We couldn't load your orders"
            error={orders.error}
            onRetry={() => orders.refetch()}
          />
        ) : orders.data.length === 0 ? (
          <EmptySection title={search || chips.length ? 'No orders match' : 'No orders here yet'}>
            {search || chips.length
              ? 'Try another search or remove a filter.'
              : 'Orders from your sales channels, imports and the ones you create appear here.'}
          </EmptySection>
        ) : (
          <>
            {isWide ? <OrderTable orders={orders.data} /> : <OrderCards orders={orders.data} />}
            <Group justify="space-between" wrap="wrap">
              <Text size="sm" c="dimmed">
                {total > 0
                  ? `${page * PAGE_SIZE + 1}–${page * PAGE_SIZE + orders.data.length} of ${total.toLocaleString('en-US')}`
                  : ''}
              </Text>
              {total > PAGE_SIZE ? (
                <Pagination
                  total={Math.ceil(total / PAGE_SIZE)}
                  value={page + 1}
                  onChange={(p) => set({ page: p - 1 }, false)}
                  siblings={isWide ? 1 : 0}
                  boundaries={1}
                  getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                />
              ) : null}
            </Group>
          </>
        )}
      </Stack>
      <ImportOrdersDialog opened={importOpen} onClose={importDialog.close} />
    </Stack>
  );
}
