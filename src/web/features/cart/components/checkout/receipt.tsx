import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import type { PaymentResult } from '../../../../../shared/contract/payments';
import { formatDate } from '../../../../../shared/rules/dates';
import { formatMoney } from '../../../../../shared/rules/money';
import { queryKeys } from '../../../../api/query-keys';
import { addressLines } from '../../../../ui/address-text';
import { ScrollTable } from '../../../../ui/scroll-table';
import { TotalsTable } from '../../../../ui/totals-table';
import { getOrderItem } from '../../api/get-order-item';
import { useShippingAddresses } from '../../api/shipping-addresses';
import { orderNumber, PAID_WITH } from '../../format';

/**
 * The receipt of a completed checkout: order number, date, what was bought, totals, where it ships and how it
 * was paid. "Print receipt" prints the page; the print stylesheet (data-print-hide) leaves only this.
 */
export function Receipt({
  payment,
  shippingAddressId,
}: {
  payment: PaymentResult;
  shippingAddressId?: number;
}) {
  const items = useQueries({
    queries: payment.orderItemIds.map((id) => ({
      queryKey: queryKeys.orders.detail(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => getOrderItem(id, signal),
    })),
  });
  const addresses = useShippingAddresses(shippingAddressId != null);
  const address = addresses.data?.find((a) => a.id === shippingAddressId);
  const lines = items.flatMap((q) => (q.data ? [q.data] : []));

  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-label="Receipt"
      data-testid="receipt"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={0}>
            <Title order={3} fz="md">
              Receipt
            </Title>
            <Text size="sm" data-testid="order-number">
              Order {orderNumber(payment.id)}
            </Text>
            <Text size="sm" c="dimmed">
              <time dateTime={payment.createdAt}>{formatDate(payment.createdAt)}</time>
            </Text>
          </Stack>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPrinter size={14} aria-hidden />}
            onClick={() => window.print()}
            data-print-hide
          >
            Print receipt
          </Button>
        </Group>
        {lines.length ? (
          <ScrollTable label="Items" minWidth={320}>
            <Table fz="sm" aria-label="Items">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Item</Table.Th>
                  <Table.Th ta="right">Qty</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lines.map((l) => (
                  <Table.Tr key={l.id} data-testid="receipt-line">
                    <Table.Td>
                      {l.title}
                      <Text size="xs" c="dimmed">
                        {l.supplier.name}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{l.quantity.toLocaleString('en-US')}</Table.Td>
                    <Table.Td ta="right">{formatMoney(l.totalCents, l.currency)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        ) : null}
        <TotalsTable totals={payment.totals} caption="Order summary" />
        <Group align="flex-start" gap="xl">
          {address ? (
            <Stack gap={0} data-testid="receipt-ship-to">
              <Text size="sm" fw={500}>
                Ships to
              </Text>
              <Text size="sm">{address.name}</Text>
              {addressLines(address).map((line) => (
                <Text size="sm" key={line}>
                  {line}
                </Text>
              ))}
            </Stack>
          ) : null}
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              Paid with
            </Text>
            <Text size="sm" data-testid="receipt-method">
              {PAID_WITH[payment.method]}
            </Text>
          </Stack>
        </Group>
      </Stack>
    </Paper>
  );
}
