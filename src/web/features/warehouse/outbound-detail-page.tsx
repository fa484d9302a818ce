// /warehouse/outbound/:id: one order at the bench — lines with their bins, allocate, pack (box and weight),
// rates for the parcel with the founder's method pre-selected, buy the label (one per parcel, however often the
// button is pressed), the label to download or preview, finish, or hold with a reason.
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { OutboundOrder } from '../../../shared/contract/warehouse-outbound';
import { HOLD_REASON_LABELS, HOLD_REASONS, type HoldReason } from '../../../shared/rules/fulfillment';
import { formatMoney } from '../../../shared/rules/money';
import { BOXES, type BoxCode } from '../../../shared/rules/outbound';
import { paths } from '../../routing/paths';
import { PageHeader } from '../../ui/page-header';
import { PageError, PageLoader } from '../../ui/page-states';
import { ScrollTable } from '../../ui/scroll-table';
import { TrackingStatusBadge, TrackingTimeline } from '../../ui/tracking-timeline';
import {
  useAllocate,
  useBuyLabel,
  useFinish,
  useHold,
  useOutboundOrder,
  useOutboundRates,
  usePack,
} from './api/outbound-queries';
import { LabelActions } from './components/label-actions';
import { StatusBadge } from './components/status-badge';

export default function OutboundDetailPage() {
  const id = Number(useParams().id);
  const order = useOutboundOrder(id);
  if (!Number.isInteger(id) || id <= 0) return <PageError title="There is no such order" />;
  if (order.isPending) return <PageLoader label="Loading the order…" />;
  if (order.isError)
    return (
      <PageError title="We couldn't load this order" error={order.error} onRetry={() => order.refetch()} />
    );
  return <OrderBench order={order.data} />;
}

