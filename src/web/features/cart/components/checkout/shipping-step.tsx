import { Alert, Button, Group, Stack } from '@mantine/core';
import { SHIPPING_MODE_LABELS } from '../../../../../shared/rules/order-items';
import { TotalsTable } from '../../../../ui/totals-table';
import { useCheckoutPreview } from '../../api/preview-checkout';
import { useShippingAddresses } from '../../api/shipping-addresses';
import type { CheckoutState } from '../../use-checkout-state';
import { AddressPicker } from '../address/address-picker';
import { PricingState } from './pricing-state';
import { ShippingOptions } from './shipping-options';

/**
 * Step 2: where it goes and how. A saved address or a new one through the carrier's check (AddressPicker),
 * and the shipping options the server priced for the chosen address. Items that need no address skip all that.
 */
export function ShippingStep({
  orderItemIds,
  state,
  onChoose,
  onBack,
  onContinue,
}: {
  orderItemIds: number[];
  state: CheckoutState;
  onChoose: (choice: { address?: number; shipping?: string | null }) => void;
  onBack: () => void;
  onContinue: (shippingOptionId: string | null) => void;
}) {
  const preview = useCheckoutPreview({
    orderItemIds,
    promoCode: state.promoCode,
    shippingAddressId: state.shippingAddressId,
    shippingOptionId: state.shippingOptionId,
  });
  const needsAddress = preview.data?.needsShippingAddress ?? false;
  const addresses = useShippingAddresses(needsAddress);

  if (!preview.isSuccess) return <PricingState preview={preview} />;
  const totals = preview.data;
  const pricing = preview.isPlaceholderData;
  const chosenOption = state.shippingOptionId ?? totals.shippingOptionId ?? null;
  const known = addresses.data?.some((a) => a.id === state.shippingAddressId) ?? false;
  const canContinue =
    !pricing && (!needsAddress || (known && (totals.shippingOptions.length === 0 || chosenOption !== null)));

  const modes = [...new Set(totals.items.map((i) => i.shippingMode))];
  return (
    <Stack gap="lg">
      {!needsAddress ? (
        <Alert variant="light" color="blue" title="No shipping address needed">
          {modes.map((m) => SHIPPING_MODE_LABELS[m]).join(', ')}: nothing in this order is shipped to you now,
          so there is no address to enter.
        </Alert>
      ) : (
        <Stack gap="md">
          <AddressPicker
            value={state.shippingAddressId}
            // The first choice (the default address) keeps a shipping option the URL names; another address
            // drops it, since it was priced for the old one.
            onChange={(id) => onChoose({ address: id, shipping: state.shippingAddressId ? null : undefined })}
            onAdded={({ saved }) => saved && onChoose({ address: saved.id, shipping: null })}
            emptyText="Where should we ship your order? Add an address to see shipping options."
          />
          {known && totals.shippingOptions.length ? (
            <ShippingOptions
              options={totals.shippingOptions}
              currency={totals.currency}
              value={chosenOption}
              onChange={(v) => onChoose({ shipping: v })}
            />
          ) : null}
        </Stack>
      )}
      <TotalsTable totals={totals} shipping={needsAddress && !known ? 'later' : 'amount'} busy={pricing} />
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button onClick={() => onContinue(needsAddress ? chosenOption : null)} disabled={!canContinue}>
          Continue to payment
        </Button>
      </Group>
    </Stack>
  );
}
