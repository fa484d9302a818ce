import { Table, Text } from '@mantine/core';
import type { CheckoutTotals } from '../../shared/contract/cart';
import { formatMoney } from '../../shared/rules/money';

export type Totals = Pick<
  CheckoutTotals,
  | 'currency'
  | 'lines'
  | 'subtotalCents'
  | 'shippingCents'
  | 'discountCents'
  | 'financingFeeCents'
  | 'totalCents'
  | 'promoCode'
>;

/**
 * The server's totals, as it computed them (nothing here is computed): fee lines, subtotal, shipping,
 * discount, financing fee and total, for the cart, the checkout and an invoice's amount due.
 * `shipping` says what to show before a shipping option is chosen, or when there is none.
 */
export function TotalsTable({
  totals,
  shipping = 'amount',
  caption = 'Order total',
  totalLabel = 'Total',
  busy = false,
}: {
  totals: Totals;
  /** amount: the server's shipping; later: "at the next step"; hidden: no row. */
  shipping?: 'amount' | 'later' | 'hidden';
  caption?: string;
  totalLabel?: string;
  busy?: boolean;
}) {
  const money = (cents: number) => formatMoney(cents, totals.currency);
  const rows: [string, string, string?][] = [];
  if (totals.lines.length > 1)
    for (const line of totals.lines) rows.push([line.label, money(line.amountCents)]);
  rows.push(['Subtotal', money(totals.subtotalCents), 'subtotal']);
  if (shipping === 'amount') rows.push(['Shipping', money(totals.shippingCents), 'shipping']);
  if (shipping === 'later') rows.push(['Shipping', 'Chosen at the shipping step', 'shipping']);
  if (totals.discountCents > 0)
    rows.push([
      totals.promoCode ? `Discount (${totals.promoCode})` : 'Discount',
      money(-totals.discountCents),
      'discount',
    ]);
  if (totals.financingFeeCents > 0)
    rows.push(['Financing fee', money(totals.financingFeeCents), 'financing']);

  return (
    <Table aria-busy={busy} data-testid="checkout-totals" style={{ opacity: busy ? 0.6 : 1 }}>
      <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600, paddingBottom: 6 }}>
        {caption}
      </caption>
      <Table.Tbody>
        {rows.map(([label, value, id]) => (
          <Table.Tr key={label} data-testid={id ? `totals-${id}` : undefined}>
            <Table.Th scope="row" fw={400}>
              {label}
            </Table.Th>
            <Table.Td ta="right">{value}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr data-testid="totals-total">
          <Table.Th scope="row">
            <Text fw={700}>{totalLabel}</Text>
          </Table.Th>
          <Table.Td ta="right">
            <Text fw={700}>{money(totals.totalCents)}</Text>
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
