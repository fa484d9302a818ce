import { Table } from '@mantine/core';
import { formatMoney } from '../../../../shared/rules/money';
import { tierRange } from '../format';

/** Unit price by order quantity. */
export function PriceTiersTable({
  tiers,
}: {
  tiers: readonly { minQuantity: number; unitPriceCents: number }[];
}) {
  const sorted = [...tiers].sort((a, b) => a.minQuantity - b.minQuantity);
  return (
    <Table withTableBorder striped maw={420} data-testid="price-tiers">
      <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600, paddingBottom: 6 }}>
        Price per unit by quantity
      </caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Quantity</Table.Th>
          <Table.Th scope="col">Unit price</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sorted.map((tier, i) => (
          <Table.Tr key={tier.minQuantity}>
            <Table.Td>{tierRange(sorted, i)}</Table.Td>
            <Table.Td>{formatMoney(tier.unitPriceCents)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
