// /order-details/{id}: one order — status and hold (with "Release hold"), lines with stock markers and their
// actions, customer and address (validated edit), method, notes, wholesale requirements, the status history
// and the shipments with their tracking events.

import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Menu,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Timeline,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  ORDER_SHIPPING_METHOD_LABELS,
  ORDER_SHIPPING_METHODS,
  type OrderLine,
  type SalesOrderDetails,
  WHOLESALE_REQUIREMENT_LABELS,
} from '../../../shared/contract/sales-orders';
import { formatDate } from '../../../shared/rules/dates';
import { HOLD_REASON_LABELS, variantLabel } from '../../../shared/rules/fulfillment';
import { formatMoney } from '../../../shared/rules/money';
import { useCan } from '../../api/use-can';
import { addressLines } from '../../ui/address-text';
import { RoleLock, RoleNote } from '../../ui/can';
import { PageError, PageLoader } from '../../ui/page-states';
import { ScrollTable } from '../../ui/scroll-table';
import { useEditOrder, useInventoryCounts, useOpStatusHistory, useOrder } from './api/orders-queries';
import { OrderStatusBadges, originLabel } from './components/order-badges';
import {
  AddressDialog,
  CancelUnitsDialog,
  HoldDialog,
  RequirementsDialog,
  TrackingDialog,
} from './components/order-dialogs';
import { ShipmentsPanel } from './shipments-panel';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) +
  ' UTC';
const STATUS_WORDS = {
  OUTSTANDING: 'Outstanding',
  PROCESSING: 'Processing',
  ON_HOLD: 'On hold',
  FINISHED: 'Finished',
} as const;

function HoldBanner({ order }: { order: SalesOrderDetails }) {
  const edit = useEditOrder(order.id);
  if (order.processingStatus !== 'ON_HOLD' || !order.holdReason) return null;
  return (
    <Alert color="orange" title={`On hold: ${HOLD_REASON_LABELS[order.holdReason]}`} role="status">
      <Stack gap="xs">
        {order.holdNote ? <Text size="sm">{order.holdNote}</Text> : null}
        {order.holdUntil ? <Text size="sm">Until {formatDate(order.holdUntil)}</Text> : null}
        {order.holdReason === 'OUT_OF_STOCK' ? (
          <Text size="sm">It is released by itself when the missing stock arrives at the warehouse.</Text>
        ) : null}
        {edit.error ? (
          <Text size="sm" c="red.8" role="alert">
            {edit.error.message}
          </Text>
        ) : null}
        <Group>
          <RoleLock cls="fulfilment">
            <Button
              size="xs"
              color="orange"
              loading={edit.isPending}
              onClick={() =>
                edit.mutate({ path: 'PUT /web/orders/:id/change-op-status', body: { status: 'OUTSTANDING' } })
              }
            >
              Release hold
            </Button>
          </RoleLock>
        </Group>
      </Stack>
    </Alert>
  );
}

