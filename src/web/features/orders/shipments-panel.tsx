// The order's shipments for /order-details/{id} (issue 23, decision 045): each label with its carrier, tracking
// number and events; delivered and exceptions stand out; the label downloads; a label the carrier does not have
// yet can be recreated (voided and bought again for the same parcel).
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatDate } from '../../../shared/rules/dates';
import { isInCarrierHands } from '../../../shared/rules/tracking';
import { RoleLock } from '../../ui/can';
import { PageError } from '../../ui/page-states';
import { TrackingStatusBadge, TrackingTimeline } from '../../ui/tracking-timeline';
import { downloadShipmentLabel, useOrderShipments, useRecreateShipment } from './api/shipments-queries';

export function ShipmentsPanel({ orderId }: { orderId: number }) {
  const shipments = useOrderShipments(orderId);
  const recreate = useRecreateShipment(orderId);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const download = async (id: number, tn: string) => {
    setMessage(null);
    try {
      await downloadShipmentLabel(orderId, id, tn);
    } catch {
      setMessage({ ok: false, text: 'could not download file' });
    }
  };
  return (
    <Card withBorder data-testid="shipments-panel">
      <Title order={2} fz="lg" mb="sm">
        Shipments
      </Title>
      {shipments.isPending ? (
        <Text size="sm" c="dimmed" role="status">
          Loading shipments…
        </Text>
      ) : shipments.isError ? (
        <PageError
          title="We couldn't load the shipments"
          error={shipments.error}
          onRetry={() => shipments.refetch()}
        />
      ) : shipments.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          Not shipped yet. The warehouse buys the label when it packs the order; tracking appears here.
        </Text>
      ) : (
        <Stack gap="lg">
          {shipments.data.map((s) => (
            <Stack key={s.id} gap="xs" data-testid="shipment">
              <Group gap="sm" wrap="wrap">
                <Text fw={600}>
                  {s.carrier} {s.service}
                </Text>
                <Text ff="monospace" size="sm">
                  {s.trackingNumber}
                </Text>
                {s.voidedAt ? (
                  <Badge color="gray" variant="light">
                    Voided
                  </Badge>
                ) : (
                  <TrackingStatusBadge status={s.trackingStatus} />
                )}
              </Group>
              <Text size="sm" c="dimmed">
                {s.lines.map((l) => `${l.sku} ×${l.quantity}`).join(', ')}
                {s.deliveredAt
                  ? ` · delivered ${formatDate(s.deliveredAt)}`
                  : s.estimatedDeliveryDate && !s.voidedAt
                    ? ` · expected ${formatDate(`${s.estimatedDeliveryDate}T12:00:00Z`)}`
                    : ''}
              </Text>
              {s.trackingStatus === 'EXCEPTION' && !s.voidedAt ? (
                <Alert color="orange" variant="light" title="Delivery exception">
                  The carrier reported a problem with this parcel:{' '}
                  {s.events.at(-1)?.description ?? 'see the events below'}.
                </Alert>
              ) : null}
              {!s.voidedAt ? (
                <Group gap="xs">
                  {s.labelAssetId ? (
                    <Button size="xs" variant="default" onClick={() => download(s.id, s.trackingNumber)}>
                      Download label
                    </Button>
                  ) : null}
                  {!isInCarrierHands(s.trackingStatus) ? (
                    <RoleLock cls="fulfilment">
                      <Button
                        size="xs"
                        variant="light"
                        loading={recreate.isPending && recreate.variables === s.id}
                        onClick={() =>
                          recreate.mutate(s.id, {
                            onSuccess: (n) =>
                              setMessage({
                                ok: true,
                                text: `New label ${n.trackingNumber}; the old one is voided.`,
                              }),
                            onError: (e) => setMessage({ ok: false, text: e.message }),
                          })
                        }
                      >
                        Recreate label
                      </Button>
                    </RoleLock>
                  ) : null}
                </Group>
              ) : null}
              {!s.voidedAt ? <TrackingTimeline events={s.events} /> : null}
            </Stack>
          ))}
        </Stack>
      )}
      <div aria-live="polite">
        {message ? (
          <Alert mt="sm" color={message.ok ? 'green' : 'red'} variant="light">
            {message.text}
          </Alert>
        ) : null}
      </div>
    </Card>
  );
}
