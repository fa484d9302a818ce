import { Anchor, Button, Card, Group, Pagination, Select, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../routing/paths';
import { RoleLock } from '../../ui/can';
import { PageHeader } from '../../ui/page-header';
import { EmptySection, PageError, PageLoader } from '../../ui/page-states';
import { usePageTitle } from '../../ui/page-title';
import { ScrollTable } from '../../ui/scroll-table';
import { RECEIVINGS_PAGE_SIZE, type ReceivingStatusFilter, useReceivings } from './api/receivings-queries';
import { SendInventoryDialog, useSendInventoryDialog } from './components/send-inventory-dialog';
import { OUTCOME_LABELS, ReceivingBadges } from './components/status-badges';

const STATUS_OPTIONS: { value: ReceivingStatusFilter | 'ALL'; label: string }[] = [
  { value: 'ALL', label: 'All receivings' },
  { value: 'IN_QUEUE', label: 'In queue' },
  { value: 'NOT_YET_SHIPPED', label: 'Not yet shipped' },
  { value: 'NOT_YET_DELIVERED', label: 'On its way' },
  { value: 'RECEIVED_BY_PIETRA', label: 'Received by Quarry (open)' },
  { value: 'CLOSED', label: 'Closed' },
  { value: 'CANCELED', label: 'Canceled' },
];

const day = (iso: string) => new Date(`${iso.slice(0, 10)}T12:00:00Z`).toLocaleDateString();

/** /receivings: shipments to the warehouse, with their inbound status, receiving level and outcome. */
export default function ReceivingsPage() {
  usePageTitle('Receivings');
  const [status, setStatus] = useState<ReceivingStatusFilter | 'ALL'>('ALL');
  const [page, setPage] = useState(0);
  const list = useReceivings(status === 'ALL' ? undefined : status, page);
  const send = useSendInventoryDialog();
  const phone = useMediaQuery('(max-width: 48em)');

  return (
    <Stack>
      <PageHeader
        title="Receivings"
        description="Inventory on its way to the Quarry warehouse in North Carolina, US, and what it counted."
        actions={
          <Group>
            <RoleLock cls="fulfilment">
              <Button component={Link} to={paths.fulfillment.newReceiving()} variant="default">
                New receiving
              </Button>
            </RoleLock>
            <RoleLock cls="fulfilment">
              <Button leftSection={<IconTruckDelivery size={16} />} onClick={send.open}>
                Send inventory
              </Button>
            </RoleLock>
          </Group>
        }
      />
      <Select
        label="Status"
        data={STATUS_OPTIONS}
        value={status}
        allowDeselect={false}
        onChange={(v) => {
          setStatus((v ?? 'ALL') as ReceivingStatusFilter | 'ALL');
          setPage(0);
        }}
        w={{ base: '100%', sm: 260 }}
      />
      {list.isPending ? (
        <PageLoader label="Loading receivings…" />
      ) : list.isError ? (
        <PageError error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.receivings.length === 0 ? (
        <EmptySection title={status === 'ALL' ? 'No receivings yet' : 'No receivings with this status'}>
          Send inventory you paid for to the warehouse, or announce a shipment from another supplier.
        </EmptySection>
      ) : phone ? (
        <Stack gap="sm">
          {list.data.receivings.map((r) => (
            <Card key={r.id} withBorder padding="sm" component={Link} to={paths.fulfillment.receiving(r.sn)}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600} ff="monospace">
                  {r.sn}
                </Text>
                <ReceivingBadges r={r} />
              </Group>
              <Text size="sm">{r.supplierName}</Text>
              <Text size="xs" c="dimmed">
                Expected {day(r.expectedDate)} · {r.countedUnits} of {r.expectedUnits} units counted
              </Text>
            </Card>
          ))}
        </Stack>
      ) : (
        <ScrollTable label="Receivings" minWidth={900}>
          <Table highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Receiving</Table.Th>
                <Table.Th>From</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Expected</Table.Th>
                <Table.Th ta="right">Units counted</Table.Th>
                <Table.Th>Tracking</Table.Th>
                <Table.Th>Outcome</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.receivings.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.fulfillment.receiving(r.sn)} ff="monospace" fw={600}>
                      {r.sn}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {r.supplierName}
                    <Text size="xs" c="dimmed">
                      {r.source === 'ORDER' ? 'Paid inventory order' : 'Off-platform supplier'} · {r.cartons}{' '}
                      {r.packageType === 'PALLET' ? 'pallet cartons' : 'cartons'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <ReceivingBadges r={r} />
                  </Table.Td>
                  <Table.Td>{day(r.expectedDate)}</Table.Td>
                  <Table.Td ta="right">
                    {r.countedUnits} / {r.expectedUnits}
                  </Table.Td>
                  <Table.Td>
                    {r.trackingNumber ? `${r.carrier ?? ''} ${r.trackingNumber}`.trim() : '—'}
                  </Table.Td>
                  <Table.Td>{r.outcome ? OUTCOME_LABELS[r.outcome] : '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      {list.data && list.data.total > RECEIVINGS_PAGE_SIZE ? (
        <Pagination
          total={Math.ceil(list.data.total / RECEIVINGS_PAGE_SIZE)}
          value={page + 1}
          onChange={(p) => setPage(p - 1)}
        />
      ) : null}
      <SendInventoryDialog />
    </Stack>
  );
}