function OrderBench({ order }: { order: OutboundOrder }) {
  const openUnits = order.lines.reduce((n, l) => n + l.quantity - l.canceledQty - l.fulfilledQty, 0);
  const allocated = order.lines.reduce((n, l) => n + l.allocatedQty, 0);
  const a = order.shippingAddress;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.warehouse.outbound()} size="sm">
        ← Back to the queue
      </Anchor>
      <PageHeader
        title={`Order ${order.orderNumber}`}
        description={`${order.storeName} · ${order.shippingMethod}${order.isExpedited ? ' (expedited)' : ''} · placed ${new Date(order.placedAt).toLocaleDateString('en-US')}`}
        actions={<StatusBadge status={order.processingStatus} holdReason={order.holdReason} />}
      />
      {order.processingStatus === 'ON_HOLD' ? (
        <Alert color="orange" variant="light" title="On hold">
          {order.holdReason ? HOLD_REASON_LABELS[order.holdReason] : 'Held'}
          {order.holdNote ? ` — ${order.holdNote}` : ''}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <Title order={2} fz="md" mb="xs">
            Ship to
          </Title>
          {a ? (
            <Text size="sm">
              {a.name}
              <br />
              {a.line1}
              {a.line2 ? `, ${a.line2}` : ''}
              <br />
              {a.city}
              {a.state ? `, ${a.state}` : ''} {a.postalCode ?? ''} · {a.countryCode}
            </Text>
          ) : (
            <Text size="sm" c="red">
              No shipping address: the founder must add one.
            </Text>
          )}
          {order.orderNotes ? (
            <Text size="sm" mt="xs">
              Notes: {order.orderNotes}
            </Text>
          ) : null}
        </Card>
        <ActionsCard order={order} openUnits={openUnits} allocated={allocated} />
      </SimpleGrid>
      <Card withBorder>
        <Title order={2} fz="md" mb="xs">
          Lines and bins
        </Title>
        <ScrollTable label="Order lines" minWidth={640}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>SKU</Table.Th>
                <Table.Th>Product</Table.Th>
                <Table.Th ta="right">Ordered</Table.Th>
                <Table.Th ta="right">Allocated</Table.Th>
                <Table.Th ta="right">Shipped</Table.Th>
                <Table.Th>Bins (pick path)</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.lines.map((l) => (
                <Table.Tr key={l.id}>
                  <Table.Td>{l.sku}</Table.Td>
                  <Table.Td>
                    {l.title}
                    {l.variant !== '—' ? ` · ${l.variant}` : ''}
                  </Table.Td>
                  <Table.Td ta="right">
                    {l.quantity}
                    {l.canceledQty ? ` (${l.canceledQty} canceled)` : ''}
                  </Table.Td>
                  <Table.Td ta="right">{l.allocatedQty}</Table.Td>
                  <Table.Td ta="right">{l.fulfilledQty}</Table.Td>
                  <Table.Td>
                    {l.bins.length
                      ? l.bins.map((b) => `${b.code} (${b.quantity})`).join(', ')
                      : 'No bin recorded'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      </Card>
      {order.processingStatus === 'PROCESSING' && allocated > 0 ? <PackAndShip order={order} /> : null}
      <ShipmentsCard order={order} />
    </Stack>
  );
}

function ActionsCard({
  order,
  openUnits,
  allocated,
}: {
  order: OutboundOrder;
  openUnits: number;
  allocated: number;
}) {
  const allocate = useAllocate();
  const hold = useHold(order.id);
  const finish = useFinish(order.id);
  const [reason, setReason] = useState<HoldReason | null>(null);
  const [note, setNote] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const s = order.processingStatus;
  const canAllocate =
    s === 'OUTSTANDING' ||
    (s === 'ON_HOLD' && order.holdReason === 'OUT_OF_STOCK') ||
    (s === 'PROCESSING' && allocated < openUnits);
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} fz="md">
          Actions
        </Title>
        <Text size="sm">
          {openUnits} unit{openUnits === 1 ? '' : 's'} to ship, {allocated} allocated.
        </Text>
        <Group gap="xs">
          {canAllocate ? (
            <Button
              loading={allocate.isPending}
              onClick={() =>
                allocate.mutate(order.id, {
                  onSuccess: (r) =>
                    setMessage(
                      r.allocated
                        ? { ok: true, text: 'Allocated: pick the units from the bins below, then pack.' }
                        : {
                            ok: false,
                            text: `Short of ${r.shortSkus.join(', ')}: the order is on hold, out of stock.`,
                          },
                    ),
                  onError: (e) => setMessage({ ok: false, text: e.message }),
                })
              }
            >
              Allocate
            </Button>
          ) : null}
          {s === 'PROCESSING' && openUnits === 0 ? (
            <Button
              color="green"
              loading={finish.isPending}
              onClick={() =>
                finish.mutate(undefined, { onError: (e) => setMessage({ ok: false, text: e.message }) })
              }
            >
              Finish
            </Button>
          ) : null}
        </Group>
        {s === 'OUTSTANDING' || s === 'PROCESSING' ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (!reason) return setMessage({ ok: false, text: 'Choose why the order is held.' });
              hold.mutate(
                { reason, ...(note.trim() ? { note: note.trim() } : {}) },
                {
                  onSuccess: () =>
                    setMessage({ ok: true, text: 'On hold; its allocation went back to stock.' }),
                  onError: (e2) => setMessage({ ok: false, text: e2.message }),
                },
              );
            }}
          >
            <Group gap="xs" align="flex-end" wrap="wrap">
              <Select
                label="Hold reason"
                placeholder="Choose a reason"
                w={200}
                data={HOLD_REASONS.map((r) => ({ value: r, label: HOLD_REASON_LABELS[r] }))}
                value={reason}
                onChange={(v) => setReason(v as HoldReason | null)}
              />
              <TextInput
                label="Note"
                w={200}
                value={note}
                maxLength={500}
                onChange={(e) => setNote(e.currentTarget.value)}
              />
              <Button type="submit" variant="light" color="orange" loading={hold.isPending}>
                Put on hold
              </Button>
            </Group>
          </form>
        ) : null}
        {s === 'FINISHED' ? (
          <Text size="sm" c="green.8" fw={600}>
            Finished: every unit shipped.
          </Text>
        ) : null}
        <div aria-live="polite">
          {message ? (
            <Alert color={message.ok ? 'green' : 'orange'} variant="light">
              {message.text}
            </Alert>
          ) : null}
        </div>
      </Stack>
    </Card>
  );
}

