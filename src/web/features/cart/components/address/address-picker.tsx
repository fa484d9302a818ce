import { Button, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import type { Address, SavedAddress } from '../../../../../shared/contract/cart';
import { PageError, PageLoader } from '../../../../ui/page-states';
import { useShippingAddresses } from '../../api/shipping-addresses';
import { AddressCards } from './address-cards';
import { AddressForm, type AddressFormProps } from './address-form';

/**
 * Where goods go (the checkout's shipping step, an invoice's shipping address): the store's saved addresses
 * as radio cards, the default one (or the first) chosen to start with, or a new one through AddressForm.
 */
export function AddressPicker({
  value,
  onChange,
  onAdded,
  save = 'always',
  submitLabel,
  busy,
  emptyText,
  children,
}: {
  /** The chosen saved address. */
  value: number | undefined;
  onChange: (id: number) => void;
  /** A new address, checked by the carrier; `saved` is null when the user chose not to keep it. */
  onAdded: (done: { address: Address; saved: SavedAddress | null }) => void;
  save?: Exclude<AddressFormProps['save'], 'never'>;
  submitLabel?: string;
  busy?: boolean;
  /** Shown instead of the cards when the store has no saved address yet. */
  emptyText?: string;
  /** Under the cards while a saved address is chosen and no new one is being entered. */
  children?: ReactNode;
}) {
  const addresses = useShippingAddresses();
  const [adding, setAdding] = useState(false);

  // With no address chosen yet, the default one (or the only one) is.
  const list = addresses.data;
  useEffect(() => {
    if (!list?.length || value) return;
    const preferred = list.find((a) => a.isDefault) ?? list[0]!;
    onChange(preferred.id);
  }, [list, value, onChange]);

  if (addresses.isPending) return <PageLoader label="Loading your addresses…" />;
  const saved = list ?? [];
  return (
    <Stack gap="md">
      {addresses.isError ? (
        // A new address can still be entered: the list is only a shortcut.
        <PageError
          title="We couldn't load your saved addresses"
          error={addresses.error}
          onRetry={() => addresses.refetch()}
        />
      ) : saved.length ? (
        <AddressCards addresses={saved} value={value} onChange={onChange} />
      ) : emptyText ? (
        <Text size="sm">{emptyText}</Text>
      ) : null}
      {adding || saved.length === 0 ? (
        <Stack gap="xs">
          <Title order={3} fz="md">
            New address
          </Title>
          <AddressForm
            save={save}
            submitLabel={submitLabel}
            busy={busy}
            onDone={(done) => {
              // A saved address shows among the cards; one not kept stays in its form until it is used.
              if (done.saved) setAdding(false);
              onAdded(done);
            }}
            onCancel={saved.length ? () => setAdding(false) : undefined}
          />
        </Stack>
      ) : (
        <>
          <Button variant="light" onClick={() => setAdding(true)} w="fit-content">
            Add a new address
          </Button>
          {children}
        </>
      )}
    </Stack>
  );
}
