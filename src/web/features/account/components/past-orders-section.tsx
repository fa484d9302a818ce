import { Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { formatDate } from '../../../../shared/rules/dates';
import { formatMoney } from '../../../../shared/rules/money';
import { NewerOlderPager } from '../../../ui/newer-older-pager';
import { EmptySection, PageError, PageLoader } from '../../../ui/page-states';
import { PAST_ORDERS_PAGE_SIZE, usePastOrders } from '../api/get-past-orders';

const STATUS: Record<string, string> = {
  CHARGE_PENDING: 'Charge pending',
  IN_PRODUCTION: 'In production',
  IN_SUBSCRIPTION: 'In subscription',
  SHIPPED: 'Shipped',
  CANCELED: 'Canceled',
};

/** What the store bought before: paid samples, inventory and invoice lines, newest purchase first. */
export function PastOrdersSection() {
  const [page, setPage] = useState(0);
  const orders = usePastOrders(page);
  if (orders.isPending) return <PageLoader label="Loading past orders…" />;
  if (orders.isError)
    return (
      <PageError
        title="We couldn't load your past orders"
        error={orders.error}
        onRetry={() => orders.refetch()}
      />
    );
  const rows = orders.data;
  if (rows.length === 0 && page === 0)
    return (
      <EmptySection title="No past orders yet">
        Samples and inventory you buy will be listed here.
      </EmptySection>
    );
  return (
    <Stack gap="sm">
      <Table striped aria-label="Past orders">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Product</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((o) => (
            <Table.Tr key={o.id}>
              <Table.Td>
                <Text size="sm" fw={500} lineClamp={2}>
                  {o.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {o.supplier.name} · {o.quantity} × {formatMoney(o.unitPriceCents, o.currency)}
                  {o.purchasedAt ? ` · bought ${formatDate(o.purchasedAt)}` : ''}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={o.status === 'CANCELED' ? 'red.8' : undefined}>
                  {STATUS[o.status] ?? o.status}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{formatMoney(o.totalCents, o.currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <NewerOlderPager page={page} rowCount={rows.length} size={PAST_ORDERS_PAGE_SIZE} onPage={setPage} />
    </Stack>
  );
}
