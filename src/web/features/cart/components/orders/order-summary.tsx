import { Badge, Group, Stack, Text } from '@mantine/core';
import type { OrderItem } from '../../../../../shared/contract/cart';
import { ITEM_STATUS_LABELS, ORDER_TYPE_LABELS } from '../../../../../shared/rules/order-items';
import { variantText } from '../../format';
import { LineImage } from '../cart-line';

/** What was bought, from whom, and where it stands: the head of an order's details and of its review page. */
export function OrderSummary({ item }: { item: OrderItem }) {
  const variant = variantText(item);
  return (
    <Group wrap="nowrap" align="flex-start">
      <LineImage src={item.imageUrl} size={72} />
      <Stack gap={4}>
        <Text fw={600}>{item.title}</Text>
        <Text size="sm" c="dimmed">
          {item.supplier.name}
          {variant ? ` · ${variant}` : ''}
        </Text>
        <Group gap={6}>
          <Badge variant="light">{ITEM_STATUS_LABELS[item.status]}</Badge>
          <Badge variant="outline" color="gray">
            {ORDER_TYPE_LABELS[item.orderType]}
          </Badge>
        </Group>
      </Stack>
    </Group>
  );
}
