import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CheckoutTotals } from '../../../../../shared/contract/cart';
import type { PaymentResult } from '../../../../../shared/contract/payments';
import { addressLines } from '../../../../ui/address-text';
import { TotalsTable } from '../../../../ui/totals-table';
import { useCheckoutPreview } from '../../api/preview-checkout';
import { useShippingAddresses } from '../../api/shipping-addresses';
import type { CheckoutState } from '../../use-checkout-state';
import { PricingState } from './pricing-state';

/** What the payments feature's panel gets from checkout (the app passes PaymentPanel as `renderPayment`). */
export type PaymentSlotProps = {
  target: { orderItemIds: number[] };
  options: {
    shippingAddressId?: number;
    shippingOptionId?: string;
    promoCode?: string;
    financingTermDays?: 30 | 60 | 90;
  };
  totals: CheckoutTotals;
  onPaid: (result: PaymentResult) => void;
};
export type RenderPayment = (props: PaymentSlotProps) => ReactNode;

/**
 * Step 3: the final totals the server will charge, and the payments feature's panel to pay them (saved cards,
 * a new card, bank, wallet, pay-later terms and 3-D Secure are all the panel's).
 */
export function PaymentStep({
  orderItemIds,
  state,
  renderPayment,
  onPaid,
  onBack,
  onNeedShipping,
}: {
  orderItemIds: number[];
  state: CheckoutState;
  renderPayment?: RenderPayment;
  onPaid: (result: PaymentResult) => void;
  onBack: () => void;
  onNeedShipping: () => void;
}) {
  const preview = useCheckoutPreview({
    orderItemIds,
    promoCode: state.promoCode,
    shippingAddressId: state.shippingAddressId,
    shippingOptionId: state.shippingOptionId,
  });
  const addresses = useShippingAddresses(Boolean(preview.data?.needsShippingAddress));

  if (!preview.isSuccess) return <PricingState preview={preview} />;
  const totals = preview.data;
  const missingShipping =
    totals.needsShippingAddress &&
    (!state.shippingAddressId || (totals.shippingOptions.length > 0 && !totals.shippingOptionId));
  if (missingShipping)
    return (
      <Alert color="orange" variant="light" title="Where should we ship it?">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">Choose a shipping address and method before paying.</Text>
          <Button size="xs" onClick={onNeedShipping}>
            Go to shipping details
          </Button>
        </Stack>
      </Alert>
    );

  const address = addresses.data?.find((a) => a.id === state.shippingAddressId);
  const option = totals.shippingOptions.find((o) => o.id === totals.shippingOptionId);
  return (
    <Stack gap="lg">
      {totals.needsShippingAddress && address ? (
        <Paper withBorder p="sm" data-testid="ship-to">
          <Text size="sm" fw={500}>
            Shipping to {address.name}
          </Text>
          <Text size="xs" c="dimmed">
            {addressLines(address).join(', ')}
            {option ? ` · ${option.name}` : ''}
          </Text>
        </Paper>
      ) : null}
      <TotalsTable totals={totals} busy={preview.isPlaceholderData} />
      {preview.isPlaceholderData ? null : renderPayment ? (
        renderPayment({
          target: { orderItemIds },
          options: {
            shippingAddressId: totals.needsShippingAddress ? state.shippingAddressId : undefined,
            shippingOptionId: totals.shippingOptionId ?? undefined,
            // A code the server does not apply would refuse the payment: only an applied one is sent.
            promoCode: totals.promoCode && !totals.promoProblem ? totals.promoCode : undefined,
          },
          totals,
          onPaid,
        })
      ) : (
        <Text size="sm" c="dimmed">
          Payment is not available here.
        </Text>
      )}
      <Group>
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
      </Group>
    </Stack>
  );
}
