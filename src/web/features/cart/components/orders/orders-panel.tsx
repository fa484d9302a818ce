import { Badge, Button, Group, Stack, Switch, Tabs, Text } from '@mantine/core';
import type { OrderTab } from '../../../../../shared/rules/order-items';
import { useLatestSearchParams } from '../../../../ui/use-search-params';
import { useTabCounts } from '../../api/get-tab-counts';
import { useCartDialog } from '../../use-cart-dialog';
import { OrderDetailDrawer } from './order-detail-drawer';
import { OrderList } from './order-list';

const TABS: readonly [OrderTab, string][] = [
  ['IN_PRODUCTION', 'In production'],
  ['SHIPPED', 'Shipped'],
  ['CANCELED', 'Canceled'],
  ['ALL', 'All'],
];

function readParams(params: URLSearchParams) {
  const tab = TABS.find(([t]) => t === params.get('tab'))?.[0] ?? 'IN_PRODUCTION';
  const page = Number(params.get('page'));
  const id = Number(params.get('id'));
  return {
    tab,
    archived: params.get('archived') === 'true',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    id: Number.isInteger(id) && id > 0 ? id : null,
  };
}

/**
 * The inbox's orders: tabs with the server's counts, the list (archived or not) with a pager, and an order's
 * details in a drawer; the tab, page, archive switch and open order live in the URL.
 */
export function OrdersPanel() {
  const [params, setParams] = useLatestSearchParams();
  const { tab, archived, page, id } = readParams(params);
  const counts = useTabCounts();
  const cart = useCartDialog();
  const set = (changes: Record<string, string | null>, replace = false) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        for (const [k, v] of Object.entries(changes)) v == null ? next.delete(k) : next.set(k, v);
        return next;
      },
      { replace },
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Switch
          label="Show archived orders"
          checked={archived}
          onChange={(e) => set({ archived: e.currentTarget.checked ? 'true' : null, page: null })}
        />
        {counts.data?.IN_CART ? (
          <Button variant="light" size="xs" onClick={cart.open}>
            Cart ({counts.data.IN_CART})
          </Button>
        ) : null}
      </Group>
      <Tabs value={tab} onChange={(v) => set({ tab: v === 'IN_PRODUCTION' ? null : v, page: null })}>
        <Tabs.List aria-label="Order status">
          {TABS.map(([value, label]) => (
            <Tabs.Tab
              key={value}
              value={value}
              rightSection={
                counts.data ? (
                  <Badge
                    size="sm"
                    variant="light"
                    circle={counts.data[value] < 10}
                    data-testid={`tab-count-${value}`}
                  >
                    {counts.data[value].toLocaleString('en-US')}
                  </Badge>
                ) : null
              }
            >
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {counts.isError ? (
          <Text size="xs" c="dimmed" mt="xs">
            Order counts are unavailable right now.
          </Text>
        ) : null}
        {TABS.map(([value]) => (
          <Tabs.Panel key={value} value={value} pt="md">
            {value === tab ? (
              <OrderList
                tab={tab}
                archived={archived}
                page={page}
                onPage={(p) => set({ page: p > 1 ? String(p) : null })}
                onOpen={(orderId) => set({ id: String(orderId) })}
              />
            ) : null}
          </Tabs.Panel>
        ))}
      </Tabs>
      <OrderDetailDrawer id={id} onClose={() => set({ id: null }, true)} />
    </Stack>
  );
}
