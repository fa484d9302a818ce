import { Table } from '@mantine/core';
import type { Invoice } from '../../shared/contract/invoices';
import { formatMoney } from '../../shared/rules/money';
import { FEE_KIND_LABELS } from '../../shared/rules/order-items';
import { ScrollTable } from './scroll-table';

/**
 * An invoice's lines by fee kind, with its total under them: the same for the founder who pays it and the
 * supplier who sent it.
 */
export function InvoiceLinesTable({
  invoice,
}: {
  invoice: Pick<Invoice, 'lines' | 'currency' | 'totalCents'>;
}) {
  const money = (cents: number) => formatMoney(cents, invoice.currency);
  return (
    <ScrollTable label="Invoice lines" minWidth={560}>
      <Table verticalSpacing="xs" aria-label="Invoice lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Description</Table.Th>
            <Table.Th>Fee</Table.Th>
            <Table.Th ta="right">Quantity</Table.Th>
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
            <Table.Th colSpan={4} ta="right">
              Invoice total
            </Table.Th>
            <Table.Th ta="right" data-testid="invoice-lines-total">
              {money(invoice.totalCents)}
            </Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </ScrollTable>
  );
}
