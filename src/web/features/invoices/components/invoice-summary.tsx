import { Avatar, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { Invoice } from '../../../../shared/contract/invoices';
import { formatMoney } from '../../../../shared/rules/money';
import { FEE_KIND_LABELS } from '../../../../shared/rules/order-items';
import { Fact } from '../../../ui/fact';
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

        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs" aria-label="Invoice lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th ta="right">Qty</Table.Th>
                <Table.Th ta="right">Unit price</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoice.lines.map((line) => (
                <Table.Tr key={line.id} data-testid="invoice-line">
                  <Table.Td>{line.description}</Table.Td>
                  <Table.Td>{FEE_KIND_LABELS[line.feeKind]}</Table.Td>
                  <Table.Td ta="right">{line.quantity.toLocaleString('en-US')}</Table.Td>
                  <Table.Td ta="right">{money(line.unitPriceCents)}</Table.Td>
                  <Table.Td ta="right">{money(line.totalCents)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={4}>Invoice total</Table.Th>
                <Table.Th ta="right">{money(invoice.totalCents)}</Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>

        {invoice.note ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {invoice.note}
          </Text>
        ) : null}
        {invoice.shippingAddress ? (
          <Text size="sm" c="dimmed">
            Ships to {invoice.shippingAddress.name}, {invoice.shippingAddress.line1},{' '}
            {invoice.shippingAddress.city}
            {invoice.shippingAddress.postalCode ? ` ${invoice.shippingAddress.postalCode}` : ''},{' '}
            {invoice.shippingAddress.countryCode}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
