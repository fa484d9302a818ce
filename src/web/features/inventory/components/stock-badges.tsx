import { Badge, Group } from '@mantine/core';

/** IN_STOCK / OUT_OF_STOCK and the low-stock marker, wherever a SKU is shown. */
export function StockBadges({
  stockStatus,
  lowStock,
}: {
  stockStatus: 'IN_STOCK' | 'OUT_OF_STOCK';
  lowStock: boolean;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      {stockStatus === 'IN_STOCK' ? (
        <Badge color="teal.9" variant="filled">
          In stock
        </Badge>
      ) : (
        <Badge color="red.9" variant="filled">
          Out of stock
        </Badge>
      )}
      {lowStock ? (
        <Badge color="yellow.3" variant="filled" c="dark.9">
          Low stock
        </Badge>
      ) : null}
    </Group>
  );
}
