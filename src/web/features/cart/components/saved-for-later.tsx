import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { OrderItem } from '../../../../shared/contract/cart';
import { ORDER_TYPE_LABELS } from '../../../../shared/rules/order-items';
import { RoleLock } from '../../../ui/can';
import { useSavedForLater } from '../api/get-saved-for-later';
import { useUpdateOrderItem } from '../api/update-order-item';
import { LineImage } from './cart-line';

function SavedLine({ item }: { item: OrderItem }) {
  const update = useUpdateOrderItem();
  return (
    <Group component="li" wrap="nowrap" gap="sm" style={{ listStyle: 'none' }} data-testid="saved-line">
      <LineImage src={item.imageUrl} size={40} />
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" truncate="end">
          {item.title}
        </Text>
        <Text size="xs" c="dimmed">
          {ORDER_TYPE_LABELS[item.orderType]} · {item.quantity.toLocaleString('en-US')}
        </Text>
        {update.error ? (
          <Text size="xs" c="red" role="alert">
            {update.error.message}
          </Text>
        ) : null}
      </Stack>
      <RoleLock cls="fulfilment">
        <Button
          size="compact-xs"
          variant="light"
          loading={update.isPending}
          onClick={() => update.mutate({ id: item.id, body: { status: 'IN_SHOPPING_CART' } })}
          aria-label={`Move ${item.title} to the cart`}
        >
          Move to cart
        </Button>
      </RoleLock>
    </Group>
  );
}

/** Lines saved for later (NOT_PURCHASED): out of the totals, one click from the cart. */
export function SavedForLater() {
  const saved = useSavedForLater();
  if (!saved.data?.length) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="saved-for-later">
      <Title order={3} fz="sm" id="saved-for-later">
        Saved for later ({saved.data.length})
      </Title>
      <Stack gap="xs" component="ul" p={0} m={0}>
        {saved.data.map((item) => (
          <SavedLine key={item.id} item={item} />
        ))}
      </Stack>
    </Stack>
  );
}
