import { Button, Group, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { PurchaseEvent } from '../../../../shared/contract/cart';
import type { PaymentResult } from '../../../../shared/contract/payments';
import { queryKeys } from '../../../api/query-keys';
import { CHECKOUT_STEPS, type CheckoutStep, paths } from '../../../routing/paths';
import { PageHeader } from '../../../ui/page-header';
import { PageError, PageLoader } from '../../../ui/page-states';
import { useCart } from '../api/get-cart';
import { OverviewStep } from '../components/checkout/overview-step';
import { PaymentStep, type RenderPayment } from '../components/checkout/payment-step';
import { ShippingStep } from '../components/checkout/shipping-step';
import { SuccessStep } from '../components/checkout/success-step';
import { useCheckoutState } from '../use-checkout-state';

const STEP_TEXT: Record<CheckoutStep, { label: string; description: string }> = {
  overview: { label: 'Order overview', description: 'Items and promo code' },
  shipping: { label: 'Shipping details', description: 'Address and method' },
  payment: { label: 'Payment', description: 'Pay securely' },
  success: { label: 'Purchase success', description: 'In production' },
};

function EmptyCart() {
  return (
    <Paper withBorder p="lg" maw={640} data-testid="checkout-empty">
      <Stack gap="sm" align="flex-start">
        <Text fw={500}>Your cart is empty</Text>
        <Text size="sm" c="dimmed">
          Add samples or inventory from a product's page, then come back to check out.
        </Text>
        <Group>
          <Button component={Link} to={paths.catalog.browse()} variant="light">
            Browse the marketplace
          </Button>
          <Button component={Link} to={paths.orders.list()} variant="subtle">
            See your orders
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * /checkout: order overview → shipping details → payment → purchase success, the step and every choice in the
 * URL. The payment step shows the payments feature's panel, which the app passes as `renderPayment`; the
 * tag-manager pushes of a purchase are the app's too (`onPurchaseEvent`).
 */
export default function CheckoutPage({
  renderPayment,
  onPurchaseEvent,
}: {
  renderPayment?: RenderPayment;
  onPurchaseEvent?: (event: PurchaseEvent, result: PaymentResult) => void;
} = {}) {
  const { state, change, goTo } = useCheckoutState();
  const queryClient = useQueryClient();
  const isSuccess = state.step === 'success';
  // A phone shows the four steps as numbered dots (the heading below names the current one): four labels
  // side by side do not fit 390 px.
  const isNarrow = useMediaQuery('(max-width: 36em)', false);
  const cart = useCart(!isSuccess);
  const current = CHECKOUT_STEPS.indexOf(state.step);
  // Paid: every step is done, the last one too (Mantine ticks the steps before `active`).
  const active = isSuccess ? CHECKOUT_STEPS.length : current;

  // A new step moves focus to its heading, so keyboard and screen-reader users start at the top of it.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(state.step);
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    heading.current?.focus();
  }, [state.step]);

  const choose = useCallback(
    (c: { address?: number; shipping?: string | null }) =>
      change({
        ...(c.address !== undefined ? { address: String(c.address) } : {}),
        ...(c.shipping !== undefined ? { shipping: c.shipping } : {}),
      }),
    [change],
  );

  const onPaid = (result: PaymentResult) => {
    if (result.status !== 'COMPLETED') return;
    queryClient.setQueryData(queryKeys.cart.payment(result.id), result);
    change({ step: 'success', paymentId: String(result.id) });
  };

  const body = (() => {
    if (isSuccess)
      return (
        <SuccessStep
          paymentId={state.paymentId}
          shippingAddressId={state.shippingAddressId}
          onPurchaseEvent={onPurchaseEvent}
        />
      );
    if (cart.isPending) return <PageLoader label="Loading your cart…" />;
    if (cart.isError)
      return (
        <PageError title="We couldn't load your cart" error={cart.error} onRetry={() => cart.refetch()} />
      );
    if (cart.data.length === 0) return <EmptyCart />;
    const orderItemIds = cart.data.map((i) => i.id);
    switch (state.step) {
      case 'overview':
        return (
          <OverviewStep
            orderItemIds={orderItemIds}
            state={state}
            onPromoCode={(code) => change({ promo: code })}
            onContinue={(keepPromo) => change({ step: 'shipping', ...(keepPromo ? {} : { promo: null }) })}
          />
        );
      case 'shipping':
        return (
          <ShippingStep
            orderItemIds={orderItemIds}
            state={state}
            onChoose={choose}
            onBack={() => goTo('overview')}
            onContinue={(shipping) => change({ step: 'payment', shipping })}
          />
        );
      default:
        return (
          <PaymentStep
            orderItemIds={orderItemIds}
            state={state}
            renderPayment={renderPayment}
            onPaid={onPaid}
            onBack={() => goTo('shipping')}
            onNeedShipping={() => goTo('shipping')}
          />
        );
    }
  })();

  return (
    <Stack gap="lg" maw={880}>
      <PageHeader title="Checkout" />
      <Stepper
        active={active}
        // Back to any earlier step until paid; forward only through each step's Continue.
        onStepClick={isSuccess ? undefined : (i) => i < active && goTo(CHECKOUT_STEPS[i]!)}
        allowNextStepsSelect={false}
        size="sm"
        aria-label="Checkout progress"
        data-print-hide
      >
        {CHECKOUT_STEPS.map((step, i) => (
          <Stepper.Step
            key={step}
            label={isNarrow ? undefined : STEP_TEXT[step].label}
            description={isNarrow ? undefined : STEP_TEXT[step].description}
            aria-label={isNarrow ? `Step ${i + 1}: ${STEP_TEXT[step].label}` : undefined}
            aria-current={i === current ? 'step' : undefined}
            data-testid={`checkout-step-${step}`}
          />
        ))}
      </Stepper>
      <Stack gap="md" component="section" aria-labelledby="checkout-step-heading">
        <Title order={2} fz="lg" id="checkout-step-heading" ref={heading} tabIndex={-1}>
          {STEP_TEXT[state.step].label}
        </Title>
        {body}
      </Stack>
    </Stack>
  );
}
