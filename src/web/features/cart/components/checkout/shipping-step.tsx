import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { SHIPPING_MODE_LABELS } from '../../../../../shared/rules/order-items';
import { PageError, PageLoader } from '../../../../ui/page-states';
import { useCheckoutPreview } from '../../api/preview-checkout';
import { useShippingAddresses } from '../../api/shipping-addresses';
import type { CheckoutState } from '../../use-checkout-state';
import { TotalsTable } from '../totals-table';
import { AddressCards } from './address-cards';
import { AddressForm } from './address-form';
import { ShippingOptions } from './shipping-options';

/**
 * Step 2: where it goes and how. Saved addresses as radio cards, a new one through the carrier's check, and
 * the shipping options the server priced for the chosen address. Items that need no address skip all that.
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
  const [adding, setAdding] = useState(false);

  // With no address chosen yet, the default one (or the only one) is.
  const list = addresses.data;
  useEffect(() => {
    if (!list?.length || state.shippingAddressId) return;
    const preferred = list.find((a) => a.isDefault) ?? list[0]!;
    onChoose({ address: preferred.id });
  }, [list, state.shippingAddressId, onChoose]);

  if (preview.isPending) return <PageLoader label="Pricing your order…" />;
  if (preview.isError)
    return (
      <PageError
        title="We couldn't price your order"
        error={preview.error}
        onRetry={() => preview.refetch()}
      />
    );
  const totals = preview.data;
  const pricing = preview.isPlaceholderData;
  const chosenOption = state.shippingOptionId ?? totals.shippingOptionId ?? null;
  const known = list?.some((a) => a.id === state.shippingAddressId) ?? false;
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
      ) : addresses.isPending ? (
        <PageLoader label="Loading your addresses…" />
      ) : addresses.isError ? (
        <PageError
          title="We couldn't load your addresses"
          error={addresses.error}
          onRetry={() => addresses.refetch()}
        />
      ) : (
        <Stack gap="md">
          {addresses.data.length ? (
            <AddressCards
              addresses={addresses.data}
              value={state.shippingAddressId}
              onChange={(id) => onChoose({ address: id, shipping: null })}
            />
          ) : (
            <Text size="sm">Where should we ship your order? Add an address to see shipping options.</Text>
          )}
          {adding || addresses.data.length === 0 ? (
            <Stack gap="xs">
              <Title order={3} fz="md">
                New address
              </Title>
              <AddressForm
                onSaved={(a) => {
                  setAdding(false);
                  onChoose({ address: a.id, shipping: null });
                }}
                onCancel={addresses.data.length ? () => setAdding(false) : undefined}
              />
            </Stack>
          ) : (
            <Button variant="light" onClick={() => setAdding(true)} w="fit-content">
              Add a new address
            </Button>
          )}
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
