import { Anchor, Badge, Box, Button, Group, Image, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { OrderItem } from '../../../../shared/contract/cart';
import { formatMoney } from '../../../../shared/rules/money';
import { ORDER_TYPE_LABELS } from '../../../../shared/rules/order-items';
import { paths } from '../../../routing/paths';
import { RoleLock } from '../../../ui/can';
import { useRemoveInvoiceItem } from '../api/remove-invoice-item';
import { useUpdateOrderItem } from '../api/update-order-item';
import { variantText } from '../format';
import { QuantityEditor } from './quantity-editor';

export function LineImage({ src, size = 64 }: { src: string | null; size?: number }) {
  return src ? (
    <Image src={src} alt="" w={size} h={size} radius="sm" fit="cover" style={{ flexShrink: 0 }} />
  ) : (
    <Box w={size} h={size} bg="gray.1" style={{ borderRadius: 4, flexShrink: 0 }} aria-hidden />
  );
}

/** Items bought with a line (packaging, prints), under it. */
function NestedItems({ item }: { item: OrderItem }) {
  if (item.items.length === 0) return null;
  return (
    <List size="xs" spacing={2} aria-label={`Included with ${item.title}`} data-testid="nested-items">
      {item.items.map((n) => (
        <List.Item key={n.id}>
          {n.title} × {n.quantity.toLocaleString('en-US')} — {formatMoney(n.totalCents, item.currency)}
          {n.printTemplateId ? (
            <Text span size="xs" c="dimmed">
              {' '}
              · Print template {n.printTemplateId}
            </Text>
          ) : null}
        </List.Item>
      ))}
    </List>
  );
}

/** One cart line: what it is, how many, what the server says it costs, and what can be done with it. */
export function CartLine({ item, divided = false }: { item: OrderItem; divided?: boolean }) {
  const update = useUpdateOrderItem();
  const removeInvoiceLine = useRemoveInvoiceItem();
  const isInvoiceLine = item.invoiceItemId != null;
  const busy = update.isPending || removeInvoiceLine.isPending;
  const failure = update.error ?? removeInvoiceLine.error;
  const variant = variantText(item);

  const remove = () =>
    isInvoiceLine
      ? removeInvoiceLine.mutate(item.invoiceItemId!)
      : update.mutate({ id: item.id, body: { status: 'CANCELED' } });

  return (
    <Group
      component="li"
      align="flex-start"
      wrap="nowrap"
      gap="sm"
      py="sm"
      data-testid="cart-line"
      aria-busy={busy}
      style={{
        listStyle: 'none',
        borderTop: divided ? '1px solid var(--mantine-color-default-border)' : undefined,
      }}
    >
      <LineImage src={item.imageUrl} />
      <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2} miw={0}>
            {item.catalogItemId ? (
              <Anchor component={Link} to={paths.catalog.item(item.catalogItemId)} fw={600} size="sm">
                {item.title}
              </Anchor>
            ) : (
              <Text fw={600} size="sm">
                {item.title}
              </Text>
            )}
            <Group gap={6}>
              <Badge variant="light" size="sm">
                {ORDER_TYPE_LABELS[item.orderType]}
              </Badge>
              {variant ? (
                <Text size="xs" c="dimmed">
                  {variant}
                </Text>
              ) : null}
            </Group>
          </Stack>
          <Text fw={600} size="sm" data-testid="line-total" style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(item.totalCents, item.currency)}
          </Text>
        </Group>
        <Group align="flex-start" gap="md">
          {isInvoiceLine ? (
            <Text size="sm">Quantity {item.quantity.toLocaleString('en-US')}</Text>
          ) : (
            <QuantityEditor item={item} />
          )}
          <Text size="xs" c="dimmed" mt={isInvoiceLine ? 2 : 24}>
            {formatMoney(item.unitPriceCents, item.currency)} each
          </Text>
        </Group>
        {item.stockLeft != null && item.stockLeft < item.quantity ? (
          <Text size="xs" c="orange.8">
            Only {item.stockLeft.toLocaleString('en-US')} left in stock
          </Text>
        ) : null}
        {item.fees.length ? (
          <List size="xs" spacing={2} aria-label={`Fees of ${item.title}`}>
            {item.fees.map((fee) => (
              <List.Item key={`${fee.kind}:${fee.label}`}>
                {fee.label}: {formatMoney(fee.amountCents, item.currency)}
              </List.Item>
            ))}
          </List>
        ) : null}
        <NestedItems item={item} />
        <Group gap="xs">
          {isInvoiceLine ? null : (
            // A line's status and quantity are `fulfilment` calls; an invoice's line is removed by a `write`.
            <RoleLock cls="fulfilment">
              <Button
                size="compact-xs"
                variant="subtle"
                disabled={busy}
                onClick={() => update.mutate({ id: item.id, body: { status: 'NOT_PURCHASED' } })}
                aria-label={`Save ${item.title} for later`}
              >
                Save for later
              </Button>
            </RoleLock>
          )}
          <RoleLock cls={isInvoiceLine ? 'write' : 'fulfilment'}>
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              disabled={busy}
              onClick={remove}
              aria-label={`Remove ${item.title}`}
            >
              Remove
            </Button>
          </RoleLock>
        </Group>
        {failure ? (
          <Text size="xs" c="red" role="alert">
            {failure.message}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}
