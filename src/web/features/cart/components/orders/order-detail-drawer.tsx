import { Alert, Button, Drawer, SimpleGrid, Stack, Switch, Text, Timeline, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { OrderItemDetail } from '../../../../../shared/contract/cart';
import { formatDate, formatRelativeOrDate } from '../../../../../shared/rules/dates';
import { formatMoney } from '../../../../../shared/rules/money';
import {
  ITEM_STATUS_LABELS,
  isReviewableStatus,
  SHIPPING_MODE_LABELS,
} from '../../../../../shared/rules/order-items';
import { paths } from '../../../../routing/paths';
import { Fact } from '../../../../ui/fact';
import { PageError, PageLoader } from '../../../../ui/page-states';
import { useOrderItem } from '../../api/get-order-item';
import { useOrderItemAction } from '../../api/order-item-actions';
import { OrderSummary } from './order-summary';

/** Purchased items can be kept at Quarry's warehouse (fulfilment by Quarry) instead of shipped on. */
const canStore = (item: OrderItemDetail) => item.purchasedAt != null && item.status !== 'CANCELED';

function Detail({ item }: { item: OrderItemDetail }) {
  const action = useOrderItemAction();
  return (
    <Stack gap="md">
      <OrderSummary item={item} />
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <Fact label="Quantity" value={item.quantity.toLocaleString('en-US')} />
        <Fact label="Unit price" value={formatMoney(item.unitPriceCents, item.currency)} />
        <Fact label="Total" value={formatMoney(item.totalCents, item.currency)} />
        <Fact label="SKU" value={item.sku} />
        <Fact label="Shipping" value={SHIPPING_MODE_LABELS[item.shippingMode]} />
        <Fact label="Purchased" value={item.purchasedAt ? formatDate(item.purchasedAt) : 'Not yet'} />
      </SimpleGrid>
      {item.items.length ? (
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            Included
          </Text>
          {item.items.map((n) => (
            <Text key={n.id} size="sm">
              {n.title} × {n.quantity.toLocaleString('en-US')} — {formatMoney(n.totalCents, item.currency)}
              {n.printTemplateId ? ` · Print template ${n.printTemplateId}` : ''}
            </Text>
          ))}
        </Stack>
      ) : null}
      <Stack gap="xs">
        <Switch
          label="Stored at Quarry's warehouse"
          description="Keep these units at Quarry's warehouse for fulfilment instead of shipping them to you."
          checked={item.storedAtFbp}
          disabled={!canStore(item) || action.isPending}
          onChange={(e) =>
            action.mutate({ kind: 'stored-at-fbp', id: item.id, storedAtFbp: e.currentTarget.checked })
          }
        />
        <Switch
          label="Archived"
          description="Archived orders leave the default lists; they are never deleted."
          checked={item.isArchived}
          disabled={action.isPending}
          onChange={(e) => action.mutate({ kind: 'archive', id: item.id, archived: e.currentTarget.checked })}
        />
        {/* A review once the goods arrived: while they are made, there is nothing to judge yet. */}
        {isReviewableStatus(item.status) ? (
          <Button component={Link} to={paths.orders.leaveReview(item.id)} variant="light" w="fit-content">
            Review {item.supplier.name}
          </Button>
        ) : item.purchasedAt && item.status !== 'CANCELED' ? (
          <Text size="sm" c="dimmed" data-testid="review-later">
            You can review {item.supplier.name} once this order is delivered.
          </Text>
        ) : null}
        {action.error ? (
          <Alert color="red" variant="light" p="xs" role="alert">
            {action.error.message}
          </Alert>
        ) : null}
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="order-history">
        <Title order={3} fz="sm" id="order-history">
          Status history
        </Title>
        {item.history.length === 0 ? (
          <Text size="sm" c="dimmed">
            No status changes yet.
          </Text>
        ) : (
          <Timeline
            active={item.history.length - 1}
            bulletSize={14}
            lineWidth={2}
            data-testid="order-history"
          >
            {item.history.map((h) => (
              <Timeline.Item key={`${h.at}:${h.toStatus}`} title={ITEM_STATUS_LABELS[h.toStatus]}>
                <Text size="xs" c="dimmed">
                  {h.fromStatus ? `From ${ITEM_STATUS_LABELS[h.fromStatus]} · ` : ''}
                  <time dateTime={h.at}>{formatRelativeOrDate(h.at)}</time>
                </Text>
                {h.note ? <Text size="sm">{h.note}</Text> : null}
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Stack>
    </Stack>
  );
}

/** One order's details and status history, over the list (/inbox/orders?id=…). */
export function OrderDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const detail = useOrderItem(id);
  return (
    <Drawer opened={id != null} onClose={onClose} title="Order details" position="right" size="md">
      {detail.isPending ? (
        <PageLoader label="Loading the order…" />
      ) : detail.isError ? (
        <PageError
          title="We couldn't load this order"
          error={detail.error}
          onRetry={() => detail.refetch()}
        />
      ) : (
        <Detail item={detail.data} />
      )}
    </Drawer>
  );
}
