// /track-order (public, no main layout, §2): a shopper enters the order number and the email on the order, or a
// tracking number (checked with its check digit before asking), and sees every shipment's carrier events.
import {
  Alert,
  Button,
  Card,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { TRACK_ORDER_NOT_FOUND } from '../../../shared/contract/tracking';
import { formatDate } from '../../../shared/rules/dates';
import { isValidTrackingNumber } from '../../../shared/rules/tracking';
import { callApi } from '../../api/call-api';
import { TrackingStatusBadge, TrackingTimeline } from '../../ui/tracking-timeline';

type Mode = 'order' | 'tracking';

export default function TrackOrderPage() {
  const [mode, setMode] = useState<Mode>('order');
  const [orderNumber, setOrderNumber] = useState('');
  const [email, setEmail] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const lookup = useMutation({
    mutationFn: (query: { orderNumber: string; email: string } | { trackingNumber: string }) =>
      callApi('GET /track-order', { query, quiet: true }),
  });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (mode === 'order') {
      if (!orderNumber.trim()) next.orderNumber = 'Enter the order number';
      if (!/^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/.test(email.trim()))
        next.email = 'Enter the email used for the order';
    } else if (!isValidTrackingNumber(trackingNumber)) {
      next.trackingNumber = "That isn't a valid tracking number; check it and try again";
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    lookup.mutate(
      mode === 'order'
        ? { orderNumber: orderNumber.trim(), email: email.trim() }
        : { trackingNumber: trackingNumber.trim() },
    );
  };
  const result = lookup.data;

  return (
    <Stack maw={640} mx="auto" my="xl" px="md" gap="lg" component="main">
      <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Title order={1} fz={26}>
              Track your order
            </Title>
            <SegmentedControl
              aria-label="Look up by"
              data={[
                { value: 'order', label: 'Order number and email' },
                { value: 'tracking', label: 'Tracking number' },
              ]}
              value={mode}
              onChange={(v) => {
                setMode(v as Mode);
                setErrors({});
              }}
            />
            {mode === 'order' ? (
              <>
                <TextInput
                  label="Order number"
                  placeholder="#1001"
                  value={orderNumber}
                  onChange={(e) => setOrderNumber(e.currentTarget.value)}
                  error={errors.orderNumber}
                  autoComplete="off"
                />
                <TextInput
                  label="Email"
                  type="email"
                  placeholder="you@example.com"
                  value={email}
                  onChange={(e) => setEmail(e.currentTarget.value)}
                  error={errors.email}
                  autoComplete="email"
                />
              </>
            ) : (
              <TextInput
                label="Tracking number"
                value={trackingNumber}
                onChange={(e) => setTrackingNumber(e.currentTarget.value)}
                error={errors.trackingNumber}
                autoComplete="off"
              />
            )}
            <Group>
              <Button type="submit" loading={lookup.isPending}>
                Track
              </Button>
            </Group>
            <div aria-live="polite">
              {lookup.isError ? (
                <Alert color="orange" variant="light" role="alert">
                  {lookup.error.message || TRACK_ORDER_NOT_FOUND}
                </Alert>
              ) : null}
            </div>
          </Stack>
        </form>
      </Paper>
      {result ? (
        <Stack gap="md" data-testid="track-result">
          <div>
            <Title order={2} fz="xl">
              Order {result.orderNumber}
            </Title>
            <Text c="dimmed" size="sm">
              From {result.storeName} · placed {formatDate(result.placedAt)}
              {result.shipToCity ? ` · to ${result.shipToCity}` : ''}
            </Text>
          </div>
          {result.shipments.length === 0 ? (
            <Card withBorder>
              <Text>Your order hasn't shipped yet. Tracking appears here as soon as it does.</Text>
            </Card>
          ) : (
            result.shipments.map((s) => (
              <Card withBorder key={s.trackingNumber}>
                <Stack gap="sm">
                  <Group gap="sm" wrap="wrap">
                    <Text fw={600}>
                      {s.carrier} {s.service}
                    </Text>
                    <Text ff="monospace" size="sm">
                      {s.trackingNumber}
                    </Text>
                    <TrackingStatusBadge status={s.trackingStatus} />
                  </Group>
                  <Text size="sm" c="dimmed">
                    {s.deliveredAt
                      ? `Delivered ${formatDate(s.deliveredAt)}`
                      : s.estimatedDeliveryDate
                        ? `Expected ${formatDate(`${s.estimatedDeliveryDate}T12:00:00Z`)}`
                        : 'On its way'}
                  </Text>
                  <TrackingTimeline events={s.events} />
                </Stack>
              </Card>
            ))
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}
