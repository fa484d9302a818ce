import { NumberInput, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { MAX_ITEM_PRICE_TIERS } from '../../../../shared/contract/supplier-portal';
import type { TierRow } from '../product-form-values';
import { RemoveRowButton, RowListFooter, rowChanges } from './row-list';

/**
 * Price tiers by quantity: from how many units each unit price applies (in dollars here; the API gets
 * cents). Errors come keyed `tiers.{i}.minQuantity` / `tiers.{i}.unitPrice`, as the form validates them.
 */
export function PriceTiersEditor({
  value,
  onChange,
  errors,
  error,
}: {
  value: TierRow[];
  onChange: (next: TierRow[]) => void;
  errors: Record<string, string | undefined>;
  error?: string;
}) {
  const rows = rowChanges(value, onChange);
  const last = value.at(-1);
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} id="price-tiers-label">
        Price tiers{' '}
        <Text span size="xs" c="dimmed">
          (the first starts at the MOQ; a larger quantity never costs more per unit)
        </Text>
      </Text>
      <Table aria-labelledby="price-tiers-label" withRowBorders={false} verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>From quantity</Table.Th>
            <Table.Th>Unit price (USD)</Table.Th>
            <Table.Th w={48}>
              <VisuallyHidden>Remove</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {value.map((t, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
            <Table.Tr key={i}>
              <Table.Td valign="top">
                <NumberInput
                  aria-label={`Tier ${i + 1}: from quantity`}
                  min={1}
                  allowDecimal={false}
                  allowNegative={false}
                  thousandSeparator=","
                  value={t.minQuantity}
                  onChange={(v) => rows.update(i, { minQuantity: v })}
                  error={errors[`tiers.${i}.minQuantity`]}
                />
              </Table.Td>
              <Table.Td valign="top">
                <NumberInput
                  aria-label={`Tier ${i + 1}: unit price in dollars`}
                  prefix="$"
                  min={0}
                  decimalScale={2}
                  allowNegative={false}
                  value={t.unitPrice}
                  onChange={(v) => rows.update(i, { unitPrice: v })}
                  error={errors[`tiers.${i}.unitPrice`]}
                />
              </Table.Td>
              <Table.Td valign="top">
                <RemoveRowButton
                  label={`Remove tier ${i + 1}`}
                  disabled={value.length === 1}
                  onClick={() => rows.remove(i)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <RowListFooter
        error={error}
        addLabel="Add a tier"
        count={value.length}
        max={MAX_ITEM_PRICE_TIERS}
        // The next tier starts at five times the last one's quantity, a guess the supplier edits.
        onAdd={() =>
          rows.add({
            minQuantity: last && last.minQuantity !== '' ? Number(last.minQuantity) * 5 : '',
            unitPrice: '',
          })
        }
      />
    </Stack>
  );
}
