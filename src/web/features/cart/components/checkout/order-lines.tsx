import { Badge, Group, Stack, Text } from '@mantine/core';
import type { OrderItem } from '../../../../../shared/contract/cart';
import { formatMoney } from '../../../../../shared/rules/money';
import { ORDER_TYPE_LABELS } from '../../../../../shared/rules/order-items';
import { variantText } from '../../format';
import { LineImage } from '../cart-line';

/** The lines being bought, read-only, as the server priced them. */
export function OrderLines({ items }: { items: readonly OrderItem[] }) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} aria-label="Items in this order">
      {items.map((item) => {
        const variant = variantText(item);
        return (
          <Group
            key={item.id}
            component="li"
            wrap="nowrap"
            gap="sm"
            align="flex-start"
            style={{ listStyle: 'none' }}
            data-testid="order-line"
          >
            <LineImage src={item.imageUrl} size={48} />
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" fw={500}>
                {item.title}
              </Text>
              <Group gap={6}>
                <Badge size="xs" variant="light">
                  {ORDER_TYPE_LABELS[item.orderType]}
                </Badge>
                <Text size="xs" c="dimmed">
                  {item.supplier.name}
                  {variant ? ` · ${variant}` : ''} · Qty {item.quantity.toLocaleString('en-US')}
                </Text>
              </Group>
              {item.items.map((n) => (
                <Text key={n.id} size="xs" c="dimmed" pl="xs">
                  + {n.title} × {n.quantity.toLocaleString('en-US')}
                  {n.printTemplateId ? ` (print template ${n.printTemplateId})` : ''}
                </Text>
              ))}
            </Stack>
            <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(item.totalCents, item.currency)}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
