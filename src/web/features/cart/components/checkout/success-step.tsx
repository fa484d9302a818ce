import { Alert, Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { PurchaseEvent } from '../../../../../shared/contract/cart';
import type { PaymentResult } from '../../../../../shared/contract/payments';
import { queryKeys } from '../../../../api/query-keys';
import { paths } from '../../../../routing/paths';
import { PageError, PageLoader } from '../../../../ui/page-states';
import { usePayment } from '../../api/get-payment';
import { recordPurchaseEvent } from '../../api/record-purchase-event';
import { itemCount, orderNumber } from '../../format';
import { Receipt } from './receipt';

/** Payments whose purchase event this tab already asked for: one call per payment, even if the step remounts. */
const reported = new Map<number, Promise<PurchaseEvent | null>>();

function reportPurchase(result: PaymentResult): Promise<PurchaseEvent | null> {
  let pending = reported.get(result.id);
  if (!pending) {
    const first = result.orderItemIds[0];
    pending = first
      ? recordPurchaseEvent(first, result.firstPurchase).catch(() => null)
      : Promise.resolve(null);
    reported.set(result.id, pending);
  }
  return pending;
}

/**
 * Step 4: the thank-you, the summary the payment charged, and the purchase event: POST event-purchase once,
 * and `onPurchaseEvent` (the app's tag-manager pushes) only when the server says this payment was not pushed yet.
 */
export function SuccessStep({
  paymentId,
  shippingAddressId,
  onPurchaseEvent,
}: {
  paymentId: number | undefined;
  shippingAddressId?: number;
  onPurchaseEvent?: (event: PurchaseEvent, result: PaymentResult) => void;
}) {
  const payment = usePayment(paymentId ?? null);
  const queryClient = useQueryClient();
  const result = payment.data;
  const completed = result?.status === 'COMPLETED';

  useEffect(() => {
    if (result?.status !== 'COMPLETED') return;
    // The cart emptied and orders moved: whatever showed them refetches.
    void queryClient.invalidateQueries({ queryKey: queryKeys.cart.items() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all() });
    let live = true;
    void reportPurchase(result).then((e) => {
      if (!e || !live) return;
      if (e.push) {
        // Pushed once: a later mount of this step finds push already spent.
        reported.set(result.id, Promise.resolve({ ...e, push: false }));
        onPurchaseEvent?.(e, result);
      }
    });
    return () => {
      live = false;
    };
  }, [result, queryClient, onPurchaseEvent]);

  if (!paymentId)
    return (
      <Alert color="orange" variant="light" title="No payment to show">
        <Button component={Link} to={paths.cart.checkout()} size="xs" mt="xs">
          Back to checkout
        </Button>
      </Alert>
    );
  if (payment.isPending) return <PageLoader label="Confirming your payment…" />;
  if (payment.isError)
    return (
      <PageError
        title="We couldn't load your payment"
        error={payment.error}
        onRetry={() => payment.refetch()}
      />
    );
  if (!completed)
    return (
      <Alert color="orange" variant="light" title="This payment did not go through">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {payment.data.message ?? 'Nothing was charged. Try again or use another method.'}
          </Text>
          <Button component={Link} to={paths.cart.checkout('payment')} size="xs">
            Back to payment
          </Button>
        </Stack>
      </Alert>
    );

  const count = payment.data.orderItemIds.length;
  return (
    <Stack gap="lg" data-testid="purchase-success">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon color="green" radius="xl" size="lg" aria-hidden>
          <IconCheck size={20} />
        </ThemeIcon>
        <Stack gap={0}>
          <Title order={2} fz="xl">
            Thank you for your order!
          </Title>
          <Text size="sm" c="dimmed">
            Order {orderNumber(payment.data.id)} · {itemCount(count)} now in production with your suppliers.
          </Text>
        </Stack>
      </Group>
      <Receipt payment={payment.data} shippingAddressId={shippingAddressId} />
      <Text size="sm">
        We'll keep you posted as your suppliers make and ship your items. A copy of this receipt is on its way
        to your email.
      </Text>
      <Group data-print-hide>
        <Button component={Link} to={paths.orders.list({ tab: 'IN_PRODUCTION' })}>
          Track your orders
        </Button>
        <Button component={Link} to={paths.catalog.browse()} variant="default">
          Keep sourcing
        </Button>
      </Group>
    </Stack>
  );
}
