import { Anchor, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { OrderItem } from '../../../../shared/contract/cart';
import { formatMoney } from '../../../../shared/rules/money';
import { useCan } from '../../../api/use-can';
import { paths } from '../../../routing/paths';
import { RoleLock, RoleNote } from '../../../ui/can';
import { PageError, PageLoader } from '../../../ui/page-states';
import { TotalsTable } from '../../../ui/totals-table';
import { useCart } from '../api/get-cart';
import { useCheckoutPreview } from '../api/preview-checkout';
import { groupBySupplier, itemCount } from '../format';
import { CartLine } from './cart-line';
import { SavedForLater } from './saved-for-later';

/**
 * The totals are checkout's preview, a `billing` call (decision 042): a member who may not pay sees the sum of
 * the lines' own totals (the server's) and why checkout is not theirs.
 */
function LineSubtotal({ items }: { items: OrderItem[] }) {
  const cents = items.reduce((sum, item) => sum + item.totalCents, 0);
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          Lines subtotal
        </Text>
        <Text size="sm" fw={600} data-testid="cart-lines-subtotal">
          {formatMoney(cents, items[0]?.currency)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        Fees, shipping and promo codes are worked out at checkout.
      </Text>
      <RoleNote cls="billing" />
    </Stack>
  );
}

function CartTotals({ items }: { items: OrderItem[] }) {
  const canBill = useCan('billing');
  return canBill ? (
    <CheckoutTotals orderItemIds={items.map((item) => item.id)} />
  ) : (
    <LineSubtotal items={items} />
  );
}

function CheckoutTotals({ orderItemIds }: { orderItemIds: number[] }) {
  const preview = useCheckoutPreview({ orderItemIds });
  if (preview.isPending) return <PageLoader label="Adding up your cart…" />;
  if (preview.isError)
    return (
      <PageError
        title="We couldn't total your cart"
        error={preview.error}
        onRetry={() => preview.refetch()}
      />
    );
  return (
    <Stack gap={4}>
      <TotalsTable
        totals={preview.data}
        shipping="hidden"
        caption="Summary"
        busy={preview.isPlaceholderData}
      />
      <Text size="xs" c="dimmed">
        Shipping and promo codes are applied at checkout.
      </Text>
    </Stack>
  );
}

/** The cart's lines by supplier, its server totals, and the way to checkout (the dialog's body). */
export default function CartContents() {
  const cart = useCart();
  if (cart.isPending) return <PageLoader label="Loading your cart…" />;
  if (cart.isError)
    return <PageError title="We couldn't load your cart" error={cart.error} onRetry={() => cart.refetch()} />;
  if (cart.data.length === 0)
    return (
      <Stack gap="md">
        <Stack gap="xs" align="flex-start" py="md" data-testid="cart-empty">
          <Text fw={500}>Your cart is empty</Text>
          <Text size="sm" c="dimmed">
            Add samples or inventory from a product's page in the marketplace.
          </Text>
          <Button component={Link} to={paths.catalog.browse()} variant="light">
            Browse the marketplace
          </Button>
        </Stack>
        <SavedForLater />
      </Stack>
    );

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {itemCount(cart.data.length)} in your cart
      </Text>
      {groupBySupplier(cart.data).map(({ supplier, items }) => (
        <Paper
          key={supplier.id}
          withBorder
          p="sm"
          component="section"
          aria-labelledby={`cart-supplier-${supplier.id}`}
        >
          <Group gap="xs" mb={4}>
            {supplier.logoUrl ? <Image src={supplier.logoUrl} alt="" w={20} h={20} radius="xl" /> : null}
            <Title order={3} fz="sm" id={`cart-supplier-${supplier.id}`}>
              {supplier.name}
            </Title>
          </Group>
          <Stack gap={0} component="ul" p={0} m={0}>
            {items.map((item, i) => (
              <CartLine key={item.id} item={item} divided={i > 0} />
            ))}
          </Stack>
        </Paper>
      ))}
      <CartTotals items={cart.data} />
      <Group justify="space-between">
        <Anchor component={Link} to={paths.catalog.browse()} size="sm">
          Continue shopping
        </Anchor>
        {/* Checkout ends in a payment: `billing` (decision 042). */}
        <RoleLock cls="billing">
          <Button component={Link} to={paths.cart.checkout()}>
            Check out
          </Button>
        </RoleLock>
      </Group>
      <SavedForLater />
    </Stack>
  );
}