function LinesCard({ order }: { order: SalesOrderDetails }) {
  const counts = useInventoryCounts(order.lines.map((l) => l.sku));
  const marker = new Map((counts.data ?? []).map((c) => [c.sku, c]));
  const [canceling, setCanceling] = useState<OrderLine | null>(null);
  const [tracking, setTracking] = useState<OrderLine | null>(null);
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        Items
      </Title>
      <ScrollTable label="Order items" minWidth={760}>
        <Table aria-label="Order lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product</Table.Th>
              <Table.Th ta="right">Ordered</Table.Th>
              <Table.Th ta="right">Canceled</Table.Th>
              <Table.Th ta="right">Allocated</Table.Th>
              <Table.Th ta="right">Shipped</Table.Th>
              <Table.Th ta="right">Price</Table.Th>
              <Table.Th ta="right">Discount</Table.Th>
              <Table.Th ta="right">Tax</Table.Th>
              {order.isEditable ? <Table.Th /> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.lines.map((l) => {
              const stock = marker.get(l.sku);
              const open = l.quantity - l.canceledQty - l.fulfilledQty;
              return (
                <Table.Tr key={l.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {l.title}
                    </Text>
                    <Group gap={6}>
                      <Text size="xs" c="dimmed">
                        {l.sku} · {variantLabel(l.variantTitle)}
                      </Text>
                      {stock ? (
                        <Badge
                          size="xs"
                          variant="light"
                          color={stock.stockStatus === 'IN_STOCK' ? 'green' : 'red'}
                        >
                          {stock.stockStatus === 'IN_STOCK'
                            ? `In stock (${stock.fulfillable})`
                            : 'Out of stock'}
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right">{l.quantity}</Table.Td>
                  <Table.Td ta="right">{l.canceledQty}</Table.Td>
                  <Table.Td ta="right">{l.allocatedQty}</Table.Td>
                  <Table.Td ta="right">{l.fulfilledQty}</Table.Td>
                  <Table.Td ta="right">{formatMoney(l.unitPriceCents, order.currency)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(l.discountCents, order.currency)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(l.taxCents, order.currency)}</Table.Td>
                  {order.isEditable ? (
                    <Table.Td ta="right">
                      {open > 0 ? (
                        <Menu position="bottom-end">
                          <Menu.Target>
                            <Button size="xs" variant="default" aria-label={`Actions for ${l.sku}`}>
                              Actions
                            </Button>
                          </Menu.Target>
                          <Menu.Dropdown>
                            <Menu.Item onClick={() => setCanceling(l)}>Cancel units</Menu.Item>
                            <Menu.Item onClick={() => setTracking(l)}>Shipped it myself…</Menu.Item>
                          </Menu.Dropdown>
                        </Menu>
                      ) : null}
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      <Stack gap={2} mt="sm" align="flex-end">
        <Text size="sm">Subtotal {formatMoney(order.subtotalCents, order.currency)}</Text>
        <Text size="sm">Discounts −{formatMoney(order.discountCents, order.currency)}</Text>
        <Text size="sm">Tax {formatMoney(order.taxCents, order.currency)}</Text>
        <Text size="sm">Shipping {formatMoney(order.shippingCents, order.currency)}</Text>
        <Text fw={600}>Total {formatMoney(order.totalCents, order.currency)}</Text>
      </Stack>
      <CancelUnitsDialog orderId={order.id} line={canceling} onClose={() => setCanceling(null)} />
      <TrackingDialog orderId={order.id} line={tracking} onClose={() => setTracking(null)} />
    </Card>
  );
}

function NotesField({
  order,
  field,
  label,
  locked,
}: {
  order: SalesOrderDetails;
  field: 'notes' | 'orderNotes';
  label: string;
  locked: boolean;
}) {
  const edit = useEditOrder(order.id);
  const [text, setText] = useState(order[field] ?? '');
  useEffect(() => setText(order[field] ?? ''), [order, field]);
  const dirty = text !== (order[field] ?? '');
  return (
    <Stack gap={4}>
      <Textarea
        label={label}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        disabled={locked}
        autosize
        minRows={2}
      />
      {edit.error ? (
        <Text size="xs" c="red.8" role="alert">
          {edit.error.message}
        </Text>
      ) : null}
      {dirty && !locked ? (
        <Group>
          <Button
            size="xs"
            loading={edit.isPending}
            onClick={() =>
              edit.mutate(
                field === 'notes'
                  ? { path: 'PUT /web/orders/:id/notes', body: { notes: text || null } }
                  : { path: 'PUT /web/orders/:id/order-notes', body: { orderNotes: text || null } },
              )
            }
          >
            Save
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

function CustomerCard({ order }: { order: SalesOrderDetails }) {
  const edit = useEditOrder(order.id);
  const canWork = useCan('fulfilment');
  const [addressOpen, address] = useDisclosure(false);
  const [reqOpen, req] = useDisclosure(false);
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Customer and delivery
        </Title>
        <div>
          <Text fw={500}>{order.customerName}</Text>
          {order.customerEmail ? <Text size="sm">{order.customerEmail}</Text> : null}
          {order.customerPhone ? <Text size="sm">{order.customerPhone}</Text> : null}
        </div>
        <div>
          <Text size="sm" fw={500}>
            Ship to
          </Text>
          {order.shippingAddress ? (
            addressLines(order.shippingAddress).map((l) => (
              <Text size="sm" key={l}>
                {l}
              </Text>
            ))
          ) : (
            <Text size="sm" c="dimmed">
              No address yet
            </Text>
          )}
          {order.isEditable ? (
            <Anchor component="button" type="button" size="sm" onClick={address.open}>
              Edit address
            </Anchor>
          ) : null}
        </div>
        <Select
          label="Shipping method"
          data={ORDER_SHIPPING_METHODS.map((m) => ({ value: m, label: ORDER_SHIPPING_METHOD_LABELS[m] }))}
          value={order.shippingMethod}
          allowDeselect={false}
          disabled={!order.isEditable || edit.isPending}
          onChange={(v) =>
            v &&
            edit.mutate({ path: 'PUT /web/orders/:id/shipping-method', body: { shippingMethod: v as never } })
          }
          error={edit.error?.message}
        />
        {order.tags.length ? (
          <Group gap={4}>
            {order.tags.map((t) => (
              <Badge key={t} variant="outline">
                {t}
              </Badge>
            ))}
          </Group>
        ) : null}
        <NotesField
          order={order}
          field="orderNotes"
          label="Notes for the warehouse and packing slip"
          locked={!order.isEditable}
        />
        <NotesField
          order={order}
          field="notes"
          label="Internal notes (only your team sees them)"
          locked={!canWork}
        />
        {order.origin === 'MANUAL_WHOLESALE' ? (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Wholesale requirements
            </Text>
            {order.wholesaleRequirements.length === 0 ? (
              <Text size="sm" c="dimmed">
                No packing slip, routing guide or labels attached.
              </Text>
            ) : (
              order.wholesaleRequirements.map((r) => (
                <Text size="sm" key={r.uploadId}>
                  {WHOLESALE_REQUIREMENT_LABELS[r.kind]}:{' '}
                  {r.url ? (
                    <Anchor href={r.url} target="_blank" rel="noreferrer">
                      {r.name}
                    </Anchor>
                  ) : (
                    r.name
                  )}
                </Text>
              ))
            )}
            {order.isEditable ? (
              <Group>
                <Button size="xs" variant="default" onClick={req.open}>
                  Attach a file
                </Button>
              </Group>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
      {addressOpen ? <AddressDialog order={order} opened onClose={address.close} /> : null}
      {reqOpen ? <RequirementsDialog order={order} opened onClose={req.close} /> : null}
    </Card>
  );
}

function HistoryCard({ orderId }: { orderId: number }) {
  const history = useOpStatusHistory(orderId);
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        Status history
      </Title>
      {history.isPending ? (
        <PageLoader label="Loading history…" />
      ) : history.isError ? (
        <PageError error={history.error} onRetry={() => history.refetch()} />
      ) : (
        <Timeline bulletSize={14} lineWidth={2} active={history.data.length}>
          {history.data.map((h) => (
            <Timeline.Item
              key={h.id}
              title={
                h.fromStatus
                  ? `${STATUS_WORDS[h.fromStatus]} → ${STATUS_WORDS[h.toStatus]}`
                  : STATUS_WORDS[h.toStatus]
              }
            >
              {h.reason ? <Text size="sm">{h.reason}</Text> : null}
              <Text size="xs" c="dimmed">
                {h.actor} · {when(h.at)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Card>
  );
}

export default function OrderDetailsPage() {
  const id = Number(useParams().id);
  const order = useOrder(Number.isInteger(id) && id > 0 ? id : 0);
  const [holdOpen, hold] = useDisclosure(false);
  const canWork = useCan('fulfilment');
  if (!(Number.isInteger(id) && id > 0)) return <PageError title="That is not an order link" />;
  if (order.isPending) return <PageLoader label="Loading order…" />;
  if (order.isError)
    return (
      <PageError title="We couldn't load this order" error={order.error} onRetry={() => order.refetch()} />
    );
  // A role that may not work on orders sees the order as it is, with nothing to change (decision 042).
  const o = canWork ? order.data : { ...order.data, isEditable: false };
  const canHold = o.processingStatus !== 'FINISHED' && o.cancellationLevel !== 'CANCELED';
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/orders" size="sm">
        ← All orders
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            Order {o.orderNumber}
          </Title>
          <Text c="dimmed" size="sm">
            Placed {when(o.placedAt)} · {originLabel(o.origin)}
            {o.externalRef && o.externalRef !== o.orderNumber ? ` · ${o.externalRef}` : ''}
          </Text>
          <OrderStatusBadges order={o} />
        </Stack>
        {canHold && o.processingStatus !== 'ON_HOLD' ? (
          <RoleLock cls="fulfilment">
            <Button variant="default" color="orange" onClick={hold.open}>
              Hold order
            </Button>
          </RoleLock>
        ) : null}
      </Group>
      <RoleNote cls="fulfilment" />
      <HoldBanner order={o} />
      {canWork && !o.isEditable && o.processingStatus === 'PROCESSING' ? (
        <Alert color="blue" role="status">
          The warehouse is processing this order: its items, address and method can't be changed now. You can
          still hold it.
        </Alert>
      ) : null}
      <LinesCard order={o} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <CustomerCard order={o} />
        <Stack gap="md">
          <ShipmentsPanel orderId={o.id} />
          <HistoryCard orderId={o.id} />
        </Stack>
      </SimpleGrid>
      {holdOpen ? <HoldDialog order={o} opened onClose={hold.close} /> : null}
    </Stack>
  );
}
