import { Divider, Group, Stack, Text } from '@mantine/core';
import type { CheckoutTotals } from '../../../../shared/contract/cart';
import { formatMoney } from '../../../../shared/rules/money';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="md">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined}>
        {value}
      </Text>
    </Group>
  );
}

/** The server's totals of what is about to be paid, line by line; nothing here is computed. */
export function CheckoutTotalsList({ totals }: { totals: CheckoutTotals }) {
  const money = (cents: number) => formatMoney(cents, totals.currency);
  return (
    <Stack gap={4} data-testid="checkout-totals" aria-label="Amount due">
      {totals.lines.map((l) => (
        <Row key={l.kind} label={l.label} value={money(l.amountCents)} />
      ))}
      {totals.shippingCents ? <Row label="Shipping" value={money(totals.shippingCents)} /> : null}
      {totals.discountCents ? <Row label="Discount" value={`−${money(totals.discountCents)}`} /> : null}
      {totals.financingFeeCents ? (
        <Row label="Pay-later fee" value={money(totals.financingFeeCents)} />
      ) : null}
      <Divider my={4} />
      <Row label="Total due" value={money(totals.totalCents)} strong />
    </Stack>
  );
}
