import { Group, NumberInput, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import type { OrderItem } from '../../../../shared/contract/cart';
import { formatMoney } from '../../../../shared/rules/money';
import { MAX_ORDER_QUANTITY, MAX_SAMPLE_QUANTITY } from '../../../../shared/rules/order-items';
import { useCan } from '../../../api/use-can';
import { usePriceQuote } from '../api/quote-price';
import { useUpdateOrderItem } from '../api/update-order-item';

const errorText = (error: unknown) => (error instanceof Error ? error.message : null);

/**
 * A cart line's quantity: typing asks the server what the new quantity would cost (update-price, save=false);
 * Enter or leaving the field saves it (PUT {id}). The server's refusal (sample limit, MOQ…) is shown as is.
 */
export function QuantityEditor({ item }: { item: OrderItem }) {
  const [value, setValue] = useState<number | string>(item.quantity);
  const update = useUpdateOrderItem();
  // Saving a quantity is a `fulfilment` call, the price preview a `write` one (decision 042).
  const canSave = useCan('fulfilment');
  const canQuote = useCan('write');
  const quantity = typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
  const changed = quantity !== null && quantity !== item.quantity;
  const [quoted] = useDebouncedValue(changed ? quantity : null, 350);
  const quote = usePriceQuote(canQuote && changed && quoted === quantity ? item.id : null, quoted);

  // A saved change (or another tab's) comes back through the cart: show what the server holds.
  useEffect(() => setValue(item.quantity), [item.quantity]);

  const save = () => {
    if (!changed || update.isPending || !canSave) return;
    update.mutate({ id: item.id, body: { quantity } });
  };

  const error =
    value === '' || (typeof value === 'number' && quantity === null)
      ? 'Enter a whole number of at least 1'
      : (errorText(update.error) ?? (changed ? errorText(quote.error) : null));

  return (
    <Stack gap={4}>
      <NumberInput
        label="Quantity"
        aria-label={`Quantity of ${item.title}`}
        size="xs"
        w={120}
        min={1}
        max={item.orderType === 'SAMPLES' ? MAX_SAMPLE_QUANTITY : MAX_ORDER_QUANTITY}
        clampBehavior="none"
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator=","
        value={value}
        onChange={(v) => {
          setValue(v);
          if (update.isError) update.reset();
        }}
        onBlur={save}
        onKeyDown={(e) => {
          if (e.key === 'Enter') save();
          if (e.key === 'Escape' && changed) {
            e.stopPropagation();
            setValue(item.quantity);
          }
        }}
        error={error}
        disabled={update.isPending}
        readOnly={!canSave}
        data-testid={`quantity-${item.id}`}
      />
      {changed && !error && quote.data && quote.data.quantity === quantity ? (
        <Group gap={4} aria-live="polite">
          <Text size="xs" c="dimmed">
            New line total {formatMoney(quote.data.totalCents, item.currency)} (
            {formatMoney(quote.data.unitPriceCents, item.currency)} each) — press Enter to save
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}
