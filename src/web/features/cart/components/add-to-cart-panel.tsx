import { Alert, Button, Group, NumberInput, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { OrderItem } from '../../../../shared/contract/cart';
import type { CatalogItem } from '../../../../shared/contract/catalog';
import { parseColorOptions } from '../../../../shared/rules/color-options';
import { formatMoney } from '../../../../shared/rules/money';
import {
  MAX_ORDER_QUANTITY,
  MAX_SAMPLE_QUANTITY,
  quantityProblem,
  unitPriceFor,
} from '../../../../shared/rules/order-items';
import { isApiError } from '../../../api/api-error';
import { useCan } from '../../../api/use-can';
import { RoleLock, RoleNote } from '../../../ui/can';
import { useCreateOrderItem } from '../api/create-order-item';
import { useCart } from '../api/get-cart';
import { useSupplier } from '../api/get-supplier';
import { usePriceQuote } from '../api/quote-price';
import { useUpdateOrderItem } from '../api/update-order-item';
import { unitCount } from '../format';
import { useCartDialog } from '../use-cart-dialog';
import { ColorSelect } from './color-select';

type Kind = 'SAMPLES' | 'INVENTORY';
export type AddedToCart = { line: OrderItem; catalogItemId: number };

/**
 * "Add samples to cart" and "Add inventory to cart" on a product's page (they add a cart line; paying is checkout's). A new line shows the catalog's price for the
 * quantity; an inventory line already in the cart is priced by the server (update-price, save=false) and updated
 * in place. Every total after that is the server's.
 */
export function AddToCartPanel({
  item,
  onAdded,
}: {
  item: CatalogItem;
  /** After the server took the line (the app pushes the tag-manager event). */
  onAdded?: (added: AddedToCart) => void;
}) {
  const [kind, setKind] = useState<Kind>('SAMPLES');
  const colors = parseColorOptions(item.colorOptions).filter((o) => o.name);
  const [color, setColor] = useState<string | null>(colors[0]?.name ?? null);
  const [samples, setSamples] = useState<number | string>(1);
  const [units, setUnits] = useState<number | string>(item.moq);
  const supplier = useSupplier(item.companyId);
  const cart = useCart();
  const create = useCreateOrderItem();
  const update = useUpdateOrderItem();
  const { open: openCart } = useCartDialog();
  // Adding to the cart is a `write` call (decision 042): a viewer or fulfilment member sees the price, not the button.
  const canOrder = useCan('write');

  const quantity = Number(kind === 'SAMPLES' ? samples : units);
  const problem = quantityProblem(kind, quantity, item.moq);
  const existing =
    kind === 'INVENTORY'
      ? cart.data?.find(
          (l) =>
            l.catalogItemId === item.id &&
            l.orderType === 'INVENTORY' &&
            l.invoiceItemId == null &&
            (l.colorOption ?? null) === (colors.length ? color : null),
        )
      : undefined;
  const [debounced] = useDebouncedValue(quantity, 350);
  const quote = usePriceQuote(
    canOrder && existing && !problem && debounced === quantity ? existing.id : null,
    existing && !problem ? debounced : null,
  );
  const failure = create.error ?? update.error;
  const fieldErrors = isApiError(failure) ? failure.fieldErrors() : {};
  const busy = create.isPending || update.isPending;

  const confirm = (line: OrderItem, verb: string) => {
    onAdded?.({ line, catalogItemId: item.id });
    notifications.show({
      color: 'green',
      title: verb,
      message: (
        <Stack gap={6} align="flex-start">
          <Text size="sm">
            {unitCount(line.quantity, line.orderType === 'SAMPLES' ? 'sample' : 'unit')} of {line.title} —{' '}
            {formatMoney(line.totalCents, line.currency)}
          </Text>
          <Button size="compact-sm" variant="light" onClick={openCart}>
            View cart
          </Button>
        </Stack>
      ),
      autoClose: 8000,
    });
  };

  const submit = () => {
    if (problem || busy) return;
    const colorOption = colors.length ? (color ?? undefined) : undefined;
    if (existing)
      update.mutate(
        { id: existing.id, body: { quantity } },
        { onSuccess: (line) => confirm(line, 'Cart updated') },
      );
    else
      create.mutate(
        { catalogItemId: item.id, quantity, orderType: kind, colorOption },
        { onSuccess: (line) => confirm(line, 'Added to your cart') },
      );
  };

  const catalogPrice = (() => {
    if (Number.isNaN(quantity) || item.priceTiers.length === 0) return null;
    if (kind === 'SAMPLES' && supplier.isPending) return null;
    return unitPriceFor(kind, item.priceTiers, quantity, supplier.data?.samplePriceCents ?? null);
  })();

  const price =
    existing && quote.data && quote.data.quantity === quantity ? (
      <Text size="sm" aria-live="polite">
        {formatMoney(quote.data.unitPriceCents, existing.currency)} per unit ·{' '}
        <Text span fw={600}>
          {formatMoney(quote.data.totalCents, existing.currency)}
        </Text>{' '}
        for {unitCount(quote.data.quantity)}
      </Text>
    ) : catalogPrice !== null ? (
      <Text size="sm" aria-live="polite">
        {formatMoney(catalogPrice)} per {kind === 'SAMPLES' ? 'sample' : 'unit'} at this quantity
      </Text>
    ) : null;

  const resetErrors = () => {
    if (create.isError) create.reset();
    if (update.isError) update.reset();
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="add-to-cart-title" maw={480}>
      <Text fw={600} id="add-to-cart-title" mb="xs">
        Buy from {item.companyName}
      </Text>
      <SegmentedControl
        aria-label="What to order"
        value={kind}
        onChange={(v) => {
          setKind(v as Kind);
          resetErrors();
        }}
        data={[
          { value: 'SAMPLES', label: 'Samples' },
          { value: 'INVENTORY', label: 'Inventory' },
        ]}
      />
      <Stack gap="sm" pt="sm">
        <Group align="flex-start" gap="sm">
          {kind === 'SAMPLES' ? (
            <NumberInput
              label="Number of samples"
              description={`1 to ${MAX_SAMPLE_QUANTITY}`}
              min={1}
              max={MAX_SAMPLE_QUANTITY}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              value={samples}
              onChange={(v) => {
                setSamples(v);
                resetErrors();
              }}
              error={(samples !== '' && problem) || fieldErrors.quantity}
              w={160}
            />
          ) : (
            <NumberInput
              label="Quantity (units)"
              description={`Minimum order ${unitCount(item.moq)}`}
              min={item.moq}
              max={MAX_ORDER_QUANTITY}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              value={units}
              onChange={(v) => {
                setUnits(v);
                resetErrors();
              }}
              error={(units !== '' && problem) || fieldErrors.quantity || quote.error?.message}
              w={180}
            />
          )}
          <ColorSelect
            item={item}
            value={color}
            onChange={(v) => {
              setColor(v);
              resetErrors();
            }}
            error={fieldErrors.colorOption}
          />
        </Group>
        {price}
        {existing ? (
          <Text size="xs" c="dimmed">
            {unitCount(existing.quantity)} of this product are in your cart; ordering sets that line to the
            quantity above.
          </Text>
        ) : null}
        {failure && !fieldErrors.quantity && !fieldErrors.colorOption ? (
          <Alert color="red" variant="light" role="alert" p="xs">
            {failure.message}
          </Alert>
        ) : null}
        <Group>
          <RoleLock cls="write">
            <Button onClick={submit} loading={busy} disabled={Boolean(problem)}>
              {kind === 'SAMPLES' ? 'Add samples to cart' : 'Add inventory to cart'}
            </Button>
          </RoleLock>
        </Group>
        <RoleNote cls="write" />
      </Stack>
    </Paper>
  );
}
