// /warehouse/outbound: every store's orders still to ship, expedited first then oldest. Allocate from the row,
// tick orders for one pick list by bin, open an order to pack, rate, buy its label and finish it.
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import type { OutboundQueueRow } from '../../../shared/contract/warehouse-outbound';
import { paths } from '../../routing/paths';
import { NewerOlderPager } from '../../ui/newer-older-pager';
import { PageHeader } from '../../ui/page-header';
import { EmptySection, PageError, PageLoader } from '../../ui/page-states';
import { ScrollTable } from '../../ui/scroll-table';
import {
  type QueueFilter,
  useAllocate,
  useOutboundCount,
  useOutboundQueue,
  useOutboundStores,
} from './api/outbound-queries';
import { PickListDialog } from './components/pick-list-dialog';
import { StatusBadge } from './components/status-badge';

const STATUS_OPTIONS = [
  { value: 'ALL', label: 'To ship' },
  { value: 'OUTSTANDING', label: 'Outstanding' },
  { value: 'PROCESSING', label: 'Processing' },
  { value: 'ON_HOLD', label: 'On hold' },
];

const age = (hours: number) => (hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} days`);
const canAllocate = (r: OutboundQueueRow) =>
  r.processingStatus === 'OUTSTANDING' ||
  (r.processingStatus === 'ON_HOLD' && r.holdReason === 'OUT_OF_STOCK') ||
  (r.processingStatus === 'PROCESSING' && r.allocatedUnits < r.openUnits);

export default function OutboundPage() {
  const [status, setStatus] = useState('ALL');
  const isWide = useMediaQuery('(min-width: 48em)', true);
  const [storeId, setStoreId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<number[]>([]);
  const [pickOpen, setPickOpen] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const filter: QueueFilter = {
    page,
    ...(status !== 'ALL' ? { status: status as QueueFilter['status'] } : {}),
    ...(storeId ? { storeId: Number(storeId) } : {}),
    ...(search.trim() ? { q: search.trim() } : {}),
  };
  const { page: _p, ...countFilter } = filter;
  const queue = useOutboundQueue(filter);
  const count = useOutboundCount(countFilter);
  const stores = useOutboundStores();
  const allocate = useAllocate();

  const onAllocate = (r: OutboundQueueRow) => {
    setMessage(null);
    allocate.mutate(r.id, {
      onSuccess: (res) =>
        setMessage(
          res.allocated
            ? { ok: true, text: `${r.orderNumber} allocated: ready to pick.` }
            : {
                ok: false,
                text: `${r.orderNumber} is short of ${res.shortSkus.join(', ')}: on hold, out of stock.`,
              },
        ),
      onError: (e) => setMessage({ ok: false, text: `${r.orderNumber}: ${e.message}` }),
    });
  };
  const toggle = (id: number) =>
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const resetPage = () => {
    setPage(0);
    setSelected([]);
  };
  /** A filter's change: the new value, and the first page with nothing selected. */
  const filterBy =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      resetPage();
    };

  return (
    <Stack gap="md">
      <PageHeader
        title="Outbound"
        description={
          count.data
            ? `${count.data.count} order${count.data.count === 1 ? '' : 's'} — expedited first, then oldest`
            : 'Orders to ship'
        }
        actions={
          <Button disabled={selected.length === 0} onClick={() => setPickOpen(true)}>
            Pick list{selected.length > 0 ? ` (${selected.length})` : ''}
          </Button>
        }
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        {isWide ? (
          <SegmentedControl
            aria-label="Status"
            data={STATUS_OPTIONS}
            value={status}
            onChange={filterBy(setStatus)}
          />
        ) : (
          // A phone has no room for the statuses side by side.
          <Select
            label="Status"
            w={220}
            data={STATUS_OPTIONS}
            value={status}
            allowDeselect={false}
            onChange={(v) => v && filterBy(setStatus)(v)}
          />
        )}
        <Select
          label="Store"
          placeholder="All stores"
          clearable
          w={220}
          data={(stores.data ?? []).map((s) => ({
            value: String(s.id),
            label: `${s.name} (${s.openOrders})`,
          }))}
          value={storeId}
          onChange={filterBy(setStoreId)}
        />
        <TextInput
          label="Search"
          placeholder="Order number or customer"
          w={240}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            resetPage();
          }}
        />
      </Group>
      <div aria-live="polite">
        {message ? (
          <Alert
            color={message.ok ? 'green' : 'orange'}
            variant="light"
            withCloseButton
            onClose={() => setMessage(null)}
          >
            {message.text}
          </Alert>
        ) : null}
      </div>
      {queue.isPending ? (
        <PageLoader label="Loading the queue…" />
      ) : queue.isError ? (
        <PageError title="We couldn't load the queue" error={queue.error} onRetry={() => queue.refetch()} />
      ) : queue.data.length === 0 ? (
        <EmptySection title="Nothing to ship here">
          {status === 'ALL' && !storeId && !search
            ? 'Every order is shipped. New orders appear here as they come in.'
            : 'No order matches these filters.'}
        </EmptySection>
      ) : (
        <>
          <ScrollTable label="Outbound orders" minWidth={860}>
            <Table highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label="Select every order on this page"
                      checked={selected.length > 0 && queue.data.every((r) => selected.includes(r.id))}
                      indeterminate={selected.length > 0 && !queue.data.every((r) => selected.includes(r.id))}
                      onChange={(e) =>
                        setSelected(e.currentTarget.checked ? queue.data.map((r) => r.id) : [])
                      }
                    />
                  </Table.Th>
                  <Table.Th>Order</Table.Th>
                  <Table.Th>Store</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Method</Table.Th>
                  <Table.Th>Age</Table.Th>
                  <Table.Th ta="right">Lines</Table.Th>
                  <Table.Th ta="right">Units</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {queue.data.map((r) => (
                  <Table.Tr key={r.id} data-testid={`outbound-row-${r.orderNumber}`}>
                    <Table.Td>
                      <Checkbox
                        aria-label={`Select ${r.orderNumber}`}
                        checked={selected.includes(r.id)}
                        onChange={() => toggle(r.id)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={paths.warehouse.outboundOrder(r.id)} fw={600}>
                        {r.orderNumber}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {r.customerName}
                        {r.countryCode ? ` · ${r.countryCode}` : ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>{r.storeName}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={r.processingStatus} holdReason={r.holdReason} />
                    </Table.Td>
                    <Table.Td>
                      {r.isExpedited ? (
                        <Badge color="grape" variant="light" autoContrast>
                          {r.shippingMethod}
                        </Badge>
                      ) : (
                        <Text size="sm">{r.shippingMethod}</Text>
                      )}
                    </Table.Td>
                    <Table.Td>{age(r.ageHours)}</Table.Td>
                    <Table.Td ta="right">{r.lineCount}</Table.Td>
                    <Table.Td ta="right">
                      {r.allocatedUnits}/{r.openUnits}
                    </Table.Td>
                    <Table.Td>
                      {canAllocate(r) ? (
                        <Button
                          size="xs"
                          variant="light"
                          loading={allocate.isPending && allocate.variables === r.id}
                          onClick={() => onAllocate(r)}
                          aria-label={`Allocate ${r.orderNumber}`}
                        >
                          Allocate
                        </Button>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
          <NewerOlderPager page={page} rowCount={queue.data.length} size={50} onPage={setPage} />
        </>
      )}
      <PickListDialog ids={selected} opened={pickOpen} onClose={() => setPickOpen(false)} />
    </Stack>
  );
}
