import {
  Anchor,
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { Link } from 'react-router';
import type { OrderItem } from '../../../../../shared/contract/cart';
import { formatDate } from '../../../../../shared/rules/dates';
import { formatMoney } from '../../../../../shared/rules/money';
import {
  ITEM_STATUS_LABELS,
  ORDER_TYPE_LABELS,
  type OrderTab,
} from '../../../../../shared/rules/order-items';
import { paths } from '../../../../routing/paths';
import { PageError, PageLoader } from '../../../../ui/page-states';
import { ScrollTable } from '../../../../ui/scroll-table';
import { ORDERS_PAGE_SIZE, useOrderItemCount, useOrderItems } from '../../api/get-order-items';
import { useOrderItemAction } from '../../api/order-item-actions';
import { LineImage } from '../cart-line';

const STATUS_COLORS: Partial<Record<OrderItem['status'], string>> = {
  IN_PRODUCTION: 'blue',
  CHARGE_PENDING: 'yellow',
  SHIPPED: 'green',
  CANCELED: 'gray',
};

function OrderRow({ item, onOpen }: { item: OrderItem; onOpen: () => void }) {
  const action = useOrderItemAction();
  return (
    <Table.Tr data-testid="order-row">
      <Table.Td miw={220}>
        <Group wrap="nowrap" gap="sm">
          <LineImage src={item.imageUrl} size={40} />
          <Stack gap={0} miw={0}>
            <Anchor component="button" type="button" size="sm" fw={500} onClick={onOpen} ta="left">
              {item.title}
            </Anchor>
            <Text size="xs" c="dimmed">
              {item.supplier.name} · {ORDER_TYPE_LABELS[item.orderType]}
            </Text>
          </Stack>
        </Group>
      </Table.Td>
      {/* The status is read whole at any width: the badge never shrinks to "IN P…" (the table scrolls). */}
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Badge
          variant="light"
          color={STATUS_COLORS[item.status] ?? 'violet'}
          data-testid="order-status"
          style={{ flexShrink: 0, overflow: 'visible', maxWidth: 'none' }}
          styles={{ label: { overflow: 'visible', textOverflow: 'clip' } }}
        >
          {ITEM_STATUS_LABELS[item.status]}
        </Badge>
      </Table.Td>
      <Table.Td ta="right">{item.quantity.toLocaleString('en-US')}</Table.Td>
      <Table.Td ta="right">{formatMoney(item.totalCents, item.currency)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {item.purchasedAt ? formatDate(item.purchasedAt) : '—'}
      </Table.Td>
      <Table.Td>
        <Button
          size="compact-xs"
          variant="subtle"
          color="gray"
          loading={action.isPending}
          onClick={() => action.mutate({ kind: 'archive', id: item.id, archived: !item.isArchived })}
          aria-label={`${item.isArchived ? 'Unarchive' : 'Archive'} ${item.title}`}
        >
          {item.isArchived ? 'Unarchive' : 'Archive'}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** One page of a tab's orders (archived or not), with archive on each row and a pager. */
export function OrderList({
  tab,
  archived,
  page,
  onPage,
  onOpen,
}: {
  tab: OrderTab;
  archived: boolean;
  page: number;
  onPage: (page: number) => void;
  onOpen: (id: number) => void;
}) {
  const filter = { tab, archived };
  const list = useOrderItems(filter, page - 1);
  const count = useOrderItemCount(filter);
  if (list.isPending) return <PageLoader label="Loading your orders…" />;
  if (list.isError)
    return (
      <PageError title="We couldn't load your orders" error={list.error} onRetry={() => list.refetch()} />
    );
  if (list.data.length === 0)
    return (
      <Paper withBorder p="lg" maw={640} data-testid="orders-empty">
        <Stack gap="sm" align="flex-start">
          <Text fw={500}>{archived ? 'No archived orders here' : 'No orders yet'}</Text>
          <Text size="sm" c="dimmed">
            Samples and inventory you buy from suppliers appear here, from production to shipment.
          </Text>
          <Button component={Link} to={paths.catalog.browse()} variant="light">
            Browse the marketplace
          </Button>
        </Stack>
      </Paper>
    );
  const pages = count.data ? Math.ceil(count.data.count / ORDERS_PAGE_SIZE) : 0;
  return (
    <Stack gap="sm">
      <ScrollTable label="Orders" minWidth={640}>
        <Table verticalSpacing="xs" aria-busy={list.isPlaceholderData} data-testid="orders-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Item</Table.Th>
              <Table.Th scope="col">Status</Table.Th>
              <Table.Th scope="col" ta="right">
                Quantity
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Total
              </Table.Th>
              <Table.Th scope="col">Purchased</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.map((item) => (
              <OrderRow key={item.id} item={item} onOpen={() => onOpen(item.id)} />
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
        />
      ) : null}
    </Stack>
  );
}
