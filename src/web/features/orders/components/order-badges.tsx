import { Badge, Group } from '@mantine/core';
import type { SalesOrderSummary } from '../../../../shared/contract/sales-orders';
import { HOLD_REASON_LABELS, ORDER_ORIGIN_LABELS, orderTab } from '../../../../shared/rules/fulfillment';

const TAB_LOOK = {
  OUTSTANDING: ['Outstanding', 'blue'],
  PROCESSING: ['Processing', 'violet'],
  ON_HOLD: ['On hold', 'orange'],
  FULFILLED: ['Fulfilled', 'green'],
  CANCELED: ['Canceled', 'gray'],
} as const;

export const originLabel = (origin: SalesOrderSummary['origin']) => ORDER_ORIGIN_LABELS[origin];

/** The order's status as its tab names it, with partial levels beside it. */
export function OrderStatusBadges({
  order,
}: {
  order: Pick<
    SalesOrderSummary,
    'processingStatus' | 'cancellationLevel' | 'fulfillmentLevel' | 'holdReason'
  >;
}) {
  const [label, color] = TAB_LOOK[orderTab(order)];
  return (
    <Group gap={4} wrap="wrap">
      <Badge color={color} variant="light">
        {label}
      </Badge>
      {order.processingStatus === 'ON_HOLD' && order.holdReason ? (
        <Badge color="orange" variant="outline">
          {HOLD_REASON_LABELS[order.holdReason]}
        </Badge>
      ) : null}
      {order.fulfillmentLevel === 'PARTIAL' ? (
        <Badge color="dark" variant="outline">
          Partly shipped
        </Badge>
      ) : null}
      {order.cancellationLevel === 'PARTIAL' ? (
        <Badge color="dark" variant="outline">
          Partly canceled
        </Badge>
      ) : null}
    </Group>
  );
}
