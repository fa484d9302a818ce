import { NumberInput, Select, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { MAX_INVOICE_LINES } from '../../../../shared/rules/invoices';
import { dollarsToCents, formatMoney } from '../../../../shared/rules/money';
import { FEE_KIND_LABELS, FEE_KINDS, type FeeKind } from '../../../../shared/rules/order-items';
import { ScrollTable } from '../../../ui/scroll-table';
import { blankLine, type InvoiceLineRow } from '../invoice-form-values';
import { RemoveRowButton, RowListFooter, rowChanges } from './row-list';

const FEE_OPTIONS = FEE_KINDS.map((k) => ({ value: k, label: FEE_KIND_LABELS[k] }));

function lineTotal(l: InvoiceLineRow) {
  if (l.quantity === '' || l.unitPrice === '') return null;
  return Number(l.quantity) * dollarsToCents(Number(l.unitPrice));
}

/**
 * An invoice's lines: fee kind, what it is, quantity and unit price (dollars here; the API gets cents), with
 * each line's total. Errors come keyed `lines.{i}.{field}`, as the form validates them.
 */
export function InvoiceLinesEditor({
  value,
  onChange,
  errors,
  error,
}: {
  value: InvoiceLineRow[];
  onChange: (next: InvoiceLineRow[]) => void;
  errors: Record<string, string | undefined>;
  error?: string;
}) {
  const rows = rowChanges(value, onChange);
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} id="invoice-lines-label">
        Lines
      </Text>
      <ScrollTable label="Invoice lines" minWidth={760}>
        <Table aria-labelledby="invoice-lines-label" withRowBorders={false} verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={190}>Fee</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th w={120}>Quantity</Table.Th>
              <Table.Th w={140}>Unit price (USD)</Table.Th>
              <Table.Th w={120} ta="right">
                Line total
              </Table.Th>
              <Table.Th w={48}>
                <VisuallyHidden>Remove</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {value.map((l, i) => {
              const total = lineTotal(l);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
                <Table.Tr key={i} data-testid="invoice-line">
                  <Table.Td valign="top">
                    <Select
                      aria-label={`Line ${i + 1}: fee`}
                      data={FEE_OPTIONS}
                      value={l.feeKind}
                      allowDeselect={false}
                      onChange={(v) => v && rows.update(i, { feeKind: v as FeeKind })}
                      error={errors[`lines.${i}.feeKind`]}
                    />
                  </Table.Td>
                  <Table.Td valign="top">
                    <TextInput
                      aria-label={`Line ${i + 1}: description`}
                      placeholder="What you charge for"
                      value={l.description}
                      onChange={(e) => rows.update(i, { description: e.currentTarget.value })}
                      error={errors[`lines.${i}.description`]}
                    />
                  </Table.Td>
                  <Table.Td valign="top">
                    <NumberInput
                      aria-label={`Line ${i + 1}: quantity`}
                      min={1}
                      allowDecimal={false}
                      allowNegative={false}
                      thousandSeparator=","
                      value={l.quantity}
                      onChange={(v) => rows.update(i, { quantity: v })}
                      error={errors[`lines.${i}.quantity`]}
                    />
                  </Table.Td>
                  <Table.Td valign="top">
                    <NumberInput
                      aria-label={`Line ${i + 1}: unit price in dollars`}
                      prefix="$"
                      min={0}
                      decimalScale={2}
                      allowNegative={false}
                      thousandSeparator=","
                      value={l.unitPrice}
                      onChange={(v) => rows.update(i, { unitPrice: v })}
                      error={errors[`lines.${i}.unitPrice`]}
                    />
                  </Table.Td>
                  <Table.Td valign="top" ta="right">
                    <Text size="sm" mt={6} data-testid="line-total">
                      {total === null ? '—' : formatMoney(total)}
                    </Text>
                  </Table.Td>
                  <Table.Td valign="top">
                    <RemoveRowButton
                      label={`Remove line ${i + 1}`}
                      disabled={value.length === 1}
                      onClick={() => rows.remove(i)}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      <RowListFooter
        error={error}
        addLabel="Add a line"
        count={value.length}
        max={MAX_INVOICE_LINES}
        onAdd={() => rows.add(blankLine())}
      />
    </Stack>
  );
}
