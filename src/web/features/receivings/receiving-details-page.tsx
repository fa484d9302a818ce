import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Timeline,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Receiving } from '../../../shared/contract/receivings';
import { paths } from '../../routing/paths';
import { RoleFieldset, RoleLock } from '../../ui/can';
import { PageHeader } from '../../ui/page-header';
import { PageError, PageLoader } from '../../ui/page-states';
import { usePageTitle } from '../../ui/page-title';
import { ScrollTable } from '../../ui/scroll-table';
import { useCancelReceiving, useReceiving, useUpdateReceiving } from './api/receivings-queries';
import { LEVEL_LABELS, OUTCOME_LABELS, ReceivingBadges } from './components/status-badges';

const day = (iso: string) => new Date(`${iso.slice(0, 10)}T12:00:00Z`).toLocaleDateString();

function Discrepancy({ value, counted }: { value: number; counted: boolean }) {
  if (!counted)
    return (
      <Text size="sm" c="dimmed">
        Not counted
      </Text>
    );
  if (value === 0)
    return (
      <Badge color="teal.9" variant="filled">
        Exact
      </Badge>
    );
  return value < 0 ? (
    <Badge color="red.9" variant="filled">
      {Math.abs(value)} short
    </Badge>
  ) : (
    <Badge color="blue.9" variant="filled">
      {value} over
    </Badge>
  );
}

