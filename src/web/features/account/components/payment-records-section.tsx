import { Button, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { PaymentRecord } from '../../../../shared/contract/payment-records';
import { formatDate } from '../../../../shared/rules/dates';
import { formatMoney } from '../../../../shared/rules/money';
import { NewerOlderPager } from '../../../ui/newer-older-pager';
import { EmptySection, PageError, PageLoader } from '../../../ui/page-states';
import { ScrollTable } from '../../../ui/scroll-table';
import { PAYMENT_RECORDS_PAGE_SIZE, usePaymentRecord, usePaymentRecords } from '../api/get-payment-records';

const METHOD = { CARD: 'Card', BANK: 'Bank account', WALLET: 'Wallet' } as const;
const what = (r: PaymentRecord) =>
  r.kind === 'INVOICE'
    ? `Supplier invoice #${r.invoiceId}`
    : `Checkout · ${r.itemCount} item${r.itemCount === 1 ? '' : 's'}`;

function PaymentRecordModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const record = usePaymentRecord(id);
  return (
    <Modal opened={id !== null} onClose={onClose} title="Payment record" size="md">
      {record.isPending ? (
        <PageLoader label="Loading payment…" />
      ) : record.isError ? (
        <PageError error={record.error} onRetry={() => record.refetch()} />
      ) : (
        <Stack gap="xs">
          <Text size="sm">
            {what(record.data)} · {METHOD[record.data.method]} · {formatDate(record.data.paidAt)}
          </Text>
          <Table>
            <Table.Tbody>
              {record.data.lines.map((l) => (
                <Table.Tr key={`${l.kind}-${l.label}`}>
                  <Table.Td>{l.label}</Table.Td>
                  <Table.Td ta="right">{formatMoney(l.amountCents, record.data.currency)}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Th>Total paid</Table.Th>
                <Table.Th ta="right">{formatMoney(record.data.totalCents, record.data.currency)}</Table.Th>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          {record.data.promoCode ? (
            <Text size="xs" c="dimmed">
              Promo code {record.data.promoCode}
            </Text>
          ) : null}
        </Stack>
      )}
    </Modal>
  );
}

/** What the store paid (checkouts and supplier invoices), a page at a time, each opening its lines. */
export function PaymentRecordsSection() {
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const records = usePaymentRecords(page);
  if (records.isPending) return <PageLoader label="Loading payment records…" />;
  if (records.isError)
    return (
      <PageError
        title="We couldn't load your payment records"
        error={records.error}
        onRetry={() => records.refetch()}
      />
    );
  const rows = records.data;
  if (rows.length === 0 && page === 0)
    return (
      <EmptySection title="No payments yet">
        Samples, inventory and supplier invoices you pay for will be listed here.
      </EmptySection>
    );
  return (
    <Stack gap="sm">
      <ScrollTable label="Payment records" minWidth={560}>
        <Table striped aria-label="Payment records">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>For</Table.Th>
              <Table.Th>Method</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{formatDate(r.paidAt)}</Table.Td>
                <Table.Td>{what(r)}</Table.Td>
                <Table.Td>{METHOD[r.method]}</Table.Td>
                <Table.Td ta="right">{formatMoney(r.totalCents, r.currency)}</Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => setOpen(r.id)}
                    aria-label={`Details of payment ${r.id}`}
                  >
                    Details
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      <NewerOlderPager page={page} rowCount={rows.length} size={PAYMENT_RECORDS_PAGE_SIZE} onPage={setPage} />
      <PaymentRecordModal id={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
