import { Group, Radio, Stack, Text } from '@mantine/core';
import type { ShippingOption } from '../../../../../shared/contract/cart';
import { formatMoney } from '../../../../../shared/rules/money';
import { deliveryDays } from '../../format';

/** The shipping methods the server priced for the chosen address, with price and delivery days. */
export function ShippingOptions({
  options,
  currency,
  value,
  onChange,
}: {
  options: ShippingOption[];
  currency: string;
  value: string | null;
  onChange: (id: string) => void;
}) {
  return (
    <Radio.Group label="Shipping method" value={value ?? ''} onChange={onChange}>
      <Stack gap="xs" mt="xs">
        {options.map((o) => (
          <Radio.Card key={o.id} value={o.id} p="sm" radius="md" data-testid="shipping-option">
            <Group wrap="nowrap" gap="sm">
              <Radio.Indicator />
              <Stack gap={0} style={{ flex: 1 }}>
                <Text size="sm" fw={500}>
                  {o.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {o.carrier} · {deliveryDays(o)}
                </Text>
              </Stack>
              <Text size="sm" fw={500}>
                {o.amountCents === 0 ? 'Free' : formatMoney(o.amountCents, currency)}
              </Text>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