function EditShipment({ r }: { r: Receiving }) {
  const update = useUpdateReceiving(r.sn);
  const [carrier, setCarrier] = useState(r.carrier ?? '');
  const [tracking, setTracking] = useState(r.trackingNumber ?? '');
  const [expectedDate, setExpectedDate] = useState(r.expectedDate);
  const [cartons, setCartons] = useState<number | string>(r.cartons);
  useEffect(() => {
    setCarrier(r.carrier ?? '');
    setTracking(r.trackingNumber ?? '');
    setExpectedDate(r.expectedDate);
    setCartons(r.cartons);
  }, [r]);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        update.mutate({
          carrier: carrier.trim() || null,
          trackingNumber: tracking.trim() || null,
          expectedDate,
          cartons: Number(cartons || 0),
        });
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 4 }}>
          <TextInput label="Carrier" value={carrier} onChange={(e) => setCarrier(e.currentTarget.value)} />
          <TextInput
            label="Tracking number"
            value={tracking}
            onChange={(e) => setTracking(e.currentTarget.value)}
          />
          <TextInput
            label="Expected date"
            type="date"
            value={expectedDate}
            onChange={(e) => setExpectedDate(e.currentTarget.value)}
          />
          <NumberInput label="Cartons" min={1} allowDecimal={false} value={cartons} onChange={setCartons} />
        </SimpleGrid>
        <Group>
          <Button type="submit" variant="light" loading={update.isPending}>
            Save shipment details
          </Button>
          {update.isError ? (
            <Text c="red.8" size="sm" role="alert">
              {update.error.message}
            </Text>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}

/** /receivings/{sn}/details: expected against counted per line, discrepancies, status timeline, tracking, outcome. */
export default function ReceivingDetailsPage() {
  const { sn = '' } = useParams();
  usePageTitle(`Receiving ${sn}`);
  const r = useReceiving(sn);
  const ship = useUpdateReceiving(sn);
  const cancel = useCancelReceiving(sn);
  if (r.isPending) return <PageLoader label="Loading the receiving…" />;
  if (r.isError)
    return (
      <Stack>
        <Anchor component={Link} to={paths.fulfillment.receivings()} size="sm">
          ← Receivings
        </Anchor>
        <PageError title="We couldn't load this receiving" error={r.error} onRetry={() => r.refetch()} />
      </Stack>
    );
  const d = r.data;
  const open = !d.canceled && d.inboundStatus !== 'RECEIVED_BY_PIETRA';
  const canShip = open && (d.inboundStatus === 'IN_QUEUE' || d.inboundStatus === 'NOT_YET_SHIPPED');
  const anyShort = d.lines.some((l) => l.countedAt && l.discrepancy !== 0);
  return (
    <Stack>
      <Anchor component={Link} to={paths.fulfillment.receivings()} size="sm">
        ← Receivings
      </Anchor>
      <PageHeader
        title={`Receiving ${d.sn}`}
        description={`${d.source === 'ORDER' ? 'Paid inventory from' : 'From'} ${d.supplierName}`}
        actions={
          <Group>
            {canShip ? (
              <RoleLock cls="fulfilment">
                <Button
                  onClick={() => ship.mutate({ inboundStatus: 'NOT_YET_DELIVERED' })}
                  loading={ship.isPending}
                >
                  Mark as shipped
                </Button>
              </RoleLock>
            ) : null}
            {open ? (
              <RoleLock cls="fulfilment">
                <Button
                  color="red"
                  variant="light"
                  loading={cancel.isPending}
                  onClick={() => {
                    if (window.confirm('Cancel this receiving? Its inbound units are removed.'))
                      cancel.mutate();
                  }}
                >
                  Cancel receiving
                </Button>
              </RoleLock>
            ) : null}
          </Group>
        }
      />
      {ship.isError || cancel.isError ? (
        <Alert color="red" role="alert">
          {(ship.error ?? cancel.error)?.message}
        </Alert>
      ) : null}
      <ReceivingBadges r={d} />
      {d.outcome === 'FORWARDED_TO_CREATOR' ? (
        <Alert color="orange" variant="light" title={OUTCOME_LABELS.FORWARDED_TO_CREATOR}>
          <Text size="sm">The warehouse did not store these goods and sent them on to you.</Text>
          <Text size="sm">
            Reason: <b>{d.forwardReason}</b>
          </Text>
          <Text size="sm">
            Forwarding tracking number: <b>{d.forwardTrackingNumber ?? 'Not given'}</b>
          </Text>
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {(
          [
            ['Expected at the warehouse', day(d.expectedDate)],
            [
              'Shipment',
              `${d.cartons} carton${d.cartons === 1 ? '' : 's'} ${d.packageType === 'PALLET' ? 'on pallets' : '(parcel)'}`,
            ],
            [
              'Tracking',
              d.trackingNumber ? `${d.carrier ?? ''} ${d.trackingNumber}`.trim() : 'Not given yet',
            ],
            [
              'Receiving',
              d.closedAt
                ? `${LEVEL_LABELS[d.receivingLevel]}${d.outcome ? ` · ${OUTCOME_LABELS[d.outcome]}` : ''}`
                : d.checkedInAt
                  ? `Checked in ${new Date(d.checkedInAt).toLocaleDateString()}: ${d.cartonsCheckedIn ?? 0} of ${d.cartons} carton${d.cartons === 1 ? '' : 's'}`
                  : 'Not at the warehouse yet',
            ],
          ] as const
        ).map(([label, value]) => (
          <Card key={label} withBorder padding="sm">
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={500}>{value}</Text>
          </Card>
        ))}
      </SimpleGrid>
      {open ? (
        <Card withBorder>
          <RoleFieldset cls="fulfilment">
            <EditShipment r={d} />
          </RoleFieldset>
        </Card>
      ) : null}
      <Title order={2} fz="lg">
        Lines
      </Title>
      {anyShort ? (
        <Alert color="orange" variant="light" title="Counts differ from the notice">
          The warehouse counted a different number of units than expected on at least one line.
        </Alert>
      ) : null}
      <ScrollTable label="Lines" minWidth={760}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>SKU</Table.Th>
              <Table.Th>Product</Table.Th>
              <Table.Th ta="right">Expected</Table.Th>
              <Table.Th ta="right">Received good</Table.Th>
              <Table.Th ta="right">Damaged</Table.Th>
              <Table.Th>Discrepancy</Table.Th>
              <Table.Th>Bin</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {d.lines.map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td ff="monospace">{l.sku}</Table.Td>
                <Table.Td>
                  {l.title}
                  <Text size="xs" c="dimmed">
                    {l.variantLabel}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{l.expectedQty}</Table.Td>
                <Table.Td ta="right">{l.countedAt ? l.receivedQty : '—'}</Table.Td>
                <Table.Td ta="right">{l.countedAt ? l.damagedQty : '—'}</Table.Td>
                <Table.Td>
                  <Discrepancy value={l.discrepancy} counted={l.countedAt != null} />
                </Table.Td>
                <Table.Td>{l.bin ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      <Title order={2} fz="lg">
        Timeline
      </Title>
      <Timeline active={d.timeline.length - 1} bulletSize={14} lineWidth={2}>
        {d.timeline.map((e, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: events can share a moment and a label
          <Timeline.Item key={i} title={e.label}>
            <Text size="xs" c="dimmed">
              {new Date(e.at).toLocaleString()}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
      <Group>
        <Button component={Link} to={paths.fulfillment.inventory()} variant="default">
          See stock in Inventory
        </Button>
      </Group>
    </Stack>
  );
}
