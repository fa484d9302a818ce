import { Badge, Button, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { PayoutRecord } from '../../../../shared/contract/sales';
import { formatDate } from '../../../../shared/rules/dates';
import { formatMoney } from '../../../../shared/rules/money';
import { STOREFRONT_PAYMENT_FEE_PERCENT } from '../../../../shared/rules/payouts';
import { Fact } from '../../../ui/fact';
import { EmptySection, PageError, PageLoader } from '../../../ui/page-states';
import { ScrollTable } from '../../../ui/scroll-table';
import { usePaymentsReport } from '../api/get-payments-report';
import { usePayoutDetails } from '../api/get-payout-details';

const weekOf = (p: PayoutRecord) =>
  `${formatDate(p.periodStart)} – ${formatDate(new Date(Date.parse(p.periodEnd) - 1))}`;

function StatusBadge({ status }: { status: PayoutRecord['status'] }) {
  return status === 'DUE' ? (
    <Badge color="teal" variant="light">
      Due
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      Week open
    </Badge>
  );
}

function PayoutDetailsModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const details = usePayoutDetails(id);
  return (
    <Modal opened={id !== null} onClose={onClose} title="Payout details" size="lg">
      {details.isPending ? (
        <PageLoader label="Loading payout…" />
      ) : details.isError ? (
        <PageError error={details.error} onRetry={() => details.refetch()} />
      ) : (
        <Stack gap="sm">
          <Text size="sm">
            {weekOf(details.data)} · <StatusBadge status={details.data.status} />
          </Text>
          <Text size="sm" c="dimmed">
            {details.data.bankAccountMasked
              ? `Paid to account ${details.data.bankAccountMasked}.`
              : 'Add a bank account above so this payout has somewhere to go.'}
          </Text>
          <ScrollTable label="Payout orders" minWidth={420}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Order</Table.Th>
                  <Table.Th>Placed</Table.Th>
                  <Table.Th ta="right">Total</Table.Th>
                  <Table.Th ta="right">Fee</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {details.data.orders.map((o) => (
                  <Table.Tr key={o.id}>
                    <Table.Td>{o.orderNumber}</Table.Td>
                    <Table.Td>{formatDate(o.placedAt)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(o.totalCents)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(o.feeCents)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
          <SimpleGrid cols={3}>
            <Fact label="Gross" value={formatMoney(details.data.grossCents)} />
            <Fact label="Fees" value={formatMoney(details.data.feeCents)} />
            <Fact label="Net payout" value={formatMoney(details.data.netCents)} />
          </SimpleGrid>
        </Stack>
      )}
    </Modal>
  );
}

/** The payments report (money in and out) and the weekly payouts, each opening its details. */
export function PayoutsSection() {
  const report = usePaymentsReport();
  const [open, setOpen] = useState<number | null>(null);
  if (report.isPending) return <PageLoader label="Loading payments report…" />;
  if (report.isError)
    return (
      <PageError
        title="We couldn't load your payments report"
        error={report.error}
        onRetry={() => report.refetch()}
      />
    );
  const r = report.data;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 3 }} data-testid="payments-report">
        <Fact label="Storefront sales" value={formatMoney(r.grossSalesCents)} />
        <Fact label={`Fees (${STOREFRONT_PAYMENT_FEE_PERCENT}%)`} value={formatMoney(r.feesCents)} />
        <Fact label="Net payouts" value={formatMoney(r.netSalesCents)} />
        <Fact label="Due to you" value={formatMoney(r.dueCents)} />
        <Fact label="This week so far" value={formatMoney(r.openCents)} />
        <Fact label={`You paid (${r.paymentCount} payments)`} value={formatMoney(r.spentCents)} />
      </SimpleGrid>
      {r.payouts.length === 0 ? (
        <EmptySection title="No payouts yet">
          Orders on your Quarry storefront are paid out weekly, less the {STOREFRONT_PAYMENT_FEE_PERCENT}%
          payment fee.
        </EmptySection>
      ) : (
        <ScrollTable label="Payouts" minWidth={560}>
          <Table striped aria-label="Payouts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Week</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">Orders</Table.Th>
                <Table.Th ta="right">Net</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {r.payouts.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{weekOf(p)}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={p.status} />
                  </Table.Td>
                  <Table.Td ta="right">{p.orderCount}</Table.Td>
                  <Table.Td ta="right">{formatMoney(p.netCents)}</Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => setOpen(p.id)}
                      aria-label={`Details of the payout for ${weekOf(p)}`}
                    >
                      Details
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <PayoutDetailsModal id={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
