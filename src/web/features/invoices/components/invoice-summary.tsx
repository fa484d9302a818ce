import { Avatar, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Invoice } from '../../../../shared/contract/invoices';
import { formatMoney } from '../../../../shared/rules/money';
import { addressText } from '../../../ui/address-text';
import { Fact } from '../../../ui/fact';
import { InvoiceLinesTable } from '../../../ui/invoice-lines-table';
import { formatDate, isOverdue } from '../labels';
import { InvoiceStatusBadge } from './invoice-status-badge';

/** An invoice as the payer sees it: who sent it, its lines by fee kind, the total and when it is due. */
export function InvoiceSummary({ invoice }: { invoice: Invoice }) {
  const overdue = isOverdue(invoice);
  const money = (cents: number) => formatMoney(cents, invoice.currency);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="invoice-heading">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Group gap="sm" wrap="nowrap">
            <Avatar src={invoice.supplier.logoUrl || null} alt="" radius="sm">
              {invoice.supplier.name.slice(0, 1)}
            </Avatar>
            <Stack gap={0}>
              <Title order={1} fz={{ base: 22, sm: 26 }} id="invoice-heading">
                Invoice {invoice.number}
              </Title>
              <Text c="dimmed" size="sm">
                From {invoice.supplier.name} to {invoice.store.title}
              </Text>
            </Stack>
          </Group>
          <InvoiceStatusBadge status={invoice.status} overdue={overdue} />
        </Group>

        <SimpleGrid cols={{ base: 2, sm: 3 }}>
          <Fact label="Total" value={<span data-testid="invoice-total">{money(invoice.totalCents)}</span>} />
          <Fact
            label="Due"
            value={
              invoice.dueAt ? (
                <Text span c={overdue ? 'red' : undefined} fw={overdue ? 700 : undefined} size="sm">
                  {formatDate(invoice.dueAt)}
                  {overdue ? ' (overdue)' : ''}
                </Text>
              ) : (
                'On receipt'
              )
            }
          />
          {invoice.paidAt ? <Fact label="Paid" value={formatDate(invoice.paidAt)} /> : null}
        </SimpleGrid>

        <InvoiceLinesTable invoice={invoice} />

        {invoice.note ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {invoice.note}
          </Text>
        ) : null}
        {invoice.shippingAddress ? (
          <Text size="sm" c="dimmed">
            Ships to {addressText(invoice.shippingAddress)}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