function PackAndShip({ order }: { order: OutboundOrder }) {
  const pack = usePack(order.id);
  const buy = useBuyLabel(order.id);
  const rates = useOutboundRates(order.id, order.pack?.id ?? null);
  const [box, setBox] = useState<BoxCode | null>((order.pack?.box as BoxCode) ?? null);
  const [weight, setWeight] = useState<number | string>(order.pack?.weightOz ?? '');
  const [rateId, setRateId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (rates.data && !rates.data.some((r) => r.id === rateId))
      setRateId(rates.data.find((r) => r.isSuggested)?.id ?? null);
  }, [rates.data, rateId]);
  return (
    <Card withBorder>
      <Stack gap="md">
        <Title order={2} fz="md">
          Pack and ship
        </Title>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setError(null);
            if (!box) return setError('Choose a box.');
            const oz = Number(weight);
            if (!Number.isInteger(oz) || oz < 1) return setError('Enter the weight in whole ounces.');
            pack.mutate({ box, weightOz: oz }, { onError: (e2) => setError(e2.message) });
          }}
        >
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label="Box"
              placeholder="Choose a box"
              w={240}
              data={BOXES.map((b) => ({ value: b.code, label: b.label }))}
              value={box}
              onChange={(v) => setBox(v as BoxCode | null)}
            />
            <NumberInput
              label="Weight (oz)"
              w={140}
              min={1}
              max={2400}
              allowDecimal={false}
              value={weight}
              onChange={setWeight}
            />
            <Button type="submit" loading={pack.isPending}>
              {order.pack ? 'Pack again' : 'Pack'}
            </Button>
          </Group>
        </form>
        {order.pack ? (
          <Text size="sm" c="dimmed">
            Packed: {BOXES.find((b) => b.code === order.pack!.box)?.label ?? order.pack.box},{' '}
            {order.pack.weightOz} oz, {order.pack.lines.reduce((n, l) => n + l.quantity, 0)} units.
          </Text>
        ) : null}
        {order.pack ? (
          rates.isPending ? (
            <PageLoader label="Getting rates…" />
          ) : rates.isError ? (
            <PageError title="We couldn't get rates" error={rates.error} onRetry={() => rates.refetch()} />
          ) : (
            <Radio.Group label="Rates (cheapest first)" value={rateId} onChange={setRateId}>
              <Stack gap={6} mt="xs">
                {rates.data.map((r) => (
                  <Radio
                    key={r.id}
                    value={r.id}
                    label={`${r.carrier} ${r.service} — ${formatMoney(r.amountCents)}${r.estimatedDays ? ` · ${r.estimatedDays} day${r.estimatedDays === 1 ? '' : 's'}` : ''}${r.isSuggested ? " · the founder's method" : ''}`}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )
        ) : (
          <Text size="sm" c="dimmed">
            Pack the order to see rates.
          </Text>
        )}
        {order.pack && rates.data ? (
          <Group>
            <Button
              disabled={!rateId}
              loading={buy.isPending}
              onClick={() => {
                setError(null);
                buy.mutate(
                  { rateId: rateId!, key: `pack-${order.pack!.id}-${rateId}` },
                  { onError: (e) => setError(e.message) },
                );
              }}
            >
              Buy label
            </Button>
          </Group>
        ) : null}
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}

function ShipmentsCard({ order }: { order: OutboundOrder }) {
  return (
    <Card withBorder>
      <Title order={2} fz="md" mb="xs">
        Shipments
      </Title>
      {order.shipments.length === 0 ? (
        <Text size="sm" c="dimmed">
          No label bought yet.
        </Text>
      ) : (
        <Stack gap="lg">
          {order.shipments.map((s) => (
            <Stack key={s.id} gap="xs" data-testid="warehouse-shipment">
              <Group gap="sm" wrap="wrap">
                <Text fw={600}>
                  {s.carrier} {s.service}
                </Text>
                <Text ff="monospace" size="sm">
                  {s.trackingNumber}
                </Text>
                {s.voidedAt ? (
                  <Text c="dimmed">Voided</Text>
                ) : (
                  <TrackingStatusBadge status={s.trackingStatus} />
                )}
                <Text size="sm" c="dimmed">
                  {formatMoney(s.rateCents)} · {s.lines.map((l) => `${l.sku} ×${l.quantity}`).join(', ')}
                </Text>
              </Group>
              {s.labelAssetId ? (
                <LabelActions assetId={s.labelAssetId} trackingNumber={s.trackingNumber} />
              ) : null}
              {s.voidedAt ? null : <TrackingTimeline events={s.events} />}
            </Stack>
          ))}
        </Stack>
      )}
    </Card>
  );
}
